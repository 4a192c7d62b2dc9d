/**
 * Back-collection (回采): a member picks a stored blogger and a China date range, a job collects
 * every post of that blogger in the range, and the result pages, exports and the ad-post analysis
 * read the posts linked to the task. See docs/kol-stope.md.
 */
import { z } from 'zod';
import { DAY_MS } from './china-time.js';
import { formPage } from './profile.js';

/** The longest range one task may cover, in China days (start and end included). */
export const STOPE_MAX_DAYS = 90;
export const STOPE_RESULT_PER_PAGE = 20;
export const STOPE_HISTORY_PER_PAGE = 10;
export const STOPE_SEARCH_LIMIT = 10;

export const StopeStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type StopeStatus = (typeof StopeStatus)[keyof typeof StopeStatus];
export const STOPE_STATUS_LABELS: Record<StopeStatus, string> = {
  0: '待开始',
  1: '采集中',
  2: '已完成',
  3: '失败',
};

export const STOPE_TASK_NOT_FOUND = '任务不存在';
export const STOPE_NOT_DONE = '回采任务尚未完成，请稍后查看';
export const STOPE_FAILED = '回采任务失败，请重新提交';
export const STOPE_SUBMITTED = '回采任务已提交';
export const STOPE_NO_SOURCE = '当前未配置数据源，无法回采博文';
export const STOPE_USER_GONE = '博主账号不存在或已注销，无法回采';
export const STOPE_EXPORT_NO_PERMISSION = '当前会员等级暂不支持导出，请升级会员';
export const STOPE_EXPORT_USED_UP = '本月导出次数已用完，请升级会员';
export const STOPE_EXPORT_EMPTY = '暂无可导出的数据';
export const STOPE_INTERRUPTED = '回采过程中出现错误，请重新提交';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (2026-02-30 is refused). */
function isCalendarDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const chinaDateField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine(isCalendarDate, `${label}格式不正确，应为YYYY-MM-DD`);

/** Days from start to end, both included (1 for the same day). */
export function stopeRangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message).optional(),
  );

const optionalUid = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  z
    .string({ error: '博主uid不正确' })
    .trim()
    .regex(/^\d{1,20}$/, '博主uid不正确')
    .optional(),
);

/** POST /api/kol/stope_submit: a stored blogger (kol_id or uid) and a date range (China dates). */
export const stopeSubmitSchema = z
  .object({
    kol_id: optionalId('博主kol_id不正确'),
    uid: optionalUid,
    start_date: chinaDateField('开始日期'),
    end_date: chinaDateField('结束日期'),
  })
  .superRefine((body, issues) => {
    if (body.kol_id === undefined && body.uid === undefined) {
      issues.addIssue({ code: 'custom', path: ['kol_id'], message: '请选择要回采的博主' });
    }
    if (!isCalendarDate(body.start_date) || !isCalendarDate(body.end_date)) return;
    const days = stopeRangeDays(body.start_date, body.end_date);
    if (days < 1) issues.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    else if (days > STOPE_MAX_DAYS) {
      issues.addIssue({ code: 'custom', path: ['end_date'], message: `回采时间范围不能超过${STOPE_MAX_DAYS}天` });
    }
  });
export type StopeSubmitInput = z.infer<typeof stopeSubmitSchema>;

/** POST /api/kol/stope_account_search {keyword}: stored bloggers by name or uid. */
export const stopeAccountSearchSchema = z.object({
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: '请输入博主昵称或uid' }).min(1, '请输入博主昵称或uid').max(50, '博主昵称或uid不能超过50个字符'),
  ),
});

/** POST /api/kol/stope_auth: no fields. */
export const stopeAuthSchema = z.object({});

export const stopeIdSchema = z.object({
  id: z.coerce
    .number({ error: '任务id不正确' })
    .int('任务id不正确')
    .min(1, '任务id不正确')
    .max(Number.MAX_SAFE_INTEGER, '任务id不正确'),
});

export const stopeHistorySchema = z.object({
  page: formPage,
  status: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: '任务状态不正确' })
      .int('任务状态不正确')
      .min(0, '任务状态不正确')
      .max(3, '任务状态不正确')
      .optional(),
  ),
});

export const STOPE_SORTS = ['created_at', 'interactions', 'reposts', 'comments', 'likes'] as const;
export type StopeSort = (typeof STOPE_SORTS)[number];
export const STOPE_SORT_LABELS: Record<StopeSort, string> = {
  created_at: '发布时间',
  interactions: '互动量',
  reposts: '转发数',
  comments: '评论数',
  likes: '点赞数',
};

const flag = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : String(value)),
  z.enum(['0', '1', 'true', 'false'], { error: '仅看商业博文参数不正确' }).optional(),
);

export const stopeResultSchema = z.object({
  id: stopeIdSchema.shape.id,
  page: formPage,
  sort: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(STOPE_SORTS, { error: '排序字段不正确' }).optional(),
  ),
  order: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['desc', 'asc'], { error: '排序方向不正确' }).optional(),
  ),
  sponsored_only: flag,
});
export type StopeResultInput = z.infer<typeof stopeResultSchema>;

export interface StopeAccount {
  kol_id: number;
  uid: string;
  uname: string;
  avatar: string;
  verify: 'gold' | 'blue' | 'yellow' | 'none';
  category: string[];
  fans: number;
}

/** One task as the history and the result header show it. */
export interface StopeTask {
  id: number;
  kol_id: number;
  uid: string;
  uname: string;
  avatar: string;
  start_date: string;
  end_date: string;
  status: StopeStatus;
  status_text: string;
  /** 0..1. */
  progress: number;
  progress_text: string;
  /** Posts kept (at most max_rows). */
  posts: number;
  /** Posts the source had in the range (more than `posts` when capped). */
  posts_found: number;
  originals: number;
  sponsored: number;
  interactions: number;
  max_rows: number;
  capped: boolean;
  error: string | null;
  create_time: string;
  finish_time: string | null;
}

export interface StopeSubmitted {
  id: number;
  status: StopeStatus;
}

export interface StopeProgress {
  id: number;
  status: StopeStatus;
  status_text: string;
  progress: number;
  progress_text: string;
  posts: number;
  capped: boolean;
  error: string | null;
}

/** A collected post with every metric. */
export interface StopePost {
  mid: string;
  bid: string;
  uid: string;
  url: string;
  text: string;
  created_at: string;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  sponsored: boolean;
  markers: string[];
  pics: number;
  is_original: boolean;
}

export interface StopeDay {
  date: string;
  posts: number;
  sponsored: number;
  interactions: number;
}

export interface StopeSummary {
  posts: number;
  originals: number;
  sponsored: number;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  avg_reposts: number;
  avg_comments: number;
  avg_likes: number;
  avg_interactions: number;
  /** Every China day of the range, days without posts included. */
  daily: StopeDay[];
}

export interface StopeResult {
  task: StopeTask;
  summary: StopeSummary;
  list: { data: StopePost[]; page: number; per_page: number; total: number };
}

export interface StopeAdPost extends StopePost {
  /** Brand names mentioned in the text (brands table). */
  brands: string[];
  /** interactions / organic average of the same task; null without organic posts. */
  vs_organic: number | null;
}

export interface StopeBrandRow {
  brand_id: string;
  name: string;
  posts: number;
  interactions: number;
}

export interface StopeAdAnalysis {
  task: StopeTask;
  sponsored_posts: number;
  organic_posts: number;
  sponsored_avg_interactions: number;
  organic_avg_interactions: number;
  /** sponsored average / organic average − 1; null without organic posts or without sponsored ones. */
  lift: number | null;
  brands: StopeBrandRow[];
  posts: StopeAdPost[];
}

/** The export count check (analyseArticleExportCheckNum / adArtExportCheck). */
export interface StopeExportCheck {
  /** Rows the export would hold (already capped by max_rows). */
  count: number;
  /** Rows of the task before the member's cap. */
  total: number;
  max_rows: number | null;
  /** Exports left this month (null: no monthly limit). */
  remaining_exports: number | null;
  allowed: boolean;
  /** Why not, in Chinese (null when allowed). */
  reason: string | null;
}
