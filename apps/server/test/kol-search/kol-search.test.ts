import { DAY_MS } from '@boguan/contracts/china-time';
import { KOL_SORTS, type KolSort } from '@boguan/contracts/kol-search';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryTokens } from '../../src/modules/weibo-data/enrich.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { allStats, type Form, ids, median, type StatsRow, search, searchAll, sortedIds } from './helpers.js';

/** The value each sort key orders by, read from the raw blogger_stats row. */
const SORT_VALUE: Record<KolSort, (r: StatsRow) => number | null> = {
  fans: (r) => r.followers,
  avg_interactions: (r) => r.avg_interactions_30d,
  engagement_rate: (r) => r.engagement_rate_30d,
  posts_30d: (r) => r.posts_30d,
  growth_7d: (r) => r.growth_7d,
  influence_week: (r) => r.influence_week,
  sponsored_share: (r) => r.sponsored_share_30d,
  last_post_at: (r) => (r.last_post_at ? r.last_post_at.getTime() : null),
};

/** The documented order: by value, ties by kol_id the other way, bloggers without a value last. */
function referenceOrder(rows: StatsRow[], sort: KolSort, order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const va = SORT_VALUE[sort](a);
      const vb = SORT_VALUE[sort](b);
      if (va === null || vb === null) return va === vb ? -sign * (a.kol_id - b.kol_id) : va === null ? 1 : -1;
      return sign * (va - vb) || -sign * (a.kol_id - b.kol_id);
    })
    .map((r) => r.kol_id);
}

describe('blogger search: filters, sorting, paging', () => {
  let t: DemoApp;
  let token: string;
  let userId: number;
  let stats: StatsRow[];

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-search', bloggers: 90, days: 8 });
    ({ token, userId } = await createUser(t, { level: 40 }));
    stats = await allStats(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const expectFilter = async (form: Form, keep: (r: StatsRow) => boolean) => {
    const expected = stats.filter(keep);
    // A filter that keeps everything or nothing proves nothing.
    expect(expected.length, JSON.stringify(form)).toBeGreaterThan(0);
    expect(expected.length, JSON.stringify(form)).toBeLessThan(stats.length);
    const { rows, total, found } = await searchAll(t.app, token, form);
    expect(found).toBe(expected.length);
    expect(total).toBe(expected.length);
    expect(sortedIds(rows)).toEqual(sortedIds(expected));
  };

  it('without filters lists every blogger, by fans descending', async () => {
    const { rows, total } = await searchAll(t.app, token, {});
    expect(total).toBe(stats.length);
    expect(ids(rows)).toEqual(referenceOrder(stats, 'fans', 'desc'));
  });

  it('each filter narrows to exactly the bloggers that satisfy it', async () => {
    const category = stats.flatMap((r) => r.categories)[0] as string;
    await expectFilter({ category }, (r) => r.categories.includes(category));
    const fans = median(stats.map((r) => r.followers));
    await expectFilter({ fans_min: fans }, (r) => r.followers >= fans);
    await expectFilter({ fans_max: fans }, (r) => r.followers <= fans);
    const low = median(stats.filter((r) => r.followers < fans).map((r) => r.followers));
    await expectFilter({ fans_min: low, fans_max: fans }, (r) => r.followers >= low && r.followers <= fans);
    await expectFilter({ verify: ['gold', 'blue'] }, (r) => ['gold', 'blue'].includes(r.verify_badge));
    await expectFilter({ 'verify[]': ['none'] }, (r) => r.verify_badge === 'none');
    await expectFilter({ verify: 'yellow,none' }, (r) => ['yellow', 'none'].includes(r.verify_badge));
    await expectFilter({ gender: 'f' }, (r) => r.gender === 'f');
    const province = stats[0]?.province as string;
    await expectFilter({ province }, (r) => r.province === province);
    const city = stats[0]?.city as string;
    await expectFilter({ province, city }, (r) => r.province === province && r.city === city);
    const interact = median(stats.map((r) => r.avg_interactions_30d));
    await expectFilter({ interact_min: interact }, (r) => r.avg_interactions_30d >= interact);
    await expectFilter({ interact_max: interact }, (r) => r.avg_interactions_30d <= interact);
    // Rates are typed in percent: 1.5 means 1.5%.
    const engage = Number((median(stats.map((r) => r.engagement_rate_30d)) * 100).toFixed(3));
    await expectFilter({ engage_min: engage }, (r) => r.engagement_rate_30d >= engage / 100);
    await expectFilter({ engage_max: engage }, (r) => r.engagement_rate_30d <= engage / 100);
    const sponsored = Number((median(stats.map((r) => r.sponsored_share_30d)) * 100).toFixed(3));
    await expectFilter({ sponsored_max: sponsored }, (r) => r.sponsored_share_30d <= sponsored / 100);
  });

  it('active_days keeps bloggers who posted within the last N days', async () => {
    const now = t.clock.now().getTime();
    const checked: number[] = [];
    for (const days of [1, 3, 7]) {
      const keep = (r: StatsRow) => r.last_post_at !== null && r.last_post_at.getTime() >= now - days * DAY_MS;
      const expected = stats.filter(keep);
      const { rows } = await searchAll(t.app, token, { active_days: days });
      expect(sortedIds(rows)).toEqual(sortedIds(expected));
      checked.push(expected.length);
    }
    // The windows nest, and at least one of them actually narrows.
    expect(checked[0]).toBeLessThanOrEqual(checked[1] as number);
    expect(checked.some((n) => n < stats.length)).toBe(true);
  });

  it('filters combine, and a keyword matches name, description or verified reason by words', async () => {
    const fans = median(stats.map((r) => r.followers));
    // A combination some blogger satisfies, taken from the data.
    const pick = stats.find((r) => r.followers >= fans && r.categories.length > 0 && ['m', 'f'].includes(r.gender));
    const category = pick?.categories[0] as string;
    const gender = pick?.gender as string;
    await expectFilter(
      { category, fans_min: fans, gender },
      (r) => r.categories.includes(category) && r.followers >= fans && r.gender === gender,
    );
    const users = await t.ctx.db.selectFrom('weibo_users').select(['uid', 'screen_name', 'search_text']).execute();
    // A word matches as itself or as the run of its characters (text cut before jieba knew the word).
    const hasWord = (words: string[], token: string) => {
      const chars = [...token];
      if (words.includes(token)) return true;
      if (chars.length < 2 || !/^\p{Script=Han}+$/u.test(token)) return false;
      return words.some((_, i) => chars.every((c, j) => words[i + j] === c));
    };
    const hasAll = (text: string) => tokens.every((token) => hasWord(text.split(' '), token));
    // Prefer a name stored with a different cut than the query's, to prove such names are found.
    const target =
      users.find((u) => searchQueryTokens(u.screen_name).some((w) => !u.search_text.split(' ').includes(w))) ??
      (users[3] as (typeof users)[number]);
    const tokens = searchQueryTokens(target.screen_name);
    const expectedUids = new Set(users.filter((u) => hasAll(u.search_text)).map((u) => u.uid));
    const { rows } = await searchAll(t.app, token, { keyword: target.screen_name });
    expect(rows.map((r) => r.uid)).toContain(target.uid);
    expect(new Set(rows.map((r) => r.uid))).toEqual(expectedUids);
    const nothing = await search(t.app, token, { keyword: '！！！' });
    expect(nothing.total).toBe(0);
    expect(nothing.data).toEqual([]);
  });

  it('every sort orders correctly both ways', async () => {
    for (const sort of KOL_SORTS) {
      for (const order of ['desc', 'asc'] as const) {
        const { rows } = await searchAll(t.app, token, { sort, order });
        expect(ids(rows), `${sort} ${order}`).toEqual(referenceOrder(stats, sort, order));
      }
    }
  });

  it('pages are stable: no duplicates, nothing missing, even on a sort with many ties', async () => {
    const { rows } = await searchAll(t.app, token, { sort: 'posts_30d', order: 'desc' }, 7);
    expect(rows.length).toBe(stats.length);
    expect(new Set(ids(rows)).size).toBe(stats.length);
    const again = await searchAll(t.app, token, { sort: 'posts_30d', order: 'desc' }, 13);
    expect(ids(again.rows)).toEqual(ids(rows));
    const page = await search(t.app, token, { page: 2, per_page: 20 });
    expect(page.page).toBe(2);
    expect(page.per_page).toBe(20);
    expect(page.data.length).toBe(Math.min(20, stats.length - 20));
  });

  it('the rows carry the card figures of blogger_stats and the collected flag of this user', async () => {
    const [first, second] = referenceOrder(stats, 'fans', 'desc');
    const now = t.clock.now();
    await t.ctx.db
      .insertInto('kol_favourites')
      .values([
        { user_id: userId, kol_id: first as number, group_name: '默认分组', created_at: now },
        { user_id: userId, kol_id: second as number, group_name: '默认分组', created_at: now },
      ])
      .execute();
    const other = await createUser(t, { level: 40 });
    await t.ctx.db
      .insertInto('kol_favourites')
      .values({
        user_id: other.userId,
        kol_id: referenceOrder(stats, 'fans', 'desc')[2] as number,
        group_name: '默认分组',
        created_at: now,
      })
      .execute();
    const page = await search(t.app, token, { per_page: 5 });
    expect(page.data.map((r) => r.collected)).toEqual([true, true, false, false, false]);
    const row = page.data[0];
    const raw = stats.find((r) => r.kol_id === row?.kol_id) as StatsRow;
    expect(row?.fans).toBe(raw.followers);
    expect(row?.posts_30d).toBe(raw.posts_30d);
    expect(row?.engagement_rate).toBeCloseTo(raw.engagement_rate_30d, 5);
    expect(row?.uname).toBeTruthy();
  });

  it('search_options offers only categories and places bloggers have, with their counts', async () => {
    const answer = await post<{
      categories: Array<{ name: string; count: number }>;
      provinces: Array<{ name: string; count: number; cities: Array<{ name: string; count: number }> }>;
    }>(t.app, '/api/kol/search_options', {}, token);
    expect(answer.code).toBe(1);
    const categoryCounts = new Map<string, number>();
    for (const r of stats) for (const c of r.categories) categoryCounts.set(c, (categoryCounts.get(c) ?? 0) + 1);
    expect(new Map(answer.data.categories.map((c) => [c.name, c.count]))).toEqual(categoryCounts);
    for (const province of answer.data.provinces) {
      const inProvince = stats.filter((r) => r.province === province.name);
      expect(province.count).toBe(inProvince.length);
      expect(province.cities.reduce((sum, c) => sum + c.count, 0)).toBe(inProvince.filter((r) => r.city).length);
      for (const city of province.cities) expect(city.count).toBeGreaterThan(0);
    }
    expect(answer.data.provinces.reduce((sum, p) => sum + p.count, 0)).toBe(stats.filter((r) => r.province).length);
  });

  it('refuses bad input with code 0 and a Chinese message naming the field', async () => {
    const cases: Array<[Form, RegExp]> = [
      [{ fans_min: 1000, fans_max: 10 }, /粉丝数下限不能大于上限/],
      [{ interact_min: 50, interact_max: 5 }, /平均互动数下限不能大于上限/],
      [{ engage_min: 3, engage_max: 1 }, /互动率下限不能大于上限/],
      [{ sort: 'password' }, /排序字段/],
      [{ order: 'sideways' }, /排序方式/],
      [{ per_page: 500 }, /每页条数/],
      [{ page: 0 }, /页码不正确/],
      [{ engage_min: 'abc' }, /互动率下限必须是数字/],
      [{ fans_min: -5 }, /粉丝数下限不能小于0/],
      [{ verify: 'purple' }, /认证类型/],
      [{ gender: 'x' }, /性别/],
      [{ active_days: 5 }, /活跃时间/],
      [{ keyword: '长'.repeat(51) }, /搜索关键词不能超过50个字符/],
      [{ keyword: 'a\u0000b' }, /搜索关键词包含非法字符/],
      [{ province: '\u0000' }, /省份包含非法字符/],
      [{ fans_max: '1e309' }, /粉丝数上限/],
      [{ sort: ['fans', 'posts_30d'] }, /排序字段/],
    ];
    for (const [form, message] of cases) {
      const answer = await post(t.app, '/api/kol/search', form, token);
      expect(answer.code, JSON.stringify(form)).toBe(0);
      expect(answer.msg, JSON.stringify(form)).toMatch(message);
    }
    const visitor = await post(t.app, '/api/kol/search', {});
    expect(visitor.code).toBe(-1);
  });

  it('random and hostile values in every field get a clean answer, never a server error', async () => {
    const fields = [
      'keyword',
      'category',
      'fans_min',
      'fans_max',
      'verify',
      'gender',
      'province',
      'city',
      'interact_min',
      'interact_max',
      'engage_min',
      'engage_max',
      'sponsored_max',
      'active_days',
      'sort',
      'order',
      'page',
      'per_page',
    ];
    const value = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        '0',
        '-1',
        '1e309',
        'NaN',
        '3.5',
        '100',
        '101',
        'abc',
        "' OR 1=1 --",
        '\u0000',
        '%',
        '\\',
        '😀'.repeat(30),
        'x'.repeat(3000),
      ),
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
    );
    const form = fc.dictionary(fc.constantFrom(...fields), fc.oneof(value, fc.array(value, { maxLength: 3 })));
    await fc.assert(
      fc.asyncProperty(form, async (body) => {
        for (const url of ['/api/kol/search', '/api/kol/search_export']) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            payload: body,
            headers: { authorization: token, 'content-type': 'application/json' },
          });
          expect(response.statusCode).toBe(200);
          if (!String(response.headers['content-type']).includes('json')) continue;
          const answer = response.json() as { code: number; msg: string };
          expect([0, 1, 1001, 1002]).toContain(answer.code);
          expect(answer.msg).not.toBe('服务繁忙，请稍后再试');
          if (answer.code === 0) expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });
});
