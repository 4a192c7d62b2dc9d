import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { blank, type FormScalar, id, isCalendarDate, noFields, optionalNumberChoice, page } from './fields.js';
import { BLOGGER_TIER_KEYS } from './final-report.js';
import { verifyBadgeSchema } from './kol.api.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import {
  TOPIC_ANALYSIS_MAX_DAYS,
  TOPIC_ANALYSIS_STATUSES,
  TOPIC_BUCKETS,
  TopicAnalysisMessage,
  topicRangeDays,
} from './topic-analysis.js';
import { topicName } from './topic-name.js';

/*
 * Topic analysis: POST /api/topic_analysis/* (docs/topic-analysis.md).
 */

const int = z.number().int();

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

const taskId = id(TopicAnalysisMessage.taskId);
const statusValue = z.literal(TOPIC_ANALYSIS_STATUSES);

/** POST /api/topic_analysis/check {topic}: the topic's card, or why it cannot be analysed. */
export const topicAnalysisCheckSchema = z.object({ topic: topicName() });

/**
 * POST /api/topic_analysis/submit {topic, start_date, end_date}: China dates, start ≤ end, at most
 * TOPIC_ANALYSIS_MAX_DAYS days (a range past a year has its own message). Today and the source's
 * reach are checked by the server, which owns the clock.
 */
export const topicAnalysisSubmitSchema = z
  .object({
    topic: topicName(),
    start_date: requiredDate('开始日期'),
    end_date: requiredDate('结束日期'),
  })
  .superRefine((body, issues) => {
    const days = topicRangeDays(body.start_date, body.end_date);
    const message =
      days < 1
        ? TopicAnalysisMessage.endBeforeStart
        : days > 366
          ? TopicAnalysisMessage.overYear
          : days > TOPIC_ANALYSIS_MAX_DAYS
            ? TopicAnalysisMessage.tooLong
            : null;
    if (message) issues.addIssue({ code: 'custom', path: ['end_date'], message });
  });
export type TopicAnalysisSubmitInput = z.output<typeof topicAnalysisSubmitSchema>;

export const topicAnalysisIdSchema = z.object({ id: taskId });

export const topicAnalysisHistorySchema = z.object({
  page,
  status: optionalNumberChoice(TOPIC_ANALYSIS_STATUSES, TopicAnalysisMessage.status),
});
export type TopicAnalysisHistoryInput = z.output<typeof topicAnalysisHistorySchema>;

/** What an export job reads again: the task, by its id (still the owner's, still done). */
export const topicAnalysisExportParamsSchema = z.object({ task_id: taskId });
export type TopicAnalysisExportParams = z.output<typeof topicAnalysisExportParamsSchema>;

/** A topic as check shows it before submitting. */
export const topicCardSchema = z.strictObject({
  name: z.string(),
  read_count: int,
  discuss_count: int,
  category: z.string(),
  host_uid: z.string().nullable(),
  host_name: z.string(),
  /** Posts with its hashtag stored now (any date). */
  stored_posts: int,
  /** The first China date the source can give posts of (the demo world's first day), or null. */
  earliest_date: chinaDate.nullable(),
  demo: z.boolean(),
});
export type TopicCard = z.infer<typeof topicCardSchema>;

export type TopicAnalysisAllowance = FeatureAllowanceAnswer;

export const topicAnalysisTaskSchema = z.strictObject({
  id: int,
  topic: z.string(),
  start_date: chinaDate,
  end_date: chinaDate,
  status: statusValue,
  status_text: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Posts of the finished report (0 before). */
  posts: int,
  spikes: int,
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** The moment the report's data was read (null before it is done). */
  data_time: chinaTime.nullable(),
});
export type TopicAnalysisTask = z.infer<typeof topicAnalysisTaskSchema>;

export const topicAnalysisSubmittedSchema = z.strictObject({ id: int, status: statusValue });

/** A post of the topic as the report lists it. */
export const topicKeyPostSchema = z.strictObject({
  mid: z.string(),
  uid: z.string(),
  name: z.string(),
  text: z.string(),
  created_at: chinaTime,
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
  reposts: int,
  comments: int,
  likes: int,
  interactions: int,
});
export type TopicKeyPost = z.infer<typeof topicKeyPostSchema>;

/** One bucket of the volume curve; `mean` / `threshold` null for the first `window` buckets. */
export const topicCurvePointSchema = z.strictObject({
  time: chinaTime,
  count: int,
  interactions: int,
  mean: z.number().nullable(),
  threshold: z.number().nullable(),
  spike: z.boolean(),
});
export type TopicCurvePoint = z.infer<typeof topicCurvePointSchema>;

export const topicSpikeSchema = z.strictObject({
  time: chinaTime,
  count: int,
  mean: z.number(),
  sd: z.number(),
  threshold: z.number(),
  posts: z.array(topicKeyPostSchema),
});
export type TopicSpike = z.infer<typeof topicSpikeSchema>;

export const topicLeaderSchema = z.strictObject({
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  tier: z.enum(BLOGGER_TIER_KEYS),
  /** The blogger's followers: the reach of each of their posts. */
  followers: int,
  posts: int,
  interactions: int,
  /** Share of the topic's interactions, 0..1. */
  share: z.number(),
});
export type TopicLeader = z.infer<typeof topicLeaderSchema>;

export const topicSentimentPointSchema = z.strictObject({
  time: chinaTime,
  positive: int,
  neutral: int,
  negative: int,
  total: int,
});
export type TopicSentimentPoint = z.infer<typeof topicSentimentPointSchema>;

export const topicTierSchema = z.strictObject({
  tier: z.enum(BLOGGER_TIER_KEYS),
  label: z.string(),
  band: z.string(),
  bloggers: int,
  posts: int,
  interactions: int,
  /** posts ÷ all posts, 0..1. */
  post_share: z.number(),
  /** interactions ÷ all interactions, 0..1. */
  interaction_share: z.number(),
});
export type TopicTier = z.infer<typeof topicTierSchema>;

/** The frozen report of one analysis. */
export const topicReportSchema = z.strictObject({
  topic: z.strictObject({
    name: z.string(),
    read_count: int,
    discuss_count: int,
    category: z.string(),
    host_uid: z.string().nullable(),
    host_name: z.string(),
  }),
  start_date: chinaDate,
  end_date: chinaDate,
  read_at: chinaTime,
  demo: z.boolean(),
  bucket: z.enum(TOPIC_BUCKETS),
  spike_rule: z.strictObject({ k: z.number(), window: int, min_count: int }),
  summary: z.strictObject({
    posts: int,
    bloggers: int,
    reposts: int,
    comments: int,
    likes: int,
    interactions: int,
    /** True when the range had more posts than were read (the newest are kept). */
    capped: z.boolean(),
    sentiment: z.strictObject({ positive: int, neutral: int, negative: int, total: int }),
  }),
  curve: z.array(topicCurvePointSchema),
  spikes: z.array(topicSpikeSchema),
  leaders: z.array(topicLeaderSchema),
  sentiment: z.array(topicSentimentPointSchema),
  words: z.array(z.strictObject({ word: z.string(), count: int })),
  tiers: z.array(topicTierSchema),
});
export type TopicReport = z.infer<typeof topicReportSchema>;

export const topicAnalysisResultSchema = z.strictObject({ task: topicAnalysisTaskSchema, report: topicReportSchema });
export type TopicAnalysisResult = z.infer<typeof topicAnalysisResultSchema>;

export const topicAnalysisApi = endpoints('topic-analysis', {
  '/api/topic_analysis/check': {
    summary: '话题分析：识别话题，返回话题卡片与已收录博文数',
    request: topicAnalysisCheckSchema,
    response: topicCardSchema,
  },
  '/api/topic_analysis/remainingTimes': {
    summary: '话题分析：会员是否可用及本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/topic_analysis/submit': {
    summary: `提交话题分析任务（话题 + 日期范围，最长${TOPIC_ANALYSIS_MAX_DAYS}天）`,
    request: topicAnalysisSubmitSchema,
    response: topicAnalysisSubmittedSchema,
  },
  '/api/topic_analysis/history': {
    summary: '话题分析记录（每页10条，可按状态筛选）',
    request: topicAnalysisHistorySchema,
    response: paged(topicAnalysisTaskSchema),
  },
  '/api/topic_analysis/status': {
    summary: '话题分析任务状态与进度',
    request: topicAnalysisIdSchema,
    response: topicAnalysisTaskSchema,
  },
  '/api/topic_analysis/result': {
    summary: '话题分析结果：声量曲线与峰值、关键博文、意见领袖、情感走势、词云与博主层级',
    request: topicAnalysisIdSchema,
    response: topicAnalysisResultSchema,
  },
  '/api/topic_analysis/deleteTask': {
    summary: '删除话题分析任务',
    request: topicAnalysisIdSchema,
    response: noData,
  },
  '/api/topic_analysis/export': {
    summary: '导出话题分析结果（.xlsx：声量曲线、峰值、关键博文、意见领袖）',
    request: topicAnalysisIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
