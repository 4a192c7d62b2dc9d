import {
  addDays,
  chinaDate,
  chinaDayEnd,
  chinaDayStart,
  daysBetween,
  formatChinaTime,
} from '@boguan/contracts/china-time';
import { HOT_REPORTS_PER_PAGE, HotReportMessage } from '@boguan/contracts/hot-search-watch';
import type {
  HotReportDetail,
  HotReportItem,
  HotReportListAnswer,
  HotReportSubmitInput,
} from '@boguan/contracts/hot-search-watch.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { reportFigures } from './hot-search-report.figures.js';
import {
  captureTimes,
  deleteReport,
  findReportByKey,
  firstCapture,
  insertReport,
  listReports,
  matchedSnapshots,
  ownReport,
  rangeIsDemo,
} from './hot-search-report.repository.js';
import { keywordsKey } from './hot-search-watch.repository.js';

/** The dates of a range, both included. */
function datesOf(start: string, end: string): string[] {
  return Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
}

/**
 * Builds a report from the stored snapshots and keeps it. The range must end today at the latest and
 * start within the kept history (the first stored capture's day). The same keywords and range again
 * answer the member's existing report (a double submit makes one record).
 */
export async function submitReport(
  ctx: AppContext,
  user: Member,
  input: HotReportSubmitInput,
): Promise<{ report_id: number }> {
  const now = ctx.clock.now();
  if (input.end_date > chinaDate(now)) throw AppError.bad(HotReportMessage.future);
  const first = await firstCapture(ctx.db);
  if (!first) throw AppError.bad(HotReportMessage.noData);
  const keptFrom = chinaDate(first);
  if (input.start_date < keptFrom) throw AppError.bad(HotReportMessage.beforeKept(keptFrom));
  const key = keywordsKey(input.keywords);
  const existing = await findReportByKey(ctx.db, user.id, key, input.start_date, input.end_date);
  if (existing !== null) return { report_id: existing };

  const from = chinaDayStart(input.start_date);
  const to = chinaDayEnd(input.end_date);
  const [matched, times] = await Promise.all([
    matchedSnapshots(ctx.db, input.keywords, from, to),
    captureTimes(ctx.db, from, to),
  ]);
  const figures = reportFigures(input.keywords, matched, times, datesOf(input.start_date, input.end_date));
  const isDemo =
    matched.length > 0 ? matched.some((m) => m.origin === 'simulator') : await rangeIsDemo(ctx.db, from, to);
  const id = await insertReport(ctx.db, {
    user_id: user.id,
    keywords: input.keywords,
    keywords_key: key,
    start_date: input.start_date,
    end_date: input.end_date,
    entries: figures.entries,
    minutes_on_list: figures.minutes_on_list,
    best_rank: figures.best_rank,
    is_demo: isDemo,
    result: {
      captures: figures.captures,
      first_seen: figures.first_seen,
      last_seen: figures.last_seen,
      days: figures.days,
      rows: figures.rows,
    },
    created_at: now,
  });
  return { report_id: id };
}

type ListRow = Awaited<ReturnType<typeof listReports>>['rows'][number];

function toItem(row: ListRow): HotReportItem {
  return {
    report_id: Number(row.id),
    keywords: row.keywords,
    start_date: row.start_date,
    end_date: row.end_date,
    create_time: formatChinaTime(row.created_at),
    entries: row.entries,
    minutes_on_list: row.minutes_on_list,
    best_rank: row.best_rank,
    is_demo: row.is_demo,
  };
}

export async function reportList(ctx: AppContext, user: Member, page: number): Promise<HotReportListAnswer> {
  const perPage = HOT_REPORTS_PER_PAGE;
  const [{ rows, total }, first] = await Promise.all([
    listReports(ctx.db, user.id, perPage, (page - 1) * perPage),
    firstCapture(ctx.db),
  ]);
  return { data: rows.map(toItem), page, per_page: perPage, total, kept_from: first ? chinaDate(first) : null };
}

export async function reportDetail(ctx: AppContext, user: Member, id: number): Promise<HotReportDetail> {
  const row = await ownReport(ctx.db, user.id, id);
  if (!row) throw AppError.bad(HotReportMessage.notFound);
  const result = row.result;
  return {
    ...toItem(row),
    summary: {
      entries: row.entries,
      minutes_on_list: row.minutes_on_list,
      best_rank: row.best_rank,
      first_seen: result.first_seen,
      last_seen: result.last_seen,
      captures: result.captures,
    },
    days: result.days,
    rows: result.rows,
  };
}

export async function removeReport(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await deleteReport(ctx.db, user.id, id))) throw AppError.bad(HotReportMessage.notFound);
}
