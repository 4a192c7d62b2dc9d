import { featureRule } from '@boguan/contracts/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { expectedWorld, loadWorld, NOW } from './fixture.js';

const FREE = featureRule('brand_search', 20);

async function used(t: TestApp, userId: number): Promise<number> {
  const rows = await t.ctx.db
    .selectFrom('usage_counters')
    .select('count')
    .where('user_id', '=', userId)
    .where('feature', '=', 'brand_search')
    .where('period', 'like', 'd:%')
    .execute();
  return rows.reduce((s, r) => s + Number(r.count), 0);
}

describe('brand search: membership gating (brand_search)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    await loadWorld(t, expectedWorld());
  }, 120_000);
  afterAll(async () => t?.close());

  it('counts a distinct keyword and category once a day; period, sort, order and page are free', async () => {
    const user = await createUser(t, { level: 20 });
    const ask = (form: Record<string, string | number>) => post(t.app, '/api/brand/search', form, user.token);
    expect((await ask({ keyword: '小米' })).code).toBe(1);
    expect((await ask({ keyword: '小米', days: 90, sort: 'growth', order: 'asc' })).code).toBe(1);
    expect((await ask({ keyword: '小米', per_page: 5, page: 1 })).code).toBe(1);
    expect(await used(t, user.userId)).toBe(1);
    expect((await ask({ keyword: '小米', category: '数码' })).code).toBe(1);
    expect(await used(t, user.userId)).toBe(2);
  });

  it('20 parallel distinct searches of a free member: exactly the daily allowance succeeds', async () => {
    const user = await createUser(t, { level: 20 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(t.app, '/api/brand/search', { keyword: `品牌${i}` }, user.token)),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(FREE.perDay!);
    expect(codes.filter((c) => c === 1002)).toHaveLength(20 - FREE.perDay!);
    expect(answers.find((a) => a.code === 1002)!.msg).toBe('今日使用次数已用完，请升级会员');
    expect(await used(t, user.userId)).toBe(FREE.perDay);
    // The same search again is still free once the allowance is used up.
    const first = answers.findIndex((a) => a.code === 1);
    expect((await post(t.app, '/api/brand/search', { keyword: `品牌${first}` }, user.token)).code).toBe(1);
  });

  it('opening a brand counts one use per brand per day, whatever the tabs, periods and parallel calls', async () => {
    const user = await createUser(t, { level: 20 });
    const tabs = ['detail_overview', 'detail_content', 'detail_bloggers', 'detail_audience'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, `/api/brand/${tabs[i % 4]}`, { brand_id: 'bd-xiaomi', days: i % 2 ? 7 : 30 }, user.token),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(1));
    expect(await used(t, user.userId)).toBe(1);
    expect((await post(t.app, '/api/brand/detail_overview', { brand_id: 'bd-luyu' }, user.token)).code).toBe(1);
    expect(await used(t, user.userId)).toBe(2);
    // An unknown brand counts nothing.
    expect((await post(t.app, '/api/brand/detail_overview', { brand_id: 'bd-none' }, user.token)).code).toBe(0);
    expect(await used(t, user.userId)).toBe(2);
    // The next day counts again.
    t.clock.advance(86_400_000);
    expect((await post(t.app, '/api/brand/detail_overview', { brand_id: 'bd-xiaomi' }, user.token)).code).toBe(1);
    expect(await used(t, user.userId)).toBe(3);
    t.clock.set(NOW);
  });

  it('a free member pages at most maxRows results (1001 beyond), and the total says the cap', async () => {
    const user = await createUser(t, { level: 20 });
    const max = FREE.maxRows!;
    const beyond = await post(t.app, '/api/brand/search', { per_page: 5, page: max / 5 + 1 }, user.token);
    expect([beyond.code, beyond.msg]).toEqual([1001, `当前会员等级最多查看${max}条结果，请升级会员`]);
    const first = await post<{ total: number; max_rows: number }>(t.app, '/api/brand/search', {}, user.token);
    expect(first.data.max_rows).toBe(max);
    expect(first.data.total).toBe(Math.min(6, max));
  });
});

describe('brand search: favourites shown in the list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    await loadWorld(t, expectedWorld());
  }, 120_000);
  afterAll(async () => t?.close());

  it('marks the brands this member collected, not another member’s', async () => {
    const me = await createUser(t, { level: 30 });
    const other = await createUser(t, { level: 30 });
    expect((await post(t.app, '/api/brand_collect/add', { brand_id: 'bd-luyu' }, me.token)).code).toBe(1);
    expect((await post(t.app, '/api/brand_collect/add', { brand_id: 'bd-zenova' }, other.token)).code).toBe(1);
    const page = await post<{ can_collect: boolean; data: Array<{ brand_id: string; collected: boolean }> }>(
      t.app,
      '/api/brand/search',
      {},
      me.token,
    );
    expect(page.data.can_collect).toBe(true);
    expect(page.data.data.filter((d) => d.collected).map((d) => d.brand_id)).toEqual(['bd-luyu']);
  });
});
