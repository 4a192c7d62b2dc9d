import { chinaDate, chinaDayEnd, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  ACCOUNT_SEARCH_LIMIT,
  FANS_THRESHOLD_DEFAULT,
  MONITOR_INTERVALS,
  MONITOR_LOG_PAGE_SIZE,
  MONITOR_PAGE_SIZE,
  MONITOR_STATUS_LABELS,
  MonitorMessage,
  MonitorStatus,
  WATCH_KIND_KEYS,
  WATCH_KINDS,
} from '@boguan/contracts/kol-monitor';
import type {
  AccountSearchItem,
  MonitorAuth,
  MonitorEditInput,
  MonitorHistoryInput,
  MonitorItem,
  MonitorLogInput,
  MonitorNotice,
  MonitorStatusInput,
  MonitorSubmitInput,
  MonitorSubmitResult,
} from '@boguan/contracts/kol-monitor.api';
import { featureRule, levelName, toMemberLevel } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import { findKolCards, kolCardsByIds } from '../bloggers/kol-cards.repository.js';
import type { Member } from '../membership/membership.service.js';
import {
  countHeld,
  deleteMonitor,
  expireEnded,
  findMonitor,
  heldUids,
  insertMonitors,
  listMonitors,
  listNotices,
  type MonitorRow,
  transitionStatus,
  updateSettings,
} from './kol-monitor.repository.js';

const FEATURE = 'kol_monitor_accounts' as const;
const MINUTE_MS = 60_000;

/**
 * An end date is inclusive: monitoring stops at the start of the next China day. Refused when the
 * day is already over.
 */
export function endAtOf(endDate: string | undefined, now: Date): Date | null {
  if (endDate === undefined) return null;
  if (endDate < chinaDate(now)) throw AppError.bad(MonitorMessage.endDatePast);
  return chinaDayEnd(endDate);
}

function maxAccounts(level: number): number {
  const rule = featureRule(FEATURE, level);
  return rule.allowed ? (rule.maxRows ?? 0) : 0;
}

function toItem(row: MonitorRow): MonitorItem {
  return {
    id: Number(row.id),
    kol_id: row.kol_id,
    uid: row.uid,
    uname: row.screen_name ?? row.last_state?.screen_name ?? row.uid,
    avatar: row.avatar ?? '',
    verify: row.verify_badge ?? 'none',
    category: row.categories ?? [],
    fans: Number(row.followers ?? row.last_state?.followers ?? 0),
    watch: WATCH_KIND_KEYS.filter((kind) => row.watch.includes(kind)),
    fans_threshold: row.fans_threshold,
    interval_minutes: row.interval_minutes,
    status: row.status,
    status_name: MONITOR_STATUS_LABELS[row.status] ?? '',
    // end_at is the start of the day after the last one monitored.
    end_date: row.end_at ? chinaDate(new Date(new Date(row.end_at).getTime() - 1)) : null,
    create_time: formatChinaTime(row.created_at),
    last_check_time: row.last_check_at ? formatChinaTime(row.last_check_at) : null,
    next_check_time: row.status === MonitorStatus.active ? formatChinaTime(row.next_check_at) : null,
    notice_count: row.notice_count,
  };
}

export async function searchMonitorAccounts(
  ctx: AppContext,
  user: Member,
  keyword: string,
): Promise<AccountSearchItem[]> {
  const cards = await findKolCards(ctx.db, keyword, ACCOUNT_SEARCH_LIMIT);
  const held = await heldUids(
    ctx.db,
    user.id,
    cards.map((c) => c.uid),
  );
  return cards.map((card) => ({ ...card, monitored: held.has(card.uid) }));
}

export async function monitorAuth(ctx: AppContext, user: Member): Promise<MonitorAuth> {
  await expireEnded(ctx.db, ctx.clock.now(), user.id);
  const max = maxAccounts(user.level);
  const inUse = await countHeld(ctx.db, user.id);
  return {
    allowed: max > 0,
    level: toMemberLevel(user.level),
    level_name: levelName(user.level),
    max_accounts: max,
    in_use: inUse,
    remaining: Math.max(0, max - inUse),
    intervals: MONITOR_INTERVALS.map((i) => ({ value: i.value, label: i.label })),
    watch_kinds: WATCH_KIND_KEYS.map((kind) => ({ value: kind, label: WATCH_KINDS[kind] })),
    fans_threshold_default: FANS_THRESHOLD_DEFAULT,
  };
}

/**
 * Adds monitors for every asked account, all or none. The member's row is locked for the
 * transaction, so parallel submits count the held slots one after another and never pass maxRows.
 */
export async function submitMonitors(
  ctx: AppContext,
  user: Member,
  input: MonitorSubmitInput,
): Promise<MonitorSubmitResult> {
  const rule = ctx.membership.authorize(user, FEATURE);
  const max = rule.maxRows ?? 0;
  const now = ctx.clock.now();
  const endAt = endAtOf(input.end_date, now);
  const cards = await kolCardsByIds(ctx.db, input.kol_ids);
  if (cards.length !== input.kol_ids.length) throw AppError.bad(MonitorMessage.accountNotFound);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    await expireEnded(trx, now, user.id);
    const already = await heldUids(
      trx,
      user.id,
      cards.map((c) => c.uid),
    );
    if (already.size > 0) {
      const names = cards.filter((c) => already.has(c.uid)).map((c) => c.uname);
      throw AppError.bad(MonitorMessage.alreadyMonitored(names.join('、')));
    }
    const held = await countHeld(trx, user.id);
    if (held + cards.length > max) throw AppError.quotaUsedUp(MonitorMessage.limit(max, held));
    const ids = await insertMonitors(
      trx,
      cards.map((card) => ({
        userId: user.id,
        kolId: card.kol_id,
        uid: card.uid,
        watch: input.watch,
        fansThreshold: input.fans_threshold,
        intervalMinutes: input.interval_minutes,
        endAt,
        now,
      })),
    );
    const inUse = held + ids.length;
    return { ids, in_use: inUse, remaining: Math.max(0, max - inUse) };
  });
}

export async function monitorHistory(
  ctx: AppContext,
  user: Member,
  query: MonitorHistoryInput,
): Promise<Paged<MonitorItem>> {
  await expireEnded(ctx.db, ctx.clock.now(), user.id);
  const { rows, total } = await listMonitors(ctx.db, user.id, {
    status: query.status,
    page: query.page,
    perPage: MONITOR_PAGE_SIZE,
  });
  return { data: rows.map(toItem), page: query.page, per_page: MONITOR_PAGE_SIZE, total };
}

async function ownMonitor(ctx: AppContext, user: Member, id: number): Promise<MonitorRow> {
  await expireEnded(ctx.db, ctx.clock.now(), user.id);
  const row = await findMonitor(ctx.db, user.id, id);
  if (!row) throw AppError.bad(MonitorMessage.notFound);
  return row;
}

/** The monitor as it is now, after a change of it. */
async function reread(ctx: AppContext, user: Member, id: number): Promise<MonitorItem> {
  const row = await findMonitor(ctx.db, user.id, id);
  if (!row) throw AppError.bad(MonitorMessage.notFound);
  return toItem(row);
}

export async function editMonitor(ctx: AppContext, user: Member, input: MonitorEditInput): Promise<MonitorItem> {
  ctx.membership.authorize(user, FEATURE);
  const row = await ownMonitor(ctx, user, input.id);
  if (row.status === MonitorStatus.ended) throw AppError.bad(MonitorMessage.ended);
  const now = ctx.clock.now();
  // A shorter interval takes effect at once; the first look (no baseline yet) stays due now.
  const nextCheckAt = row.last_check_at
    ? new Date(Math.max(now.getTime(), new Date(row.last_check_at).getTime() + input.interval_minutes * MINUTE_MS))
    : now;
  const updated = await updateSettings(ctx.db, user.id, input.id, {
    watch: input.watch,
    fansThreshold: input.fans_threshold,
    intervalMinutes: input.interval_minutes,
    nextCheckAt,
    now,
  });
  if (!updated) throw AppError.bad(MonitorMessage.ended);
  return reread(ctx, user, input.id);
}

/** 1 监控中 ↔ 2 已暂停; 3 已结束 is final; asking for the current status is refused too. */
export async function changeMonitorStatus(
  ctx: AppContext,
  user: Member,
  input: MonitorStatusInput,
): Promise<MonitorItem> {
  const row = await ownMonitor(ctx, user, input.id);
  if (row.status === MonitorStatus.ended) throw AppError.bad(MonitorMessage.ended);
  const target = input.status;
  if (row.status === target) throw AppError.bad(MonitorMessage.sameStatus(MONITOR_STATUS_LABELS[target]));
  const now = ctx.clock.now();
  if (target === MonitorStatus.active) {
    // Resuming needs the feature still, and a member who dropped a level may hold more than it allows.
    const rule = ctx.membership.authorize(user, FEATURE);
    const held = await countHeld(ctx.db, user.id);
    const max = rule.maxRows ?? 0;
    if (held > max) throw AppError.quotaUsedUp(MonitorMessage.limit(max, held));
  }
  const moved = await transitionStatus(ctx.db, user.id, input.id, {
    from: row.status,
    to: target,
    ...(target === MonitorStatus.active ? { nextCheckAt: now } : {}),
    now,
  });
  if (!moved) throw AppError.bad(MonitorMessage.changedMeanwhile);
  return reread(ctx, user, input.id);
}

export async function removeMonitor(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await deleteMonitor(ctx.db, user.id, id))) throw AppError.bad(MonitorMessage.notFound);
}

export async function monitorLog(ctx: AppContext, user: Member, query: MonitorLogInput): Promise<Paged<MonitorNotice>> {
  if (query.id !== undefined && !(await findMonitor(ctx.db, user.id, query.id))) {
    throw AppError.bad(MonitorMessage.notFound);
  }
  const { rows, total } = await listNotices(ctx.db, user.id, {
    monitorId: query.id,
    page: query.page,
    perPage: MONITOR_LOG_PAGE_SIZE,
  });
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      monitor_id: Number(r.monitor_id),
      kol_id: r.kol_id,
      uid: r.uid,
      uname: r.uname,
      kind: r.kind,
      kind_name: WATCH_KINDS[r.kind] ?? r.kind,
      field: r.field,
      before: r.before_text,
      after: r.after_text,
      content: r.content,
      create_time: formatChinaTime(r.created_at),
    })),
    page: query.page,
    per_page: MONITOR_LOG_PAGE_SIZE,
    total,
  };
}
