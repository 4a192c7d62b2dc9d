import { z } from 'zod';
import { chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { choice, id, noFields, optionalNumberChoice, page, requiredText } from './fields.js';
import { verifyBadgeSchema } from './kol.api.js';
import { exportCheckSchema, type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import { PROPAGATION_MODES, PROPAGATION_STATUSES, PROPAGATION_URL_MAX, PropagationMessage } from './propagation.js';

/*
 * Propagation analysis: POST /api/crawling/* (docs/propagation.md), and the spread of a post
 * (`spreadSchema`) that the propagation report and the post monitor's `diffuse` both answer.
 */

const int = z.number().int();

/** The original post a spread hangs from; `stored` false when only its reposts are known (a file import). */
export const spreadRootSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  text: z.string(),
  created_at: chinaTime.nullable(),
  /** The post on weibo.com; '' for a demo post or an unknown one. */
  url: z.string(),
  /** The repost count the post itself shows (Weibo's figure; may exceed the reposts readable). */
  reposts: int,
  comments: int,
  likes: int,
  followers: int,
  stored: z.boolean(),
});
export type SpreadRoot = z.infer<typeof spreadRootSchema>;

export const spreadSummarySchema = z.strictObject({
  /** Reposts connected to the root (the tree's nodes, root excluded). */
  nodes: int,
  /** Distinct accounts that reposted. */
  reposters: int,
  depth: int,
  max_breadth: int,
  /** The level holding max_breadth (1 = direct reposts). */
  max_breadth_level: int,
  /** Root author's followers + each reposter's followers, once per account; audiences are not de-duplicated. */
  coverage: int,
  kol_count: int,
  /** Reposts whose parent is not among the reposts read. */
  orphans: int,
  /** Reposts not connected to the root: orphans, everything under them, cycles. */
  detached: int,
  duplicates: int,
  /** Reposts read (after the cap); `capped` when the post had more. */
  read: int,
  capped: z.boolean(),
  first_repost: chinaTime.nullable(),
  last_repost: chinaTime.nullable(),
  bucket_minutes: int,
});
export type SpreadSummary = z.infer<typeof spreadSummarySchema>;

export const spreadLevelSchema = z.strictObject({ level: int, count: int, share: z.number() });
export type SpreadLevel = z.infer<typeof spreadLevelSchema>;

/** One step of a key spreader's path: from the first repost under the root down to the spreader. */
export const spreadPathStepSchema = z.strictObject({ mid: z.string(), uid: z.string(), name: z.string() });

export const keySpreaderSchema = z.strictObject({
  mid: z.string(),
  uid: z.string(),
  name: z.string(),
  verify: verifyBadgeSchema,
  level: int,
  direct_reposts: int,
  descendants: int,
  followers: int,
  /** When the spreader reposted: the curve marks it. */
  time: chinaTime,
  path: z.array(spreadPathStepSchema),
});
export type KeySpreader = z.infer<typeof keySpreaderSchema>;

export const spreadKolSchema = z.strictObject({
  uid: z.string(),
  name: z.string(),
  verify: verifyBadgeSchema,
  followers: int,
  mid: z.string(),
  level: int,
  time: chinaTime,
  descendants: int,
});
export type SpreadKol = z.infer<typeof spreadKolSchema>;

/** One hour of the repost curve (hours without reposts are left out; `cumulative` counts them all). */
export const curvePointSchema = z.strictObject({ time: chinaTime, count: int, cumulative: int });
export type CurvePoint = z.infer<typeof curvePointSchema>;

export const tippingPointSchema = curvePointSchema.extend({
  /** Hours since the first bucket. */
  bucket: int,
  /** The key spreader who joined last before the peak hour ended, if any: what likely set it off. */
  trigger: spreadPathStepSchema.nullable(),
});

const nameCountSchema = z.strictObject({ name: z.string(), count: int });

export const spreadParticipantsSchema = z.strictObject({
  accounts: int,
  /** Accounts whose profile is stored: the base of every share below. */
  profiled: int,
  gender: z.strictObject({ m: int, f: int, n: int }),
  regions: z.array(nameCountSchema),
  verification: z.strictObject({ gold: int, blue: int, yellow: int, none: int }),
  /** Accounts with at least two bot signals (docs/metrics.md). */
  bots: z.strictObject({
    suspected: int,
    checked: int,
    share: z.number(),
    signals: z.array(nameCountSchema),
  }),
});
export type SpreadParticipants = z.infer<typeof spreadParticipantsSchema>;

/** One drawn repost. `parent` null: a direct repost of the root. */
export const spreadNodeSchema = z.strictObject({
  mid: z.string(),
  parent: z.string().nullable(),
  uid: z.string(),
  name: z.string(),
  level: int,
  time: chinaTime,
  followers: int,
  descendants: int,
  /** Direct reposts of this repost, drawn or not. */
  children: int,
});
export type SpreadNode = z.infer<typeof spreadNodeSchema>;

export const spreadTreeSchema = z.strictObject({
  /** Parents before children; the largest branches first. */
  nodes: z.array(spreadNodeSchema),
  /** Connected reposts in all (nodes.length when not capped). */
  total: int,
  capped: z.boolean(),
});
export type SpreadTree = z.infer<typeof spreadTreeSchema>;

/** The spread of one post as read at `read_at`: the figures of every repost, the tree capped for drawing. */
export const spreadSchema = z.strictObject({
  mid: z.string(),
  read_at: chinaTime,
  demo: z.boolean(),
  root: spreadRootSchema,
  summary: spreadSummarySchema,
  levels: z.array(spreadLevelSchema),
  key_spreaders: z.array(keySpreaderSchema),
  kols: z.array(spreadKolSchema),
  curve: z.array(curvePointSchema),
  tipping_point: tippingPointSchema.nullable(),
  participants: spreadParticipantsSchema,
  tree: spreadTreeSchema,
});
export type Spread = z.infer<typeof spreadSchema>;

const taskId = id(PropagationMessage.taskId);
const statusValue = z.literal(PROPAGATION_STATUSES);

/** A pasted link (weibo.com/UID/BID, m.weibo.cn/status/ID or /detail/ID) or a bare mid or bid. */
const postUrl = requiredText('博文链接', PROPAGATION_URL_MAX, PropagationMessage.url);

/** POST /api/crawling/checkUrl {url}: is it a readable post, and are its reposts stored already. */
export const propagationCheckUrlSchema = z.object({ url: postUrl });

/** POST /api/crawling/submit {url, mode}: `stored` analyses the reposts stored now without reading the source. */
export const propagationSubmitSchema = z.object({
  url: postUrl,
  mode: choice(PROPAGATION_MODES, PropagationMessage.mode, 'collect'),
});
export type PropagationSubmitInput = z.output<typeof propagationSubmitSchema>;

export const propagationIdSchema = z.object({ id: taskId });

export const propagationHistorySchema = z.object({
  page,
  status: optionalNumberChoice(PROPAGATION_STATUSES, PropagationMessage.status),
});
export type PropagationHistoryInput = z.output<typeof propagationHistorySchema>;

/** What an export job reads again: the task, by its id (still the owner's, still done). */
export const propagationExportParamsSchema = z.object({ task_id: taskId });
export type PropagationExportParams = z.output<typeof propagationExportParamsSchema>;

/** A post as checkUrl and the stored-posts picker show it. */
export const propagationPostSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  text: z.string(),
  created_at: chinaTime.nullable(),
  url: z.string(),
  reposts: int,
  comments: int,
  likes: int,
  /** Reposts of it stored now (collected before or imported from a file). */
  stored_reposts: int,
  /** Whether a job can read its reposts from the data source now. */
  collectable: z.boolean(),
  demo: z.boolean(),
});
export type PropagationPost = z.infer<typeof propagationPostSchema>;

export type PropagationAllowance = FeatureAllowanceAnswer;

export const propagationTaskSchema = z.strictObject({
  id: int,
  mid: z.string(),
  uid: z.string(),
  uname: z.string(),
  title: z.string(),
  mode: z.enum(PROPAGATION_MODES),
  status: statusValue,
  status_text: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Connected reposts of the finished report (0 before). */
  nodes: int,
  depth: int,
  coverage: int,
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** The moment the report's data was read (null before it is done). */
  data_time: chinaTime.nullable(),
});
export type PropagationTask = z.infer<typeof propagationTaskSchema>;

export const propagationSubmittedSchema = z.strictObject({ id: int, status: statusValue });

export const propagationResultSchema = z.strictObject({ task: propagationTaskSchema, spread: spreadSchema });
export type PropagationResult = z.infer<typeof propagationResultSchema>;

export const propagationExportCheckSchema = exportCheckSchema;
export type PropagationExportCheck = z.infer<typeof propagationExportCheckSchema>;

export const propagationApi = endpoints('propagation', {
  '/api/crawling/checkUrl': {
    summary: '传播分析：识别博文链接，返回博文卡片与已有转发数',
    request: propagationCheckUrlSchema,
    response: propagationPostSchema,
  },
  '/api/crawling/storedPosts': {
    summary: '传播分析：已有转发数据的博文（含文件导入的转发）',
    request: noFields,
    response: z.array(propagationPostSchema),
  },
  '/api/crawling/remainingTimes': {
    summary: '传播分析：会员是否可用及本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/crawling/submit': {
    summary: '提交传播分析任务',
    request: propagationSubmitSchema,
    response: propagationSubmittedSchema,
  },
  '/api/crawling/history': {
    summary: '传播分析记录（每页10条，可按状态筛选）',
    request: propagationHistorySchema,
    response: paged(propagationTaskSchema),
  },
  '/api/crawling/status': {
    summary: '传播分析任务状态与进度',
    request: propagationIdSchema,
    response: propagationTaskSchema,
  },
  '/api/crawling/result': {
    summary: '传播分析结果：传播树、层级、关键传播者、时间曲线与参与用户',
    request: propagationIdSchema,
    response: propagationResultSchema,
  },
  '/api/crawling/deleteTask': {
    summary: '删除传播分析任务',
    request: propagationIdSchema,
    response: noData,
  },
  '/api/crawling/analyseArticleExportCheckNum': {
    summary: '传播分析导出前的条数与次数检查',
    request: propagationIdSchema,
    response: propagationExportCheckSchema,
  },
  '/api/crawling/analyseArticleExport': {
    summary: '导出传播分析结果（.xlsx）',
    request: propagationIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
