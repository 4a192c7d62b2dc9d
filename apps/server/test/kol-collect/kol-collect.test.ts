import { CollectMessage, DEFAULT_GROUP, FAVOURITE_LIMITS } from '@boguan/contracts/kol-collect';
import type { FavouriteGroups, FavouritePage } from '@boguan/contracts/kol-collect.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const URL = '/api/index/collect';

describe('favourites /api/index/collect', () => {
  let t: DemoApp;
  let kolIds: number[];
  const collect = <T = unknown>(token: string, form: Record<string, string | number | string[] | undefined>) =>
    post<T>(t.app, URL, form, token);
  const groupsOf = async (token: string) => (await collect<FavouriteGroups>(token, { action: 'groups' })).data;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-collect', bloggers: 80, days: 5 });
    const rows = await t.ctx.db.selectFrom('blogger_stats').select('kol_id').orderBy('kol_id').execute();
    kolIds = rows.map((r) => r.kol_id);
  }, 180_000);
  afterAll(async () => t.close());

  it('adds and removes idempotently with only kol_id (the contract other lists use)', async () => {
    const { token, userId } = await createUser(t);
    const id = kolIds[0] as number;
    const first = await collect<{ created: boolean; group: string }>(token, { action: 'add', kol_id: id });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ created: true, group: DEFAULT_GROUP });
    const again = await collect<{ created: boolean }>(token, { action: 'add', kol_id: String(id) });
    expect(again.code).toBe(1);
    expect(again.data.created).toBe(false);
    const stored = await t.ctx.db.selectFrom('kol_favourites').selectAll().where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(1);

    expect((await collect<{ removed: boolean }>(token, { action: 'remove', kol_id: id })).data.removed).toBe(true);
    const removedAgain = await collect<{ removed: boolean }>(token, { action: 'remove', kol_id: id });
    expect(removedAgain.code).toBe(1);
    expect(removedAgain.data.removed).toBe(false);
    expect(
      await t.ctx.db.selectFrom('kol_favourites').selectAll().where('user_id', '=', userId).execute(),
    ).toHaveLength(0);
  });

  it('refuses unknown bloggers and bad input with Chinese messages, and visitors with -1', async () => {
    const { token } = await createUser(t);
    const unknown = await collect(token, { action: 'add', kol_id: 99_999_999 });
    expect(unknown).toMatchObject({ code: 0, msg: '博主不存在或暂未收录' });
    expect(await collect(token, { action: 'remove', kol_id: 99_999_999 })).toMatchObject({ code: 0 });
    expect(await collect(token, { action: 'explode', kol_id: kolIds[0] })).toMatchObject({
      code: 0,
      msg: CollectMessage.action,
    });
    expect(await collect(token, { kol_id: kolIds[0] })).toMatchObject({ code: 0, msg: CollectMessage.action });
    expect(await collect(token, { action: 'add', kol_id: 'abc' })).toMatchObject({
      code: 0,
      msg: CollectMessage.kolId,
    });
    expect(await collect(token, { action: 'add' })).toMatchObject({ code: 0, msg: CollectMessage.kolId });
    const long = await collect(token, { action: 'add', kol_id: kolIds[0], group: '分'.repeat(21) });
    expect(long).toMatchObject({ code: 0, msg: '分组名称不能超过20个字符' });
    expect(await collect(token, { action: 'move', kol_id: kolIds[0], group: '  ' })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupEmpty,
    });
    expect(await collect(token, { action: 'list', page: 0 })).toMatchObject({ code: 0, msg: '页码不正确' });
    expect((await post(t.app, URL, { action: 'groups' })).code).toBe(-1);
  });

  it('keeps groups: move creates, rename and delete follow the rules, 默认分组 is fixed', async () => {
    const { token } = await createUser(t, { level: 30 });
    const [a, b, c] = kolIds as [number, number, number];
    for (const id of [a, b, c]) expect((await collect(token, { action: 'add', kol_id: id })).code).toBe(1);
    expect(await groupsOf(token)).toEqual({
      groups: [{ name: DEFAULT_GROUP, count: 3 }],
      total: 3,
      limit: FAVOURITE_LIMITS[30],
    });

    expect(await collect(token, { action: 'move', kol_id: a, group: '美妆达人' })).toMatchObject({ code: 1 });
    expect(await collect(token, { action: 'move', kol_id: b, group: '美妆达人' })).toMatchObject({ code: 1 });
    expect((await groupsOf(token)).groups).toEqual([
      { name: DEFAULT_GROUP, count: 1 },
      { name: '美妆达人', count: 2 },
    ]);
    const inGroup = await collect<FavouritePage>(token, { action: 'list', group: '美妆达人', page: 1 });
    expect(inGroup.data.total).toBe(2);
    expect(inGroup.data.data.map((f) => f.kol_id).sort()).toEqual([a, b].sort());
    expect(inGroup.data.data.every((f) => f.group === '美妆达人' && f.uname && f.collect_time)).toBe(true);

    // add with a group moves an existing favourite (still idempotent: nothing new is created)
    const regroup = await collect<{ created: boolean }>(token, { action: 'add', kol_id: c, group: '美妆达人' });
    expect(regroup.data.created).toBe(false);
    expect(await collect(token, { action: 'move', kol_id: c, group: DEFAULT_GROUP })).toMatchObject({ code: 1 });

    expect(await collect(token, { action: 'rename_group', group: DEFAULT_GROUP, new_name: '其他' })).toMatchObject({
      code: 0,
      msg: CollectMessage.defaultFixed,
    });
    expect(await collect(token, { action: 'rename_group', group: '不存在的组', new_name: '其他' })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupMissing,
    });
    expect(await collect(token, { action: 'rename_group', group: '美妆达人', new_name: DEFAULT_GROUP })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupExists,
    });
    expect(await collect(token, { action: 'rename_group', group: '美妆达人', new_name: '美妆' })).toMatchObject({
      code: 1,
    });
    expect((await groupsOf(token)).groups.map((g) => g.name)).toEqual([DEFAULT_GROUP, '美妆']);

    expect(await collect(token, { action: 'delete_group', group: DEFAULT_GROUP })).toMatchObject({
      code: 0,
      msg: CollectMessage.defaultFixed,
    });
    const deleted = await collect<{ moved: number }>(token, { action: 'delete_group', group: '美妆' });
    expect(deleted).toMatchObject({ code: 1, data: { moved: 2 } });
    expect(await groupsOf(token)).toMatchObject({ groups: [{ name: DEFAULT_GROUP, count: 3 }], total: 3 });
    expect(await collect(token, { action: 'delete_group', group: '美妆' })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupMissing,
    });
  });

  it('pages the list newest first without gaps or repeats', async () => {
    const { token } = await createUser(t, { level: 30 });
    const picked = kolIds.slice(0, 25);
    for (const id of picked) {
      await collect(token, { action: 'add', kol_id: id });
      t.clock.advance(1000);
    }
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => collect<FavouritePage>(token, { action: 'list', page })),
    );
    expect(pages.map((p) => p.data.data.length)).toEqual([10, 10, 5, 0]);
    expect(pages.every((p) => p.data.total === 25 && p.data.per_page === 10)).toBe(true);
    const seen = pages.flatMap((p) => p.data.data.map((f) => f.kol_id));
    expect(seen).toEqual([...picked].reverse());
    const times = pages.flatMap((p) => p.data.data.map((f) => f.collect_time));
    expect([...times].sort().reverse()).toEqual(times);
    // the card figures are the blogger_stats row
    const first = pages[0]?.data.data[0];
    const stats = await t.ctx.db
      .selectFrom('blogger_stats')
      .select(['followers', 'posts_30d'])
      .where('kol_id', '=', first?.kol_id as number)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ fans: Number(stats.followers), posts_30d: stats.posts_30d });
  });

  it("keeps users apart: another user's favourites and groups are invisible and untouchable", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await collect(owner.token, { action: 'add', kol_id: kolIds[5], group: '私人分组' });
    expect((await collect<FavouritePage>(other.token, { action: 'list', page: 1 })).data.total).toBe(0);
    expect((await groupsOf(other.token)).groups).toEqual([{ name: DEFAULT_GROUP, count: 0 }]);
    expect(await collect(other.token, { action: 'move', kol_id: kolIds[5], group: '抢走' })).toMatchObject({
      code: 0,
      msg: CollectMessage.notCollected,
    });
    expect(await collect(other.token, { action: 'delete_group', group: '私人分组' })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupMissing,
    });
    expect(await collect(other.token, { action: 'rename_group', group: '私人分组', new_name: 'x' })).toMatchObject({
      code: 0,
      msg: CollectMessage.groupMissing,
    });
    // other's remove of the same blogger does not touch the owner's row
    await collect(other.token, { action: 'remove', kol_id: kolIds[5] });
    const ownerList = await collect<FavouritePage>(owner.token, { action: 'list', group: '私人分组', page: 1 });
    expect(ownerList.data.data.map((f) => f.kol_id)).toEqual([kolIds[5]]);
    expect(
      (await collect<number[]>(owner.token, { action: 'check', kol_ids: [String(kolIds[5]), String(kolIds[6])] })).data,
    ).toEqual([kolIds[5]]);
    expect((await collect<number[]>(other.token, { action: 'check', kol_ids: String(kolIds[5]) })).data).toEqual([]);
  });

  it('holds the level limit exactly under 20 parallel adds', async () => {
    const { token, userId } = await createUser(t);
    const limit = FAVOURITE_LIMITS[20];
    const now = t.clock.now();
    // fill to 5 below the limit directly, then race 20 different adds
    await t.ctx.db
      .insertInto('kol_favourites')
      .values(
        kolIds
          .slice(0, limit - 5)
          .map((kol_id) => ({ user_id: userId, kol_id, group_name: DEFAULT_GROUP, created_at: now })),
      )
      .execute();
    const racers = kolIds.slice(limit - 5, limit + 15);
    expect(racers).toHaveLength(20);
    const answers = await Promise.all(racers.map((kol_id) => collect(token, { action: 'add', kol_id })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(15);
    expect(refused.every((a) => a.code === 1002 && a.msg === `收藏博主已达上限（${limit}位），请升级会员`)).toBe(true);
    const count = await t.ctx.db
      .selectFrom('kol_favourites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(limit);
    // at the limit, re-adding an existing favourite still answers 1 (idempotent)
    expect((await collect(token, { action: 'add', kol_id: kolIds[0] })).code).toBe(1);
  });

  it('accepts JSON bodies and documents its endpoints in the OpenAPI document', async () => {
    const { token } = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { action: 'add', kol_id: kolIds[7], group: '  JSON分组 ' },
      headers: { authorization: token },
    });
    expect(response.json()).toMatchObject({ code: 1, data: { created: true, group: 'JSON分组' } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      URL,
      '/api/kol/contrast_submit',
      '/api/kol/contrast_detail',
      '/api/kol/contrast_history',
      '/api/kol/contrast_delete',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
