import type { Brand, WeiboPost } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { registerBrandMentions } from '../../src/modules/brand-data/brand-mentions.jobs.js';
import { BRAND_MENTIONS_JOB, BRAND_MENTIONS_VERSION_KEY } from '../../src/modules/brand-data/brand-mentions.sql.js';
import { brandSetVersion } from '../../src/modules/brand-data/brand-set.sql.js';
import { readSetting } from '../../src/modules/collection/settings.repository.js';
import { brandSearchText, enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { rescoreSentiment } from '../../src/modules/weibo-data/sentiment-rescore.jobs.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';
import { BRANDS, expectedMentions, storedMentions } from './support.js';

/** Posts naming the brands in the ways people write them, and a few that name none. */
const POSTS: WeiboPost[] = [
  weiboPost('7001', '刚入手小米手机，拍照太好看了，强烈推荐[赞]', { uid: '3001', likes: 12 }),
  weiboPost('7002', '早上喝了一碗小米粥，暖暖的', { uid: '3002' }),
  weiboPost('7003', '露屿的新品面霜用了一周，质量太差了，过敏了[怒]', { uid: '3003', comments: 4 }),
  weiboPost('7004', '小米和泽诺哪个好？ZNV 的屏幕更亮', { uid: '3004', reposts: 2 }),
  weiboPost('7005', '品牌合作 露屿 限时优惠码 LY2026', { uid: '3005', isAd: false }),
  weiboPost('7006', '转发微博 //@小王: 泽诺真不错', { uid: '3006', parentMid: '7004', rootMid: '7004' }),
  weiboPost('7007', '今天天气真好，出去走走', { uid: '3001' }),
  weiboPost('7008', 'zenova machine learning 论文分享，MACHINE 不是品牌', { uid: '3007', isAd: true }),
  weiboPost('7009', '羽毛球新手入门，这几点很重要', { uid: '3008' }),
  weiboPost('7010', '给猫买了毛球星球的冻干，主子很爱吃', { uid: '3008', likes: 3 }),
];

describe('brand_mentions kept by the post writes', () => {
  let t: TestApp;
  let repo: WeiboDataRepository;
  const written: WeiboPost[] = [];
  const write = async (posts: WeiboPost[]) => {
    written.push(...posts);
    return repo.upsertPosts(posts, 'import', t.clock.now(), enrichPost);
  };

  beforeAll(async () => {
    t = await createTestApp();
    repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertBrands(BRANDS, 'import', t.clock.now(), brandSearchText);
  }, 60_000);
  afterAll(async () => t.close());

  it('derives on insert exactly the mentions the engine finds in the inserted texts', async () => {
    expect(await write(POSTS)).toBe(POSTS.length);
    const expected = expectedMentions(written, BRANDS);
    expect(await storedMentions(t.ctx.db)).toEqual(expected);
    // Not an empty agreement: the texts name the brands several times, in Chinese, Latin and by alias.
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(new Set(expected.map((m) => m.brand_id))).toEqual(new Set(BRANDS.map((b) => b.id)));
    expect(expected.some((m) => m.sponsored)).toBe(true);
    expect(expected.some((m) => m.is_repost)).toBe(true);
    expect(new Set(expected.map((m) => m.sentiment)).size).toBeGreaterThan(1);
  });

  it('does not count a name inside another word (小米粥, 羽毛球), and counts it standing alone', async () => {
    const matcher = buildBrandMatcher(BRANDS);
    expect(mentionedBrandIds(POSTS[1]!.text, matcher)).toEqual([]);
    expect(mentionedBrandIds(POSTS[8]!.text, matcher)).toEqual([]);
    expect(mentionedBrandIds(POSTS[0]!.text, matcher)).toEqual(['bd-xiaomi']);
    for (const post of [POSTS[1]!, POSTS[8]!, POSTS[0]!, POSTS[9]!]) {
      const stored = await t.ctx.db
        .selectFrom('brand_mentions')
        .select('brand_id')
        .where('mid', '=', post.mid)
        .orderBy('brand_id')
        .execute();
      expect(stored.map((r) => r.brand_id)).toEqual(mentionedBrandIds(post.text, matcher).sort());
    }
  });

  it('re-derives a post whose text changed, keeps rows on a mere count change, drops a deleted post', async () => {
    const before = await storedMentions(t.ctx.db);
    // New counts only: the same rows.
    await write([{ ...POSTS[0]!, likes: 500, reposts: 40 }]);
    expect(await storedMentions(t.ctx.db)).toEqual(before);

    // 7004 edited to name one brand only; 7007 now names one.
    await write([
      { ...POSTS[3]!, text: '泽诺的新款耳机音质一般，有点失望' },
      { ...POSTS[6]!, text: '天气真好，用露屿防晒出门' },
    ]);
    const after = await storedMentions(t.ctx.db);
    expect(after).toEqual(expectedMentions(written, BRANDS));
    expect(after.filter((m) => m.mid === '7004').map((m) => m.brand_id)).not.toEqual(
      before.filter((m) => m.mid === '7004').map((m) => m.brand_id),
    );
    expect(after.some((m) => m.mid === '7007')).toBe(true);

    // A deletion notice: Weibo sends no text; the post keeps its stored text but counts no more.
    await write([weiboPost('7003', '', { uid: '3003', deleted: true })]);
    const gone = await storedMentions(t.ctx.db);
    expect(gone.some((m) => m.mid === '7003')).toBe(false);
    expect(gone).toEqual(expectedMentions(written, BRANDS));
    // Seen again up: its rows come back.
    await write([POSTS[2]!]);
    expect(await storedMentions(t.ctx.db)).toEqual(expectedMentions(written, BRANDS));
  });

  it('carries the sentiment label of a rescored score', async () => {
    // A score as another model left it, and the mention labelled with it.
    await t.ctx.db.updateTable('weibo_posts').set({ sentiment_score: 0.95 }).where('mid', '=', '7003').execute();
    await t.ctx.db.updateTable('brand_mentions').set({ sentiment: 1 }).where('mid', '=', '7003').execute();
    await rescoreSentiment(t.ctx.db, async () => undefined);
    const row = await t.ctx.db
      .selectFrom('brand_mentions')
      .select('sentiment')
      .where('mid', '=', '7003')
      .executeTakeFirstOrThrow();
    expect(analyzeSentiment(POSTS[2]!.text).label).toBe('negative');
    expect(row.sentiment).toBe(-1);
    expect(await storedMentions(t.ctx.db)).toEqual(expectedMentions(written, BRANDS));
  });

  it('a new brand and a new alias queue the rewrite, which gives old posts their mentions', async () => {
    const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    await registerBrandMentions(runner, t.ctx.db, t.clock);
    // Brands were stored before any post: the version was recorded, nothing was queued.
    expect(await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', BRAND_MENTIONS_JOB).execute()).toEqual([]);
    expect(await readSetting(t.ctx.db, BRAND_MENTIONS_VERSION_KEY)).toBe(await brandSetVersion(t.ctx.db));

    const old = weiboPost('7100', '周末去了禾悦咖啡，拿铁很香，顺便用泽诺拍了照', { uid: '3010' });
    const aliasOnly = weiboPost('7101', '露露屿屿家的口红颜色好正', { uid: '3011' });
    await write([old, aliasOnly]);
    const heyue: Brand = {
      id: 'bd-heyue',
      cnName: '禾悦咖啡',
      enName: 'Heyue',
      aliases: [],
      categories: ['餐饮'],
      logo: '',
    };
    const renamed = BRANDS.map((b) => (b.id === 'bd-luyu' ? { ...b, aliases: ['露露屿屿'] } : b));
    const brands = [...renamed, heyue];
    await repo.upsertBrands(brands, 'import', t.clock.now(), brandSearchText);
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', BRAND_MENTIONS_JOB)
      .execute();
    expect(queued).toEqual([{ status: 'queued' }]);
    // Until the rewrite ran, the old posts lack the new names.
    expect((await storedMentions(t.ctx.db)).some((m) => m.brand_id === 'bd-heyue')).toBe(false);
    // A second change before the rewrite ran is covered by the queued one.
    await repo.upsertBrands(brands, 'import', t.clock.now(), brandSearchText);
    await registerBrandMentions(runner, t.ctx.db, t.clock);
    expect(
      await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', BRAND_MENTIONS_JOB).execute(),
    ).toHaveLength(1);

    await runner.drain();
    const ran = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'error'])
      .where('kind', '=', BRAND_MENTIONS_JOB)
      .execute();
    expect(ran).toEqual([{ status: 'done', error: null }]);
    const stored = await storedMentions(t.ctx.db);
    expect(stored).toEqual(expectedMentions(written, brands));
    expect(stored.some((m) => m.mid === '7100' && m.brand_id === 'bd-heyue')).toBe(
      mentionedBrandIds(old.text, buildBrandMatcher(brands)).includes('bd-heyue'),
    );
    expect(stored.some((m) => m.brand_id === 'bd-heyue')).toBe(true);
    expect(await readSetting(t.ctx.db, BRAND_MENTIONS_VERSION_KEY)).toBe(await brandSetVersion(t.ctx.db));
    // Posts written now are matched with the new set straight away.
    const fresh = weiboPost('7102', '禾悦咖啡的新品不错', { uid: '3012' });
    await write([fresh]);
    expect(await storedMentions(t.ctx.db)).toEqual(expectedMentions(written, brands));
  });

  it('fills the mentions of an install that stored posts before brand mentions existed', async () => {
    const brands = (await t.ctx.db.selectFrom('brands').selectAll().execute()).map(
      (b): Brand => ({
        id: b.id,
        cnName: b.cn_name,
        enName: b.en_name,
        aliases: b.aliases,
        categories: b.categories,
        logo: b.logo,
      }),
    );
    const expected = await storedMentions(t.ctx.db);
    expect(expected).toEqual(expectedMentions(written, brands));
    // As migration 0039 leaves an existing install: posts, no mentions, no version.
    await t.ctx.db.deleteFrom('brand_mentions').execute();
    await t.ctx.db.deleteFrom('app_settings').where('key', '=', BRAND_MENTIONS_VERSION_KEY).execute();
    const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    await registerBrandMentions(runner, t.ctx.db, t.clock);
    await runner.drain();
    expect(await storedMentions(t.ctx.db)).toEqual(expected);
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'result'])
      .where('kind', '=', BRAND_MENTIONS_JOB)
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
    expect(jobs[1]!.result).toMatchObject({
      posts: new Set(written.map((p) => p.mid)).size,
      mentions: expected.length,
    });
  });
});
