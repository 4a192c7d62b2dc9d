import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  HOT_WATCH_ALERTS_PER_PAGE,
  HOT_WATCH_STATUS_LABELS,
  HotWatchMessage,
  type HotWatchStatus,
} from '@boguan/contracts/hot-search-watch';
import type { HotWatchAlert, HotWatchList } from '@boguan/contracts/hot-search-watch.api';
import type { Paged } from '@boguan/contracts/kol';
import { featureRule } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import type { Member } from '../membership/membership.service.js';
import {
  countWatches,
  deleteWatch,
  hasWatchWithKeywords,
  insertWatch,
  keywordsKey,
  listAlerts,
  listWatches,
  ownWatch,
  updateWatch,
} from './hot-search-watch.repository.js';

const FEATURE = 'hot_search_watch' as const;

/** Watches a level may hold at once (0 when the level has none). */
function maxWatches(level: number): number {
  const rule = featureRule(FEATURE, level);
  return rule.allowed ? (rule.maxRows ?? 0) : 0;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function watchList(ctx: AppContext, user: Member): Promise<HotWatchList> {
  const rows = await listWatches(ctx.db, user.id);
  return {
    data: rows.map((row) => ({
      watch_id: row.id,
      keywords: row.keywords,
      status: row.status,
      status_text: HOT_WATCH_STATUS_LABELS[row.status as HotWatchStatus] ?? '',
      create_time: formatChinaTime(row.created_at),
      alert_count: row.alert_count,
      last_alert_time: row.last_alert_at ? formatChinaTime(row.last_alert_at) : null,
    })),
    max_watches: maxWatches(user.level),
    in_use: rows.length,
  };
}

/**
 * Creates a watch. The member's row is locked for the transaction, so parallel creates count the
 * held watches one after another and never pass the level's number; the unique keywords index
 * makes a double submit one watch.
 */
export async function addWatch(ctx: AppContext, user: Member, keywords: string[]): Promise<{ watch_id: number }> {
  const max = maxWatches(user.level);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      if (await hasWatchWithKeywords(trx, user.id, keywordsKey(keywords)))
        throw AppError.bad(HotWatchMessage.duplicate);
      const held = await countWatches(trx, user.id);
      if (held >= max) throw AppError.quotaUsedUp(HotWatchMessage.limit(max, held));
      return insertWatch(trx, user.id, keywords, now);
    });
    return { watch_id: id };
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(HotWatchMessage.duplicate);
    throw error;
  }
}

async function requireWatch(ctx: AppContext, user: Member, id: number) {
  const watch = await ownWatch(ctx.db, user.id, id);
  if (!watch) throw AppError.bad(HotWatchMessage.notFound);
  return watch;
}

/** New keywords; the alerts raised so far stay (a word already alerted is not alerted again while it stays). */
export async function editWatch(ctx: AppContext, user: Member, id: number, keywords: string[]): Promise<void> {
  await requireWatch(ctx, user, id);
  if (await hasWatchWithKeywords(ctx.db, user.id, keywordsKey(keywords), id))
    throw AppError.bad(HotWatchMessage.duplicate);
  try {
    if (!(await updateWatch(ctx.db, user.id, id, { keywords }, ctx.clock.now())))
      throw AppError.bad(HotWatchMessage.notFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(HotWatchMessage.duplicate);
    throw error;
  }
}

export async function toggleWatch(ctx: AppContext, user: Member, id: number, status: number): Promise<void> {
  await requireWatch(ctx, user, id);
  if (!(await updateWatch(ctx.db, user.id, id, { status }, ctx.clock.now())))
    throw AppError.bad(HotWatchMessage.notFound);
}

export async function removeWatch(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await deleteWatch(ctx.db, user.id, id))) throw AppError.bad(HotWatchMessage.notFound);
}

export async function watchAlerts(
  ctx: AppContext,
  user: Member,
  id: number,
  page: number,
): Promise<Paged<HotWatchAlert>> {
  await requireWatch(ctx, user, id);
  const perPage = HOT_WATCH_ALERTS_PER_PAGE;
  const { rows, total } = await listAlerts(ctx.db, id, perPage, (page - 1) * perPage);
  return {
    data: rows.map((r) => ({
      word: r.word,
      keyword: r.keyword,
      rank: r.rank,
      heat: Number(r.heat),
      time: formatChinaTime(r.appeared_at),
      last_seen: formatChinaTime(r.last_seen_at),
      is_demo: r.origin === 'simulator',
    })),
    page,
    per_page: perPage,
    total,
  };
}
