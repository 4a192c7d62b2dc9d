import type { Brand } from '@boguan/weibo/model';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { readSetting, writeSetting } from '../../src/modules/collection/settings.repository.js';
import { enrichPost, searchTextOf } from '../../src/modules/weibo-data/enrich.js';
import {
  registerSearchText,
  SEARCH_TEXT_JOB,
  SEARCH_TEXT_VERSION_KEY,
} from '../../src/modules/weibo-data/search-text.jobs.js';
import { searchTextVersion } from '../../src/modules/weibo-data/search-words.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';

const brand: Brand = {
  id: 'b-qiyu',
  cnName: '栖屿',
  enName: 'Qiyu',
  aliases: [],
  categories: ['美妆'],
  logo: '/static/brand/b-qiyu.svg',
};

describe('stored search text follows the segmenter words', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { level: 40 })).token;
  }, 60_000);
  afterAll(async () => t.close());

  it('cuts a brand name whole once the brand is stored, so 屿 alone does not find it', async () => {
    const before = searchTextOf('栖屿新品');
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertBrands([brand], 'import', t.clock.now(), () => '');
    expect(searchTextOf('栖屿新品')).not.toBe(before);
    expect(searchTextOf('栖屿新品').split(' ')).toContain('栖屿');
    await repo.upsertPosts(
      [weiboPost('9001', '栖屿新品上市'), weiboPost('9002', '海岛小屿')],
      'import',
      t.clock.now(),
      enrichPost,
    );
    const found = await post<Array<{ art_url: string }>>(
      t.app,
      '/api/index/search',
      { keyword: '栖屿', type: 'article' },
      token,
    );
    expect(found.data.map((a) => a.art_url)).toEqual(['https://weibo.com/3001/N9001']);
  });

  it('rewrites text stored with older words once per version, then search finds it again', async () => {
    // Text as an older segmenter stored it: the brand name in single characters.
    await t.ctx.db
      .updateTable('weibo_posts')
      .set({ search_text: '栖 屿 新品 上市' })
      .where('mid', '=', '9001')
      .execute();
    await writeSetting(t.ctx.db, SEARCH_TEXT_VERSION_KEY, 'older', t.clock.now());
    const missing = await post<unknown[]>(t.app, '/api/index/search', { keyword: '栖屿', type: 'article' }, token);
    expect(missing.data).toEqual([]);

    const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    await registerSearchText(runner, t.ctx.jobs, t.ctx.db, t.clock);
    await registerSearchText(runner, t.ctx.jobs, t.ctx.db, t.clock);
    const jobs = await t.ctx.db.selectFrom('jobs').select('status').where('kind', '=', SEARCH_TEXT_JOB).execute();
    expect(jobs).toHaveLength(1);
    await runner.drain();
    const ran = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'error'])
      .where('kind', '=', SEARCH_TEXT_JOB)
      .execute();
    expect(ran).toEqual([{ status: 'done', error: null }]);

    expect(await readSetting(t.ctx.db, SEARCH_TEXT_VERSION_KEY)).toBe(searchTextVersion());
    const found = await post<unknown[]>(t.app, '/api/index/search', { keyword: '栖屿', type: 'article' }, token);
    expect(found.data).toHaveLength(1);
    // Up to date now: registering again queues nothing.
    await registerSearchText(runner, t.ctx.jobs, t.ctx.db, t.clock);
    expect(await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', SEARCH_TEXT_JOB).execute()).toHaveLength(
      1,
    );
  });
});
