import { featureRule } from '@boguan/contracts/membership';
import type { WeiboUser } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBloggerStats } from '../../src/modules/bloggers/blogger-stats.refresh.js';
import { exportKind } from '../../src/modules/exports/export-kinds.js';
import { buildXlsx, readXlsx } from '../../src/modules/exports/xlsx.js';
import { KOL_SEARCH_EXPORT_KIND } from '../../src/modules/kol-search/kol-search.export.js';
import { userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { allStats, type Form, median, search } from './helpers.js';

const SHEET = '博主搜索结果';

const HEADERS = [
  '名称',
  'UID',
  '认证',
  '分类',
  '粉丝数',
  '地区',
  '近30天发博数',
  '平均互动数',
  '互动率',
  '商业博文占比',
  '近7天涨粉',
  '影响力指数',
  '最近发博时间',
  '数据更新时间',
];

/** A blogger whose name a spreadsheet would run as a formula. */
const formulaBlogger: WeiboUser = {
  uid: '7700000001',
  screenName: '=HYPERLINK("http://x")',
  avatar: '/static/avatar/7700000001.svg',
  gender: 'f',
  province: '上海',
  city: '浦东新区',
  verified: false,
  verifiedType: -1,
  verifiedReason: '',
  followers: 4321,
  follows: 10,
  statuses: 20,
  description: '测试注入',
  categories: ['美妆'],
  createdAt: new Date('2020-01-01T00:00:00Z'),
};

async function exportFile(t: DemoApp, token: string, form: Form) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) body.append(key, String(item));
  }
  return t.app.inject({
    method: 'POST',
    url: '/api/kol/search_export',
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
  });
}

describe('blogger search: membership gating and export', () => {
  let t: DemoApp;
  let bloggers: number;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-search-gating', bloggers: 50, days: 3 });
    await new WeiboDataRepository(t.ctx.db).upsertUsers([formulaBlogger], 'import', t.clock.now(), userSearchText);
    await refreshBloggerStats(t.ctx.db, t.clock.now(), { uids: [formulaBlogger.uid] });
    bloggers = (await allStats(t)).length;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a free member sees at most maxRows results and gets 1001 paging past them', async () => {
    const maxRows = featureRule('kol_search', 20).maxRows as number;
    expect(bloggers).toBeGreaterThan(maxRows);
    const { token } = await createUser(t, { level: 20 });
    const first = await search(t.app, token, { per_page: 10 });
    expect(first.found).toBe(bloggers);
    expect(first.total).toBe(maxRows);
    expect(first.max_rows).toBe(maxRows);
    const last = await search(t.app, token, { per_page: 15, page: 2 });
    expect(last.data.length).toBe(maxRows - 15);
    const past = await post(t.app, '/api/kol/search', { per_page: 10, page: maxRows / 10 + 1 }, token);
    expect(past.code).toBe(1001);
    expect(past.msg).toBe(`当前会员等级最多查看${maxRows}条结果，请升级会员`);
  });

  it('a new search counts one use, turning its pages does not; the 11th search of the day is 1002', async () => {
    const perDay = featureRule('kol_search', 20).perDay as number;
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    await search(t.app, user.token, { gender: 'f' });
    await search(t.app, user.token, { gender: 'f', page: 2, per_page: 5 });
    await search(t.app, user.token, { gender: 'f', page: 3, per_page: 5 });
    expect((await t.ctx.membership.remaining(member, 'kol_search')).per_day?.used).toBe(1);
    for (let i = 1; i < perDay; i += 1) await search(t.app, user.token, { fans_min: i });
    const refused = await post(t.app, '/api/kol/search', {}, user.token);
    expect(refused.code).toBe(1002);
    expect(refused.msg).toBe('今日使用次数已用完，请升级会员');
    // The next China day the count starts again.
    t.clock.advance(86_400_000);
    expect((await post(t.app, '/api/kol/search', {}, user.token)).code).toBe(1);
  });

  it('the same search again (reload, back/forward, another sort or page size) costs nothing; new filters do', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    const used = async () => (await t.ctx.membership.remaining(member, 'kol_search')).per_day?.used;
    await search(t.app, user.token, { gender: 'm', verify: ['blue', 'yellow'] });
    // The page restored from its URL, a back/forward, a new sort or page size: the same search.
    await search(t.app, user.token, { gender: 'm', verify: ['blue', 'yellow'] });
    await search(t.app, user.token, { verify: ['yellow', 'blue'], gender: 'm', sort: 'engagement_rate', order: 'asc' });
    await search(t.app, user.token, { gender: 'm', verify: ['blue', 'yellow'], per_page: 50 });
    expect(await used()).toBe(1);
    // A changed filter is a new search, even when it is opened on page 2.
    await search(t.app, user.token, { gender: 'm', verify: ['blue'], page: 2, per_page: 5 });
    expect(await used()).toBe(2);
    // Ten tabs restoring one search at once count it once.
    const twins = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, '/api/kol/search', { gender: 'f', fans_min: 7 }, user.token)),
    );
    expect(twins.map((a) => a.code)).toEqual(Array(10).fill(1));
    expect(await used()).toBe(3);
  });

  it('a search refused at the limit stays refused; one already counted today still opens', async () => {
    const perDay = featureRule('kol_search', 20).perDay as number;
    const user = await createUser(t, { level: 20 });
    for (let i = 0; i < perDay; i += 1) await search(t.app, user.token, { fans_min: 100 + i });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post(t.app, '/api/kol/search', { fans_min: 5000 }, user.token)).code).toBe(1002);
    }
    expect((await post(t.app, '/api/kol/search', { fans_min: 100 }, user.token)).code).toBe(1);
    // The next China day the same search is a new use of the new day.
    t.clock.advance(86_400_000);
    const member = { id: user.userId, level: 20 };
    expect((await post(t.app, '/api/kol/search', { fans_min: 100 }, user.token)).code).toBe(1);
    expect((await t.ctx.membership.remaining(member, 'kol_search')).per_day?.used).toBe(1);
  });

  it('20 parallel searches by a free member: exactly the daily limit succeed', async () => {
    const perDay = featureRule('kol_search', 20).perDay as number;
    const { token } = await createUser(t, { level: 20 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(t.app, '/api/kol/search', { fans_min: i }, token)),
    );
    expect(answers.filter((a) => a.code === 1).length).toBe(perDay);
    expect(answers.filter((a) => a.code === 1002).length).toBe(20 - perDay);
  });

  it('export: free members get 1001; a paid member gets every column and every matching row', async () => {
    const free = await createUser(t, { level: 20 });
    const refused = await exportFile(t, free.token, {});
    expect(refused.json()).toMatchObject({ code: 1001 });

    const { token } = await createUser(t, { level: 30 });
    const stats = await allStats(t);
    const fans = median(stats.map((r) => r.followers));
    const expected = stats.filter((r) => r.followers >= fans);
    const response = await exportFile(t, token, { fans_min: fans, sort: 'fans', order: 'asc' });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /博主搜索结果_\d{8}_\d{4}\.xlsx/,
    );
    const sheets = await readXlsx(response.rawPayload);
    const rows = sheets[SHEET] as unknown[][];
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.length - 1).toBe(expected.length);
    // Ascending by fans, as asked.
    const fansColumn = rows.slice(1).map((r) => Number(r[4]));
    expect(fansColumn).toEqual([...fansColumn].sort((a, b) => a - b));
    expect(new Set(rows.slice(1).map((r) => String(r[1])))).toEqual(new Set(expected.map((r) => r.uid)));
    const record = await t.ctx.db
      .selectFrom('export_records')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record.feature).toBe('kol_export');
    expect(record.row_count).toBe(expected.length);
  });

  it('export escapes a cell a spreadsheet would run as a formula', async () => {
    const { token } = await createUser(t, { level: 40 });
    const response = await exportFile(t, token, { province: '上海', city: '浦东新区', fans_max: 5000 });
    const rows = (await readXlsx(response.rawPayload))[SHEET] as unknown[][];
    const row = rows.find((r) => r[1] === formulaBlogger.uid);
    expect(row?.[0]).toBe(`'${formulaBlogger.screenName}`);
  });

  it('an export built by the job (params through JSON) holds the same rows as the one built at once', async () => {
    const { token, userId } = await createUser(t, { level: 40 });
    const form = { gender: 'f', sort: 'influence_week', order: 'desc' };
    const direct = (await readXlsx((await exportFile(t, token, form)).rawPayload))[SHEET] as unknown[][];
    // What the job does: the stored params back through JSON, parsed again by the kind's schema.
    const kind = exportKind(KOL_SEARCH_EXPORT_KIND);
    const stored = JSON.parse(JSON.stringify(kind.params.parse(form)));
    const sheets = await kind.build(t.ctx, { id: userId, level: 40 }, kind.params.parse(stored));
    const built = (await readXlsx(await buildXlsx(sheets)))[SHEET] as unknown[][];
    expect(built).toEqual(direct);
    expect(direct.length - 1).toBe((await allStats(t)).filter((r) => r.gender === 'f').length);
  });

  it('export refuses bad filters like the search does', async () => {
    const { token } = await createUser(t, { level: 40 });
    const response = await exportFile(t, token, { fans_min: 10, fans_max: 1 });
    expect(response.json()).toMatchObject({ code: 0, msg: '粉丝数下限不能大于上限' });
  });
});
