import type { ChangeEvent } from '@boguan/simulator/world-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fansChangePercent, snippet } from '../../src/modules/kol-monitor/kol-monitor.diff.js';
import { KOL_MONITOR_CHECK_JOB } from '../../src/modules/kol-monitor/kol-monitor.jobs.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const INTERVAL_MINUTES = 360;
const WINDOW_MS = 3 * DAY_MS;
/** How long the test follows the monitors (the seed has a rename, a drop and deletions in it). */
const FOLLOW_MS = 2 * DAY_MS;

/**
 * The checker against the seeded world: monitors are created, the clock moves through a window
 * with known account events, and the notices and messages must be exactly those the events imply.
 */
describe('kol_monitor.check', () => {
  let t: DemoApp;
  let start: Date;
  let baselineAt: Date;
  const checkTimes: Date[] = [];
  const uidToKol = new Map<string, number>();
  const events = new Map<string, ChangeEvent[]>();
  const users: Record<string, { userId: number; token: string }> = {};
  const monitorIds: Record<string, number> = {};
  let renameUid = '';
  let dropUid = '';
  let deleteUid = '';
  let quietUid = '';

  const submit = async (token: string, uid: string, watch: string[], fansThreshold = 2) => {
    const answer = await post<{ ids: number[] }>(
      t.app,
      '/api/kol/account_monitor_submit',
      { kol_ids: String(uidToKol.get(uid)), watch, fans_threshold: fansThreshold, interval_minutes: INTERVAL_MINUTES },
      token,
    );
    expect(answer.code).toBe(1);
    return answer.data.ids[0]!;
  };

  const noticesOf = (monitorId: number) =>
    t.ctx.db.selectFrom('kol_monitor_notices').selectAll().where('monitor_id', '=', monitorId).orderBy('id').execute();
  const monitorMessages = (userId: number) =>
    t.ctx.db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('type', '=', 'monitor').execute();
  /** The first check at or after an instant. */
  const checkAfter = (at: Date) => checkTimes.find((c) => c.getTime() >= at.getTime());

  beforeAll(async () => {
    t = await createDemoApp({
      seed: 'kol-monitor-5',
      bloggers: 120,
      days: 3,
    });
    start = t.clock.now();
    const rows = await t.ctx.db.selectFrom('blogger_stats').select(['uid', 'kol_id']).execute();
    for (const row of rows) uidToKol.set(row.uid, row.kol_id);
    const to = new Date(start.getTime() + FOLLOW_MS);
    for (const uid of uidToKol.keys()) events.set(uid, t.world.eventsOf(uid, start, to));
    const withKind = (kind: string) => [...events].filter(([, list]) => list.some((e) => e.kind === kind));
    const surging = (uid: string) => events.get(uid)?.some((e) => e.kind === 'follower-surge') ?? false;
    renameUid = withKind('rename')[0]?.[0] ?? '';
    dropUid = withKind('follower-drop').find(([uid]) => !surging(uid))?.[0] ?? '';
    // An account whose deletions include a post the checker can see (published before the baseline).
    deleteUid =
      withKind('post-delete').find(([, list]) =>
        list.some((e) => e.kind === 'post-delete' && (t.world.postAt(e.mid!, start)?.createdAt ?? start) < start),
      )?.[0] ?? '';
    quietUid =
      [...events].find(
        ([uid, list]) =>
          list.length === 0 &&
          fansChangePercent(t.world.userAt(uid, start)!.followers, t.world.userAt(uid, to)!.followers) < 1,
      )?.[0] ?? '';
    expect(renameUid && dropUid && deleteUid && quietUid).toBeTruthy();

    for (const name of ['rename', 'renameUnwatched', 'drop', 'deletes', 'quiet']) {
      users[name] = await createUser(t, { level: 40 });
    }
    monitorIds.rename = await submit(users.rename!.token, renameUid, ['profile_change']);
    // Same account, watching everything but profile changes: the rename must not reach this member.
    monitorIds.renameUnwatched = await submit(users.renameUnwatched!.token, renameUid, ['deleted_post'], 100);
    monitorIds.drop = await submit(users.drop!.token, dropUid, ['fans_change']);
    monitorIds.deletes = await submit(users.deletes!.token, deleteUid, ['deleted_post', 'new_post']);
    monitorIds.quiet = await submit(users.quiet!.token, quietUid, ['profile_change', 'fans_change', 'deleted_post']);

    // First run: the baseline. Then one run per interval until the window is covered.
    await t.advance(MINUTE_MS);
    baselineAt = t.clock.now();
    while (t.clock.now().getTime() < start.getTime() + FOLLOW_MS + INTERVAL_MINUTES * MINUTE_MS) {
      await t.advance(INTERVAL_MINUTES * MINUTE_MS);
      checkTimes.push(t.clock.now());
    }
  }, 600_000);
  afterAll(async () => t?.close());

  it('takes a baseline first and then checks at the chosen interval', async () => {
    const monitor = await t.ctx.db
      .selectFrom('kol_monitors')
      .selectAll()
      .where('id', '=', monitorIds.quiet!)
      .executeTakeFirstOrThrow();
    expect(new Date(monitor.last_check_at!).getTime()).toBe(checkTimes.at(-1)!.getTime());
    expect(new Date(monitor.next_check_at).getTime()).toBe(checkTimes.at(-1)!.getTime() + INTERVAL_MINUTES * MINUTE_MS);
    expect(monitor.last_state?.screen_name).toBe(t.world.userAt(quietUid, t.clock.now())!.screenName);
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', KOL_MONITOR_CHECK_JOB)
      .execute();
    expect(jobs.length).toBeGreaterThan(checkTimes.length);
  });

  it('notices a rename exactly once, in the log and in the message centre', async () => {
    const rename = events.get(renameUid)!.find((e) => e.kind === 'rename')!;
    const notices = await noticesOf(monitorIds.rename!);
    expect(notices).toHaveLength(events.get(renameUid)!.filter((e) => e.kind === 'rename').length);
    expect(notices[0]).toMatchObject({
      kind: 'profile_change',
      field: '昵称',
      before_text: rename.before,
      after_text: rename.after,
    });
    expect(new Date(notices[0]!.created_at).getTime()).toBe(checkAfter(rename.at)!.getTime());
    const messages = await monitorMessages(users.rename!.userId);
    expect(messages).toHaveLength(notices.length);
    expect(messages[0]!.content).toBe(notices[0]!.content);
    expect(messages[0]!.content).toContain(String(rename.after));
    expect(messages[0]!.title).toBe(`账号监控：${rename.after}资料变更`);
    // The stored profile follows the account: the rest of the product sees the new name.
    const stored = await t.ctx.db
      .selectFrom('weibo_users')
      .select('screen_name')
      .where('uid', '=', renameUid)
      .executeTakeFirstOrThrow();
    expect(stored.screen_name).toBe(t.world.userAt(renameUid, checkTimes.at(-1)!)!.screenName);
  });

  it('sends nothing for a kind the member does not watch', async () => {
    const notices = await noticesOf(monitorIds.renameUnwatched!);
    expect(notices.every((n) => n.kind === 'deleted_post')).toBe(true);
    expect(notices.some((n) => n.field === '昵称')).toBe(false);
    expect(await monitorMessages(users.renameUnwatched!.userId)).toHaveLength(notices.length);
  });

  it('notices a follower drop past the threshold with the counts before and after', async () => {
    const drop = events.get(dropUid)!.find((e) => e.kind === 'follower-drop')!;
    const notices = await noticesOf(monitorIds.drop!);
    expect(notices).toHaveLength(1);
    const at = checkAfter(drop.at)!;
    expect(new Date(notices[0]!.created_at).getTime()).toBe(at.getTime());
    const before = t.world.userAt(dropUid, baselineAt)!.followers;
    const after = t.world.userAt(dropUid, at)!.followers;
    expect(fansChangePercent(before, after)).toBeGreaterThanOrEqual(2);
    expect(notices[0]).toMatchObject({ kind: 'fans_change', field: '粉丝数', before_text: String(before) });
    expect(notices[0]!.after_text.startsWith(String(after))).toBe(true);
    expect(notices[0]!.after_text).toContain('-');
    expect(await monitorMessages(users.drop!.userId)).toHaveLength(1);
  });

  it('notices the deletions of posts it had seen and the posts published meanwhile', async () => {
    const notices = await noticesOf(monitorIds.deletes!);
    const lastCheck = checkTimes.at(-1)!;
    const deletions = t.world
      .eventsOf(deleteUid, baselineAt, lastCheck)
      .filter((e) => e.kind === 'post-delete' && e.at > baselineAt)
      .map((e) => ({ at: e.at, post: t.world.postAt(e.mid!, new Date(e.at.getTime() - 1))! }));
    // A deletion is seen when the post was visible at the check before it and still inside the tracked window.
    const expectedDeleted = deletions.filter(({ at, post }) => {
      const detected = checkAfter(at)!;
      const previous = [baselineAt, ...checkTimes].filter((c) => c < detected).at(-1)!;
      return post.createdAt <= previous && post.createdAt.getTime() >= detected.getTime() - WINDOW_MS;
    });
    const deleted = notices.filter((n) => n.kind === 'deleted_post');
    expect(expectedDeleted.length).toBeGreaterThan(0);
    expect(deleted.map((n) => n.before_text).sort()).toEqual(
      expectedDeleted.map(({ post }) => snippet(post.text)).sort(),
    );
    expect(deleted.every((n) => n.after_text === '已删除')).toBe(true);
    // A post published after the baseline is announced once if some check saw it (still up at that check).
    const stillUp = t.world.timeline(deleteUid, baselineAt, lastCheck).filter((p) => p.createdAt > baselineAt);
    const seenThenDeleted = deletions.filter(
      ({ at, post }) => post.createdAt > baselineAt && at.getTime() > checkAfter(post.createdAt)!.getTime(),
    );
    const newPosts = notices.filter((n) => n.kind === 'new_post');
    expect(newPosts.length).toBeGreaterThan(0);
    expect(newPosts.map((n) => n.after_text).sort()).toEqual(
      [...stillUp.map((p) => snippet(p.text)), ...seenThenDeleted.map(({ post }) => snippet(post.text))].sort(),
    );
    expect(await monitorMessages(users.deletes!.userId)).toHaveLength(notices.length);
  });

  it('says nothing about an account without events', async () => {
    expect(await noticesOf(monitorIds.quiet!)).toHaveLength(0);
    expect(await monitorMessages(users.quiet!.userId)).toHaveLength(0);
  });

  it('shows the notices through account_monitor_log, per monitor and for the member', async () => {
    const token = users.rename!.token;
    const log = await post<{ data: { kind: string; kind_name: string; uname: string }[]; total: number }>(
      t.app,
      '/api/kol/account_monitor_log',
      { id: monitorIds.rename! },
      token,
    );
    expect(log.code).toBe(1);
    expect(log.data.total).toBeGreaterThan(0);
    expect(log.data.data[0]).toMatchObject({ kind: 'profile_change', kind_name: '资料变更' });
    const all = await post<{ total: number }>(t.app, '/api/kol/account_monitor_log', {}, token);
    expect(all.data.total).toBe(log.data.total);
    const history = await post<{ data: { notice_count: number }[] }>(
      t.app,
      '/api/kol/account_monitor_history',
      {},
      token,
    );
    expect(history.data.data[0]!.notice_count).toBe(log.data.total);
  });

  it('does not check a paused monitor', async () => {
    const { token } = users.quiet!;
    await post(t.app, '/api/kol/edit_monitor_status', { id: monitorIds.quiet!, status: 2 }, token);
    const before = await t.ctx.db
      .selectFrom('kol_monitors')
      .select('last_check_at')
      .where('id', '=', monitorIds.quiet!)
      .executeTakeFirstOrThrow();
    await t.advance(INTERVAL_MINUTES * MINUTE_MS);
    const after = await t.ctx.db
      .selectFrom('kol_monitors')
      .select('last_check_at')
      .where('id', '=', monitorIds.quiet!)
      .executeTakeFirstOrThrow();
    expect(new Date(after.last_check_at!).getTime()).toBe(new Date(before.last_check_at!).getTime());
  });
});
