import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  blank,
  choice,
  type FormScalar,
  flag,
  id,
  isCalendarDate,
  noFields,
  optionalId,
  optionalNumberChoice,
  page,
  requiredText,
} from './fields.js';
import { type KolResult, kolResultSchema, optionalUid } from './kol.api.js';
import { SORT_ORDERS } from './kol-search.js';
import {
  STOPE_KEYWORD_MAX,
  STOPE_MAX_DAYS,
  STOPE_SORTS,
  STOPE_STATUSES,
  StopeMessage,
  stopeRangeDays,
} from './kol-stope.js';
import { exportCheckSchema, type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import { sentimentCountsSchema, sentimentSchema } from './sentiment.api.js';

/*
 * Back-collection (/stope, /stopeHistory, /stopeResult): POST /api/kol/stope_*, the count checks
 * and the two exports of a task (docs/kol-stope.md).
 */

/** A required China date: `请选择{label}` when absent, `{label}格式不正确…` when not a real YYYY-MM-DD. */
function requiredDate(label: string) {
  const invalid = `${label}格式不正确，应为YYYY-MM-DD`;
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z
      .string({ error: (issue) => (issue.input === undefined ? `请选择${label}` : invalid) })
      .refine(isCalendarDate, invalid),
  );
}

const taskId = id(StopeMessage.taskId);

/** POST /api/kol/stope_submit: a stored blogger (kol_id or uid) and a date range (China dates). */
export const stopeSubmitSchema = z
  .object({
    kol_id: optionalId(StopeMessage.kolId),
    uid: optionalUid(StopeMessage.uid),
    start_date: requiredDate('开始日期'),
    end_date: requiredDate('结束日期'),
  })
  .superRefine((body, issues) => {
    if (body.kol_id === undefined && body.uid === undefined) {
      issues.addIssue({ code: 'custom', path: ['kol_id'], message: StopeMessage.noBlogger });
    }
    const days = stopeRangeDays(body.start_date, body.end_date);
    if (days < 1) issues.addIssue({ code: 'custom', path: ['end_date'], message: StopeMessage.endBeforeStart });
    else if (days > STOPE_MAX_DAYS)
      issues.addIssue({ code: 'custom', path: ['end_date'], message: StopeMessage.tooLong });
  });
export type StopeSubmitInput = z.output<typeof stopeSubmitSchema>;

/** POST /api/kol/stope_account_search {keyword}: stored bloggers by name or uid. */
export const stopeAccountSearchSchema = z.object({
  keyword: requiredText('博主昵称或uid', STOPE_KEYWORD_MAX, StopeMessage.keyword),
});

/** One task: status, result, ad analysis, delete, the count checks and the exports. */
export const stopeIdSchema = z.object({ id: taskId });

/** POST /api/kol/stope_history {page, status?}. */
export const stopeHistorySchema = z.object({
  page,
  status: optionalNumberChoice(STOPE_STATUSES, StopeMessage.status),
});
export type StopeHistoryInput = z.output<typeof stopeHistorySchema>;

/** POST /api/kol/stope_result: one page of a task's posts, sorted, optionally only sponsored ones. */
export const stopeResultSchema = z.object({
  id: taskId,
  page,
  sort: choice(STOPE_SORTS, StopeMessage.sort, 'created_at'),
  order: choice(SORT_ORDERS, StopeMessage.order, 'desc'),
  sponsored_only: flag(StopeMessage.sponsoredOnly),
});
export type StopeResultInput = z.output<typeof stopeResultSchema>;

/** What an export job reads again: the task, by its id (still the owner's, still done). */
export const stopeExportParamsSchema = z.object({ task_id: taskId });
export type StopeExportParams = z.output<typeof stopeExportParamsSchema>;

const stopeStatusValue = z.literal(STOPE_STATUSES);

/** A stored blogger a task can be submitted for. */
export type StopeAccount = KolResult;

/** What stope_auth answers: the member's back_collection allowance. */
export type StopeAllowance = FeatureAllowanceAnswer;

/** One task as the history and the result header show it. */
export const stopeTaskSchema = z.strictObject({
  id: z.number().int(),
  kol_id: z.number().int(),
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  start_date: chinaDate,
  end_date: chinaDate,
  status: stopeStatusValue,
  status_text: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Posts kept (at most max_rows). */
  posts: z.number().int(),
  /** Posts the source had in the range (more than `posts` when capped). */
  posts_found: z.number().int(),
  originals: z.number().int(),
  sponsored: z.number().int(),
  interactions: z.number().int(),
  max_rows: z.number().int(),
  capped: z.boolean(),
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
});
export type StopeTask = z.infer<typeof stopeTaskSchema>;

export const stopeSubmittedSchema = z.strictObject({ id: z.number().int(), status: stopeStatusValue });
export type StopeSubmitted = z.infer<typeof stopeSubmittedSchema>;

export const stopeProgressSchema = stopeTaskSchema.pick({
  id: true,
  status: true,
  status_text: true,
  progress: true,
  progress_text: true,
  posts: true,
  capped: true,
  error: true,
});
export type StopeProgress = z.infer<typeof stopeProgressSchema>;

/** A collected post with every metric. */
export const stopePostSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  /** The post on weibo.com; '' for a demo post (made by the simulator, it has no page there). */
  url: z.string(),
  text: z.string(),
  created_at: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  sponsored: z.boolean(),
  markers: z.array(z.string()),
  pics: z.number().int(),
  is_original: z.boolean(),
  /** The label the member sees: theirs where they corrected it, else the model's. */
  sentiment: sentimentSchema,
});
export type StopePost = z.infer<typeof stopePostSchema>;

export const stopeDaySchema = z.strictObject({
  date: chinaDate,
  posts: z.number().int(),
  sponsored: z.number().int(),
  interactions: z.number().int(),
});
export type StopeDay = z.infer<typeof stopeDaySchema>;

export const stopeSummarySchema = z.strictObject({
  posts: z.number().int(),
  originals: z.number().int(),
  sponsored: z.number().int(),
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  avg_reposts: z.number(),
  avg_comments: z.number(),
  avg_likes: z.number(),
  avg_interactions: z.number(),
  /** Every post of the task by the label the member sees (their corrections applied). */
  sentiment: sentimentCountsSchema,
  /** Every China day of the range, days without posts included. */
  daily: z.array(stopeDaySchema),
});
export type StopeSummary = z.infer<typeof stopeSummarySchema>;

export const stopeResultPageSchema = z.strictObject({
  task: stopeTaskSchema,
  summary: stopeSummarySchema,
  list: paged(stopePostSchema),
});
export type StopeResult = z.infer<typeof stopeResultPageSchema>;

export const stopeAdPostSchema = stopePostSchema.extend({
  /** Brand names mentioned in the text (brands table). */
  brands: z.array(z.string()),
  /** interactions / organic average of the same task; null without organic posts. */
  vs_organic: z.number().nullable(),
});
export type StopeAdPost = z.infer<typeof stopeAdPostSchema>;

export const stopeBrandRowSchema = z.strictObject({
  brand_id: z.string(),
  name: z.string(),
  posts: z.number().int(),
  interactions: z.number().int(),
});
export type StopeBrandRow = z.infer<typeof stopeBrandRowSchema>;

export const stopeAdAnalysisSchema = z.strictObject({
  task: stopeTaskSchema,
  sponsored_posts: z.number().int(),
  organic_posts: z.number().int(),
  sponsored_avg_interactions: z.number(),
  organic_avg_interactions: z.number(),
  /** sponsored average / organic average − 1; null without organic posts or without sponsored ones. */
  lift: z.number().nullable(),
  brands: z.array(stopeBrandRowSchema),
  posts: z.array(stopeAdPostSchema),
});
export type StopeAdAnalysis = z.infer<typeof stopeAdAnalysisSchema>;

/** The export count check (analyseArticleExportCheckNum / adArtExportCheck). */
export const stopeExportCheckSchema = exportCheckSchema;
export type StopeExportCheck = z.infer<typeof stopeExportCheckSchema>;

export const kolStopeApi = endpoints('kol-stope', {
  '/api/kol/stope_account_search': {
    summary: '回采：按昵称或uid查找已收录博主',
    request: stopeAccountSearchSchema,
    response: z.array(kolResultSchema),
  },
  '/api/kol/stope_auth': {
    summary: '回采：会员是否可用及本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/kol/stope_submit': {
    summary: `提交回采任务（博主 + 日期范围，最长${STOPE_MAX_DAYS}天）`,
    request: stopeSubmitSchema,
    response: stopeSubmittedSchema,
  },
  '/api/kol/stope_history': {
    summary: '回采记录（每页10条，可按状态筛选）',
    request: stopeHistorySchema,
    response: paged(stopeTaskSchema),
  },
  '/api/kol/stope_status': {
    summary: '回采任务状态与进度',
    request: stopeIdSchema,
    response: stopeProgressSchema,
  },
  '/api/kol/stope_result': {
    summary: '回采结果：汇总、每日趋势与博文列表',
    request: stopeResultSchema,
    response: stopeResultPageSchema,
  },
  '/api/kol/stope_ad_analysis': {
    summary: '商业博文分析：商业博文、提及品牌与自然博文互动对比',
    request: stopeIdSchema,
    response: stopeAdAnalysisSchema,
  },
  '/api/kol/stope_delete': {
    summary: '删除回采任务',
    request: stopeIdSchema,
    response: noData,
  },
  '/api/kol/analyseArticleExportCheckNum': {
    summary: '回采博文导出前的条数与次数检查',
    request: stopeIdSchema,
    response: stopeExportCheckSchema,
  },
  '/api/kol/analyseArticleExport': {
    summary: '导出回采博文（.xlsx）',
    request: stopeIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/kol/adArtExportCheck': {
    summary: '商业博文导出前的条数与次数检查',
    request: stopeIdSchema,
    response: stopeExportCheckSchema,
  },
  '/api/kol/adArtExport': {
    summary: '导出商业博文分析（.xlsx）',
    request: stopeIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
