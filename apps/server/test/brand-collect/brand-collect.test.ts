import { BRAND_DEFAULT_GROUP, BrandCollectMessage as M } from '@boguan/contracts/brand-collect';
import type { BrandFavouriteGroups, BrandFavouritePage } from '@boguan/contracts/brand-collect.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDay, chinaDayOf, expectedFigures, makePosts, seedWorld } from '../brand-contrast/support.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

describe('favourite brands /api/brand_collect/*', () => {
  let t: TestApp;
  const posts = makePosts();
  const call = <T>(path: string, token: string, form: Record<string, string | number | string[]> = {}) =>
    post<T>(t.app, `/api/brand_collect/${path}`, form, token);

  beforeAll(async () => {
    t = await createTestApp();
    await seedWorld(t, posts);
  }, 120_000);
  afterAll(async () => t.close());

  it('adds, lists with recent mentions recomputed from the posts, and removes', async () => {
    const { token } = await createUser(t);
    expect(await call('add', token, { brand_id: 'bd-xiaomi' })).toMatchObject({
      code: 1,
      msg: M.added,
      data: { brand_id: 'bd-xiaomi', group: BRAND_DEFAULT_GROUP, created: true },
    });
    t.clock.advance(1_000);
    expect((await call('add', token, { brand_id: 'bd-luyu', group: '竞品' })).data).toMatchObject({ created: true });
    // add is idempotent
    expect((await call('add', token, { brand_id: 'bd-luyu', group: '竞品' })).data).toMatchObject({ created: false });

    const list = await call<BrandFavouritePage>('list', token);
    expect(list.code).toBe(1);
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((b) => b.brand_id)).toEqual(['bd-luyu', 'bd-xiaomi']);
    const to = chinaDayOf(t.clock.now());
    const from = addDay(to, -6);
    expect(list.data).toMatchObject({ recent_from: from, recent_to: to });
    const recent = expectedFigures(posts, ['bd-luyu', 'bd-xiaomi'], from, to);
    const previous = expectedFigures(posts, ['bd-luyu', 'bd-xiaomi'], addDay(from, -7), addDay(from, -1));
    for (const item of list.data.data) {
      expect(item.mentions_recent).toBe(recent.get(item.brand_id)!.mentions);
      expect(item.mentions_previous).toBe(previous.get(item.brand_id)!.mentions);
      expect(item.daily).toEqual(
        Array.from({ length: 7 }, (_, i) => recent.get(item.brand_id)!.byDay.get(addDay(from, i)) ?? 0),
      );
      expect(item.demo).toBe(false);
    }
    expect(list.data.data[0]!.mentions_recent).toBeGreaterThan(0);
    expect(list.data.data[0]!.mentions_previous).toBeGreaterThan(0);

    const groups = await call<BrandFavouriteGroups>('groups', token);
    expect(groups.data).toEqual({
      groups: [
        { name: BRAND_DEFAULT_GROUP, count: 1 },
        { name: '竞品', count: 1 },
      ],
      total: 2,
      limit: 20,
    });
    expect((await call<string[]>('check', token, { brand_ids: 'bd-zenova,bd-xiaomi,bd-luyu' })).data).toEqual([
      'bd-xiaomi',
      'bd-luyu',
    ]);
    const onlyGroup = await call<BrandFavouritePage>('list', token, { group: '竞品' });
    expect(onlyGroup.data.data.map((b) => b.brand_id)).toEqual(['bd-luyu']);

    expect(await call('del', token, { brand_id: 'bd-xiaomi' })).toMatchObject({ code: 1, data: { removed: true } });
    expect(await call('del', token, { brand_id: 'bd-xiaomi' })).toMatchObject({ code: 1, data: { removed: false } });
    expect(await call('del', token, { brand_id: 'bd-none' })).toMatchObject({ code: 0, msg: M.brandMissing });
  });

  it('refuses unknown and malformed brands and bad groups', async () => {
    const { token } = await createUser(t);
    expect(await call('add', token, { brand_id: 'bd-none' })).toMatchObject({ code: 0, msg: M.brandMissing });
    expect(await call('add', token, {})).toMatchObject({ code: 0, msg: M.brandId });
    expect(await call('add', token, { brand_id: '<script>' })).toMatchObject({ code: 0, msg: M.brandId });
    expect(await call('add', token, { brand_id: 'bd-xiaomi', group: 'x'.repeat(21) })).toMatchObject({ code: 0 });
    expect(await call('move', token, { brand_id: 'bd-xiaomi', group: '新组' })).toMatchObject({
      code: 0,
      msg: M.notCollected,
    });
    expect(await call('rename_group', token, { group: BRAND_DEFAULT_GROUP, new_name: 'x' })).toMatchObject({
      code: 0,
      msg: M.defaultFixed,
    });
    expect(await call('delete_group', token, { group: '没有' })).toMatchObject({ code: 0, msg: M.groupMissing });
    expect((await call('list', '', {})).code).toBe(-1);
  });

  it('moves, renames and deletes groups; the brands stay favourites', async () => {
    const { token } = await createUser(t, { level: 30 });
    for (const id of ['bd-xiaomi', 'bd-luyu', 'bd-zenova']) await call('add', token, { brand_id: id, group: '数码' });
    expect(await call('move', token, { brand_id: 'bd-luyu', group: '美妆' })).toMatchObject({ code: 1 });
    expect(await call('rename_group', token, { group: '数码', new_name: '美妆' })).toMatchObject({
      code: 0,
      msg: M.groupExists,
    });
    expect(await call('rename_group', token, { group: '数码', new_name: '手机' })).toMatchObject({ code: 1 });
    expect(await call('delete_group', token, { group: '手机' })).toMatchObject({ code: 1, data: { moved: 2 } });
    const groups = await call<BrandFavouriteGroups>('groups', token);
    expect(groups.data.groups).toEqual([
      { name: BRAND_DEFAULT_GROUP, count: 2 },
      { name: '美妆', count: 1 },
    ]);
  });

  it('keeps the level limit exact under 20 parallel adds, and keeps users apart', async () => {
    const { token, userId } = await createUser(t);
    // Fill to one below the free limit (20) with real brands added straight into the table.
    const extra = Array.from({ length: 19 }, (_, i) => ({
      id: `bd-fill-${i}`,
      cn_name: `填充品牌${i}`,
      en_name: '',
      aliases: [],
      categories: [],
      logo: '',
      origin: 'import' as const,
      search_text: '',
    }));
    await t.ctx.db.insertInto('brands').values(extra).execute();
    await t.ctx.db
      .insertInto('brand_favourites')
      .values(
        extra.map((b) => ({
          user_id: userId,
          brand_id: b.id,
          group_name: BRAND_DEFAULT_GROUP,
          created_at: t.clock.now(),
        })),
      )
      .execute();
    const answers = await Promise.all(
      ['bd-xiaomi', 'bd-luyu', 'bd-zenova', 'bd-maoqiu'].flatMap((id) =>
        Array.from({ length: 5 }, () => call('add', token, { brand_id: id })),
      ),
    );
    const added = new Set(answers.filter((a) => a.code === 1).map((a) => (a.data as { brand_id: string }).brand_id));
    expect(added.size).toBe(1);
    expect(answers.filter((a) => a.code === 1002).every((a) => a.msg === '收藏品牌已达上限（20个），请升级会员')).toBe(
      true,
    );
    const count = await t.ctx.db
      .selectFrom('brand_favourites')
      .select('brand_id')
      .where('user_id', '=', userId)
      .execute();
    expect(count).toHaveLength(20);

    const other = await createUser(t);
    expect((await call<BrandFavouritePage>('list', other.token)).data.total).toBe(0);
    expect((await call<string[]>('check', other.token, { brand_ids: 'bd-fill-1' })).data).toEqual([]);
    expect(await call('move', other.token, { brand_id: 'bd-fill-1', group: '我的' })).toMatchObject({
      code: 0,
      msg: M.notCollected,
    });
    await t.ctx.db.deleteFrom('brands').where('id', 'like', 'bd-fill-%').execute();
  });
});
