import type { VerifyBadge } from '@boguan/contracts/kol';
import { MonitorStatus, type WatchKind } from '@boguan/contracts/kol-monitor';
import { type Kysely, sql, type Transaction } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { countRows, pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { valuesAmong } from '../../db/values-among.js';
import type { MonitorState } from './kol-monitor.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Statuses that hold one of the member's slots (an ended monitor frees its slot). */
const HELD = [MonitorStatus.active, MonitorStatus.paused];

export async function countHeld(db: Db, userId: number): Promise<number> {
  return countRows(db.selectFrom('kol_monitors').where('user_id', '=', userId).where('status', 'in', HELD));
}

/** The uids among `uids` the member already monitors (active or paused). */
export function heldUids(db: Db, userId: number, uids: readonly string[]): Promise<Set<string>> {
  return valuesAmong(uids, (among) =>
    db
      .selectFrom('kol_monitors')
      .select('uid as v')
      .where('user_id', '=', userId)
      .where('status', 'in', HELD)
      .where('uid', 'in', among),
  );
}

export interface NewMonitor {
  userId: number;
  kolId: number;
  uid: string;
  watch: WatchKind[];
  fansThreshold: number;
  intervalMinutes: number;
  endAt: Date | null;
  now: Date;
}

export async function insertMonitors(db: Db, rows: readonly NewMonitor[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('kol_monitors')
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        kol_id: r.kolId,
        uid: r.uid,
        watch: r.watch,
        fans_threshold: r.fansThreshold,
        interval_minutes: r.intervalMinutes,
        status: MonitorStatus.active,
        end_at: r.endAt,
        // The first look happens at the next checker run; it records the baseline.
        next_check_at: r.now,
        last_check_at: null,
        last_state: null,
        created_at: r.now,
        updated_at: r.now,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => Number(r.id));
}

/** Monitors whose end time has passed become 已结束 (final). */
export async function expireEnded(db: Db, now: Date, userId?: number): Promise<number> {
  let query = db
    .updateTable('kol_monitors')
    .set({ status: MonitorStatus.ended, updated_at: now })
    .where('status', 'in', HELD)
    .where('end_at', 'is not', null)
    .where('end_at', '<=', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return affectedRows(query);
}

/** kol_monitors m with the account's stored profile (absent until the account is stored). */
function monitorsWithProfile(db: Db) {
  return db
    .selectFrom('kol_monitors as m')
    .leftJoin('weibo_users as u', 'u.uid', 'm.uid')
    .select([
      'm.id',
      'm.user_id',
      'm.kol_id',
      'm.uid',
      'm.watch',
      'm.fans_threshold',
      'm.interval_minutes',
      'm.status',
      'm.end_at',
      'm.next_check_at',
      'm.last_check_at',
      'm.last_state',
      'm.notice_count',
      'm.created_at',
      'u.screen_name',
      'u.avatar',
      'u.verify_badge',
      'u.followers',
      'u.categories',
    ])
    .$narrowType<{ verify_badge: VerifyBadge | null }>();
}

/** A monitor with the account's stored profile. */
export type MonitorRow = Awaited<ReturnType<ReturnType<typeof monitorsWithProfile>['executeTakeFirstOrThrow']>>;

export async function listMonitors(
  db: Db,
  userId: number,
  options: { status?: MonitorStatus | undefined; page: number; perPage: number },
): Promise<{ rows: MonitorRow[]; total: number }> {
  let base = db.selectFrom('kol_monitors').where('user_id', '=', userId);
  if (options.status !== undefined) base = base.where('status', '=', options.status);
  let query = monitorsWithProfile(db).where('m.user_id', '=', userId);
  if (options.status !== undefined) query = query.where('m.status', '=', options.status);
  return sliceWithTotal(query.orderBy('m.id', 'desc'), base, pageSlice(options.page, options.perPage));
}

/** One of the member's monitors, or undefined (another member's id reads as missing). */
export async function findMonitor(db: Db, userId: number, id: number): Promise<MonitorRow | undefined> {
  return monitorsWithProfile(db).where('m.id', '=', id).where('m.user_id', '=', userId).executeTakeFirst();
}

export async function updateSettings(
  db: Db,
  userId: number,
  id: number,
  settings: { watch: WatchKind[]; fansThreshold: number; intervalMinutes: number; nextCheckAt: Date; now: Date },
): Promise<boolean> {
  const updated = db
    .updateTable('kol_monitors')
    .set({
      watch: settings.watch,
      fans_threshold: settings.fansThreshold,
      interval_minutes: settings.intervalMinutes,
      next_check_at: settings.nextCheckAt,
      updated_at: settings.now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', MonitorStatus.ended);
  return (await affectedRows(updated)) === 1;
}

/** Moves a monitor from `from` to `to`; false when it was not in `from` any more (a concurrent change). */
export async function transitionStatus(
  db: Db,
  userId: number,
  id: number,
  change: { from: MonitorStatus; to: MonitorStatus; nextCheckAt?: Date; now: Date },
): Promise<boolean> {
  const moved = db
    .updateTable('kol_monitors')
    .set({
      status: change.to,
      updated_at: change.now,
      ...(change.nextCheckAt ? { next_check_at: change.nextCheckAt } : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', change.from);
  return (await affectedRows(moved)) === 1;
}

export async function deleteMonitor(db: Db, userId: number, id: number): Promise<boolean> {
  return (await affectedRows(db.deleteFrom('kol_monitors').where('id', '=', id).where('user_id', '=', userId))) === 1;
}

/**
 * Takes up to `limit` due active monitors and moves their next check on by their interval in the
 * same statement, so two checker instances never take the same monitor.
 */
export async function claimDue(db: Db, now: Date, limit: number, ids?: readonly number[]): Promise<MonitorRow[]> {
  const only = ids && ids.length > 0 ? sql`and id in (${sql.join(ids.map((id) => sql`${id}`))})` : sql``;
  const claimed = await sql<{ id: number }>`
    update kol_monitors
       set next_check_at = ${now}::timestamptz + interval_minutes * interval '1 minute'
     where id in (
       select id from kol_monitors
        where status = ${MonitorStatus.active} and next_check_at <= ${now} ${only}
        order by next_check_at, id
        limit ${limit}
        for update skip locked)
    returning id`.execute(db);
  if (claimed.rows.length === 0) return [];
  return monitorsWithProfile(db)
    .where(
      'm.id',
      'in',
      claimed.rows.map((r) => Number(r.id)),
    )
    .orderBy('m.id')
    .execute();
}

/** A look that found no account: only the time of the look is kept (the baseline stays). */
export async function markChecked(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('kol_monitors').set({ last_check_at: now }).where('id', '=', id).execute();
}

/** What one check leaves behind: the new baseline and how many notices it wrote. */
export async function saveCheck(
  db: Db,
  id: number,
  result: { state: MonitorState; notices: number; now: Date },
): Promise<void> {
  await db
    .updateTable('kol_monitors')
    .set((eb) => ({
      last_state: JSON.stringify(result.state),
      last_check_at: result.now,
      notice_count: eb('notice_count', '+', result.notices),
    }))
    .where('id', '=', id)
    .execute();
}

export interface NewNotice {
  monitorId: number;
  userId: number;
  kolId: number;
  uid: string;
  uname: string;
  kind: WatchKind;
  field: string;
  before: string;
  after: string;
  content: string;
  now: Date;
}

export async function insertNotice(db: Db, notice: NewNotice): Promise<number> {
  const row = await db
    .insertInto('kol_monitor_notices')
    .values({
      monitor_id: notice.monitorId,
      user_id: notice.userId,
      kol_id: notice.kolId,
      uid: notice.uid,
      uname: [...notice.uname].slice(0, 100).join(''),
      kind: notice.kind,
      field: notice.field,
      before_text: notice.before,
      after_text: notice.after,
      content: notice.content,
      created_at: notice.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listNotices(
  db: Db,
  userId: number,
  options: { monitorId?: number | undefined; page: number; perPage: number },
) {
  let base = db.selectFrom('kol_monitor_notices').where('user_id', '=', userId);
  if (options.monitorId !== undefined) base = base.where('monitor_id', '=', options.monitorId);
  return sliceWithTotal(base.selectAll().orderBy('id', 'desc'), base, pageSlice(options.page, options.perPage));
}

/** The uid of a stored blogger, by kol_id. */
export async function uidOfKol(db: Db, kolId: number): Promise<string | undefined> {
  const row = await db.selectFrom('weibo_users').select('uid').where('kol_id', '=', kolId).executeTakeFirst();
  return row?.uid;
}

/** The active monitors of one account (any member's), and whether each has its baseline yet. */
export async function activeMonitorsOf(db: Db, uid: string): Promise<{ id: number; hasBaseline: boolean }[]> {
  const rows = await db
    .selectFrom('kol_monitors')
    .select(['id', 'last_state'])
    .where('uid', '=', uid)
    .where('status', '=', MonitorStatus.active)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), hasBaseline: row.last_state !== null }));
}

/** Makes monitors due now (the dev hook checks them at once). */
export async function makeDue(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('kol_monitors')
    .set({ next_check_at: now })
    .where('id', 'in', [...ids])
    .execute();
}
