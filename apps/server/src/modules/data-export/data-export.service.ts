import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import { DATASET_LABELS, DataExportMessage as Message } from '@boguan/contracts/data-export';
import type { DataExportInput } from '@boguan/contracts/data-export.api';
import type { ExportQueued } from '@boguan/contracts/exports.api';
import type { FeatureKey } from '@boguan/contracts/membership';
import type { ExportCheck, FeatureAllowanceAnswer } from '@boguan/contracts/membership.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { attachExportJob, insertExportRecord } from '../exports/exports.repository.js';
import type { Member } from '../membership/membership.service.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import { postLinkMid } from '../weibo-data/post-url.js';
import { brandExists, countExportRows, type ExportQuery } from './data-export.repository.js';

export const DATA_EXPORT_FEATURE = 'data_export' satisfies FeatureKey;
export const DATA_EXPORT_JOB = 'export.dataset';
/** The preview counts up to this many rows and says "more" past it. */
export const COUNT_CAP = 1_000_000;

/** A topic as typed, with or without its #s: the name between them. */
export function topicName(input: string): string {
  return input
    .trim()
    .replace(/^#+|#+$/g, '')
    .trim();
}

/**
 * The filters as the queries read them: the keyword cut into words for the word indexes (and kept
 * as typed for the texts without one), China days as instants, the post link as its mid, the topic
 * as its #tag#. A link that names no post, a topic of only #s or an unknown brand is refused here.
 */
export async function exportQuery(ctx: AppContext, input: DataExportInput): Promise<ExportQuery> {
  const query: ExportQuery = {
    words: input.keyword ? searchQueryTokens(input.keyword) : [],
    phrase: input.keyword || undefined,
    category: input.category || undefined,
    province: input.province || undefined,
    verify: input.verify,
    fans_min: input.fans_min,
    fans_max: input.fans_max,
    interact_min: input.interact_min,
    interact_max: input.interact_max,
  };
  if (input.start_date) query.from = chinaDayStart(input.start_date);
  if (input.end_date) query.to = chinaDayStart(addDays(input.end_date, 1));
  if (input.post) {
    const link = postLinkMid(input.post);
    if (!link.ok) throw AppError.bad(Message.postLink);
    query.mid = link.mid;
  }
  if (input.topic) {
    const name = topicName(input.topic);
    if (!name) throw AppError.bad(Message.topic);
    query.topicTag = `#${name}#`;
  }
  if (input.brand_id) {
    if (!(await brandExists(ctx.db, input.brand_id))) throw AppError.bad(Message.brand);
    query.brandId = input.brand_id;
  }
  return query;
}

/** A keyword with nothing searchable left (only punctuation) matches no post or blogger. */
function matchesNothing(input: DataExportInput, query: ExportQuery): boolean {
  const byWords = input.dataset === 'bloggers' || input.dataset === 'posts';
  return byWords && input.keyword !== undefined && input.keyword !== '' && query.words.length === 0;
}

async function matchingRows(ctx: AppContext, input: DataExportInput, cap: number): Promise<number> {
  const query = await exportQuery(ctx, input);
  if (matchesNothing(input, query)) return 0;
  return countExportRows(ctx.db, input.dataset, query, cap);
}

export function exportAllowance(ctx: AppContext, user: Member): Promise<FeatureAllowanceAnswer> {
  return ctx.membership.remaining(user, DATA_EXPORT_FEATURE);
}

/**
 * What an export of these choices would give the member now, without counting a use: the rows
 * matching, the rows the file would hold (the level's maxRows at most, said here before any job),
 * the exports left this month, and why not when it cannot run.
 */
export async function exportPreview(ctx: AppContext, user: Member, input: DataExportInput): Promise<ExportCheck> {
  const allowance = await exportAllowance(ctx, user);
  const total = await matchingRows(ctx, input, COUNT_CAP);
  const count = allowance.max_rows === null ? total : Math.min(total, allowance.max_rows);
  const remaining = allowance.per_month?.remaining ?? null;
  let reason: string | null = null;
  if (!allowance.allowed) reason = Message.noPermission;
  else if (remaining === 0) reason = Message.usedUp;
  else if (total === 0) reason = Message.nothing;
  return {
    count,
    total,
    max_rows: allowance.max_rows,
    remaining_exports: allowance.allowed ? remaining : 0,
    allowed: reason === null,
    reason,
  };
}

function exportTitle(input: DataExportInput): string {
  const parts = [`数据导出·${DATASET_LABELS[input.dataset]}`];
  const subject = input.keyword || input.topic || input.post || input.category;
  if (subject) parts.push(subject.length > 20 ? `${subject.slice(0, 20)}…` : subject);
  if (input.start_date || input.end_date) parts.push(`${input.start_date ?? '最早'} 至 ${input.end_date ?? '最新'}`);
  return parts.join('·');
}

/**
 * Counts one use of data_export (1001 / 1002 before any work), then records a running export and
 * its job in one transaction; the job writes the file (data-export.jobs.ts). Nothing matching is
 * refused before a use is counted; the rows are capped at the level's maxRows, as the preview said.
 */
export async function submitExport(ctx: AppContext, user: Member, input: DataExportInput): Promise<ExportQueued> {
  const rule = ctx.membership.authorize(user, DATA_EXPORT_FEATURE);
  const rows = await matchingRows(ctx, input, rule.maxRows ?? COUNT_CAP);
  if (rows === 0) throw AppError.bad(Message.nothing);
  await ctx.membership.consume(user, DATA_EXPORT_FEATURE);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await insertExportRecord(trx, {
        userId: user.id,
        feature: DATA_EXPORT_FEATURE,
        title: exportTitle(input),
        fileName: `${DATASET_LABELS[input.dataset]}_${chinaDate(now)}.${input.format}`,
        rowCount: rows,
        status: 'running',
        format: input.format,
        now,
      });
      const payload = { record_id: id, input, max_rows: rows, user_id: user.id };
      const jobId = await ctx.jobs.enqueue(
        DATA_EXPORT_JOB,
        payload,
        { runAt: now, ownerUserId: user.id, maxAttempts: 2 },
        trx,
      );
      if (jobId === null) throw new Error('data export job not enqueued');
      await attachExportJob(trx, id, jobId);
      return { export_id: id, status: 'running' as const };
    });
  } catch (error) {
    await ctx.membership.release(user, DATA_EXPORT_FEATURE);
    throw error;
  }
}
