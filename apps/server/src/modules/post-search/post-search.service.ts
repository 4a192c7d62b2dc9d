import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import type { ExportRecordItem } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import {
  POST_EXPORT_RECORDS_PER_PAGE,
  POST_FOUND_CAP,
  PostSearchMessage,
  postRowsLimitMessage,
} from '@boguan/contracts/post-search';
import type {
  PostExportCheck,
  PostSearchAuth,
  PostSearchFilters,
  PostSearchInput,
  PostSearchItem,
  PostSearchPage,
} from '@boguan/contracts/post-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { exportRecords as exportRecordsOf } from '../exports/exports.service.js';
import type { Member } from '../membership/membership.service.js';
import { effectiveSentiments } from '../sentiment/sentiment.service.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import { toPostResult } from './post-card.js';
import {
  countMatchingPosts,
  matchingMids,
  type PostCardRow,
  postCardsByMids,
  type TimeRange,
} from './post-search.repository.js';
import { postSearchFingerprint } from './search-fingerprint.js';

const SEARCH = 'article_search' as const;
export const EXPORT_FEATURE = 'article_export' as const;

/** The China days of the filters as publication times: [start 00:00, the day after end 00:00). */
export function timeRange(filters: PostSearchFilters): TimeRange {
  const range: TimeRange = {};
  if (filters.start_date) range.from = chinaDayStart(filters.start_date);
  if (filters.end_date) range.to = chinaDayStart(addDays(filters.end_date, 1));
  return range;
}

/** The keyword cut like stored text (as the header search cuts it); none left matches nothing. */
function keywordWords(filters: PostSearchFilters): string[] {
  return searchQueryTokens(filters.keyword);
}

/** Posts as their reader sees them: the member's sentiment corrections applied. */
async function withSentiment(ctx: AppContext, user: Member, rows: readonly PostCardRow[]): Promise<PostSearchItem[]> {
  const labels = await effectiveSentiments(
    ctx,
    user.id,
    'post',
    rows.map((row) => ({ id: row.mid, score: row.sentiment_score })),
  );
  return rows.map((row, i) => ({
    ...toPostResult(row),
    sentiment: {
      label: labels[i]?.label ?? 'neutral',
      score: row.sentiment_score,
      corrected: labels[i]?.corrected ?? false,
    },
  }));
}

/**
 * One page of results. A search counts one use of the member's daily article_search quota the first
 * time that day its filters are asked for; turning pages, sorting or reloading does not count again.
 * `maxRows` caps both the total shown and how deep the member may page (1001).
 */
export async function searchPosts(ctx: AppContext, user: Member, input: PostSearchInput): Promise<PostSearchPage> {
  const fingerprint = postSearchFingerprint(input);
  const { rule, counted } = await ctx.membership.consumeOnce(user, SEARCH, fingerprint);
  try {
    return await searchPage(ctx, user, input, rule.maxRows ?? null);
  } catch (error) {
    // A search that failed after counting gives its use back.
    if (counted) await ctx.membership.releaseOnce(user, SEARCH, fingerprint);
    throw error;
  }
}

async function searchPage(
  ctx: AppContext,
  user: Member,
  input: PostSearchInput,
  maxRows: number | null,
): Promise<PostSearchPage> {
  const offset = (input.page - 1) * input.per_page;
  if (maxRows !== null && offset >= maxRows) throw AppError.noPermission(postRowsLimitMessage(maxRows));
  const words = keywordWords(input);
  const empty: PostSearchPage = {
    data: [],
    page: input.page,
    per_page: input.per_page,
    total: 0,
    found: 0,
    found_more: false,
    max_rows: maxRows,
    words,
  };
  if (words.length === 0) return empty;
  const range = timeRange(input);
  const counted = await countMatchingPosts(ctx.db, input, words, range, POST_FOUND_CAP + 1);
  const found = Math.min(counted, POST_FOUND_CAP);
  const total = maxRows === null ? found : Math.min(found, maxRows);
  const limit = Math.min(input.per_page, total - offset);
  const mids = await matchingMids(ctx.db, input, words, range, {
    sort: input.sort,
    order: input.order,
    offset,
    limit,
    few: counted <= POST_FOUND_CAP,
  });
  const data = await withSentiment(ctx, user, await postCardsByMids(ctx.db, mids));
  return { ...empty, data, total, found, found_more: counted > POST_FOUND_CAP };
}

/** Every matching post for an export, in the search's order, at most `limit` of them. */
export async function exportSearchRows(
  ctx: AppContext,
  user: Member,
  filters: PostSearchFilters,
  limit: number,
): Promise<PostSearchItem[]> {
  const words = keywordWords(filters);
  if (words.length === 0) return [];
  const range = timeRange(filters);
  const counted = await countMatchingPosts(ctx.db, filters, words, range, POST_FOUND_CAP + 1);
  const mids = await matchingMids(ctx.db, filters, words, range, {
    sort: filters.sort,
    order: filters.order,
    offset: 0,
    limit,
    few: counted <= POST_FOUND_CAP,
  });
  return withSentiment(ctx, user, await postCardsByMids(ctx.db, mids));
}

/** The posts of `mids` in that order, as the member sees them (an export of a selection). */
export async function selectedRows(ctx: AppContext, user: Member, mids: readonly string[]): Promise<PostSearchItem[]> {
  return withSentiment(ctx, user, await postCardsByMids(ctx.db, mids));
}

/** How many posts match, counted up to `cap`. */
export async function matchCount(ctx: AppContext, filters: PostSearchFilters, cap: number): Promise<number> {
  const words = keywordWords(filters);
  if (words.length === 0) return 0;
  return countMatchingPosts(ctx.db, filters, words, timeRange(filters), cap);
}

/** get_search_auth: what the member may search and export, and what is left today / this month. */
export async function searchAuth(ctx: AppContext, user: Member): Promise<PostSearchAuth> {
  const [search, exports] = await Promise.all([
    ctx.membership.remaining(user, SEARCH),
    ctx.membership.remaining(user, EXPORT_FEATURE),
  ]);
  return { search, export: exports };
}

/**
 * getTimes: what an export of these filters would give the member now, without counting a use: the
 * rows after article_export's maxRows and the exports left. A level without exports is answered
 * with the reason (the export call itself opens the upgrade prompt).
 */
export async function exportCheck(ctx: AppContext, user: Member, filters: PostSearchFilters): Promise<PostExportCheck> {
  const allowance = await ctx.membership.remaining(user, EXPORT_FEATURE);
  const total = await matchCount(ctx, filters, Math.max(POST_FOUND_CAP, allowance.max_rows ?? 0));
  const count = allowance.max_rows === null ? total : Math.min(total, allowance.max_rows);
  const left = [allowance.per_day?.remaining, allowance.per_month?.remaining].filter(
    (value): value is number => value !== undefined,
  );
  const remainingExports = left.length > 0 ? Math.min(...left) : null;
  let reason: string | null = null;
  if (!allowance.allowed) reason = PostSearchMessage.exportNoPermission;
  else if (remainingExports === 0) reason = PostSearchMessage.exportUsedUp;
  else if (count === 0) reason = PostSearchMessage.exportEmpty;
  return {
    count,
    total,
    max_rows: allowance.max_rows,
    remaining_exports: allowance.allowed ? remainingExports : 0,
    allowed: reason === null,
    reason,
  };
}

/** getBlogExportRecode: the member's exports of this area (search, selection and boards), newest first. */
export function exportRecords(ctx: AppContext, user: Member, page: number): Promise<Paged<ExportRecordItem>> {
  return exportRecordsOf(ctx, user, page, { feature: EXPORT_FEATURE, perPage: POST_EXPORT_RECORDS_PER_PAGE });
}
