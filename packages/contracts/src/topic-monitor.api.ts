import { z } from 'zod';
import { chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { id, noFields, numberChoice, page } from './fields.js';
import { verifyBadgeSchema } from './kol.api.js';
import { featureAllowanceSchema } from './membership.api.js';
import { sentimentCountsSchema } from './sentiment.api.js';
import { TOPIC_MON_DURATIONS, TOPIC_MON_INTERVALS, TopicMonMessage } from './topic-monitor.js';
import { topicName } from './topic-name.js';

/* Topic monitoring: POST /api/topic/* and the export of the interval table (docs/topic-monitor.md). */

const taskId = id(TopicMonMessage.taskId);

export const topicCheckSchema = z.object({ topic: topicName() });
export type TopicCheckInput = z.output<typeof topicCheckSchema>;

export const topicSubmitSchema = z.object({
  topic: topicName(),
  duration: numberChoice(TOPIC_MON_DURATIONS, TopicMonMessage.duration, 24),
  interval: numberChoice(TOPIC_MON_INTERVALS, TopicMonMessage.interval, 30),
});
export type TopicSubmitInput = z.output<typeof topicSubmitSchema>;

export const topicHistorySchema = z.object({ page });
export const topicDeleteSchema = z.object({ topic_mon_id: taskId });
/** One report call: the task (the /topicDetail?id). */
export const topicReportSchema = z.object({ id: taskId });
export type TopicReportInput = z.output<typeof topicReportSchema>;

/** What the export job reads again. */
export const topicExportParamsSchema = z.object({ task_id: taskId });
export type TopicExportParams = z.output<typeof topicExportParamsSchema>;

const hostSchema = z.strictObject({
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  fans: z.number(),
});

/** A topic as checkTopic and the report's header show it. */
export const topicCardSchema = z.strictObject({
  name: z.string(),
  /** The topic's host (主持人); null when it has none or the account is unknown. */
  host: hostSchema.nullable(),
  category: z.string(),
  read: z.number(),
  discussion: z.number(),
  /** Made by the simulator (the page says it is demo data). */
  is_demo: z.boolean(),
});
export type TopicCard = z.infer<typeof topicCardSchema>;

export const topicCheckAnswerSchema = topicCardSchema.extend({
  /** This member already has a waiting or running task of this topic. */
  monitoring: z.boolean(),
});
export type TopicCheck = z.infer<typeof topicCheckAnswerSchema>;

const optionSchema = z.strictObject({ value: z.number().int(), label: z.string(), allowed: z.boolean() });
export const topicAvailableSchema = z.strictObject({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  level: z.number().int(),
  level_name: z.string(),
  remaining: z.number().int().nullable(),
  durations: z.array(optionSchema),
  intervals: z.array(optionSchema),
});
export type TopicAvailable = z.infer<typeof topicAvailableSchema>;

export const topicSubmittedSchema = z.strictObject({ topic_mon_id: z.number().int(), status: z.number().int() });

export const topicMiniPointSchema = z.strictObject({
  date: z.string(),
  read: z.number(),
  discussion: z.number(),
});
export const topicHistoryItemSchema = z.strictObject({
  topic_mon_id: z.number().int(),
  topic: z.string(),
  create_time: chinaTime,
  duration: z.number().int(),
  interval: z.number().int(),
  status: z.number().int(),
  status_text: z.string(),
  /** Why it failed (null otherwise). */
  error: z.string().nullable(),
  /** 1 when the task has polled data to show. */
  is_data: z.number().int(),
  is_demo: z.boolean(),
  trend_data: z.array(topicMiniPointSchema),
});
export type TopicHistoryItem = z.infer<typeof topicHistoryItemSchema>;

export const topicTaskSchema = z.strictObject({
  topic_mon_id: z.number().int(),
  topic: z.string(),
  status: z.number().int(),
  status_text: z.string(),
  duration: z.number().int(),
  interval: z.number().int(),
  create_time: chinaTime,
  monitor_start: chinaTime.nullable(),
  monitor_end: chinaTime.nullable(),
  last_poll: chinaTime.nullable(),
  /** When the report refetches while the task runs (the interval), null once it stopped. */
  refresh_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TopicTask = z.infer<typeof topicTaskSchema>;

const figuresSchema = z.strictObject({
  read: z.number(),
  discussion: z.number(),
  posts: z.number().int(),
  originals: z.number().int(),
});

/** One interval: the figures at its last poll and what it added. */
export const topicPointSchema = z.strictObject({
  time: chinaTime,
  read: z.number(),
  discussion: z.number(),
  posts: z.number().int(),
  originals: z.number().int(),
  new_read: z.number(),
  new_discussion: z.number(),
  new_posts: z.number().int(),
  new_originals: z.number().int(),
});
export type TopicPoint = z.infer<typeof topicPointSchema>;

const wordSchema = z.strictObject({ word: z.string(), count: z.number().int() });

export const topicReportContentSchema = z.strictObject({
  task: topicTaskSchema,
  topic: topicCardSchema,
  current: figuresSchema,
  /** Gained since monitoring started. */
  growth: figuresSchema,
  /** The interval with the most new discussions (null while none gained any). */
  peak: topicPointSchema.nullable(),
  /** Distinct bloggers of the stored topic posts. */
  bloggers: z.number().int(),
  posts: z.strictObject({
    /** Posts the words and sentiment read (the newest TOPIC_MON_SAMPLE). */
    sample_size: z.number().int(),
    sentiment: sentimentCountsSchema,
    top_words: z.array(wordSchema),
  }),
});
export type TopicReportContent = z.infer<typeof topicReportContentSchema>;

export const topicTrendSchema = z.strictObject({
  interval: z.number().int(),
  points: z.array(topicPointSchema),
});
export type TopicTrend = z.infer<typeof topicTrendSchema>;

const topPostSchema = z.strictObject({
  mid: z.string(),
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  text: z.string(),
  posts_time: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  is_original: z.boolean(),
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
});
const topBloggerSchema = z.strictObject({
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  fans: z.number(),
  posts: z.number().int(),
  interactions: z.number().int(),
});
export const topicTopPostsSchema = z.strictObject({
  posts: z.array(topPostSchema),
  bloggers: z.array(topBloggerSchema),
});
export type TopicTopPosts = z.infer<typeof topicTopPostsSchema>;

const keyCountSchema = z.strictObject({ key: z.string(), label: z.string(), count: z.number().int() });
const accountSchema = z.strictObject({
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  followers: z.number(),
  verify: verifyBadgeSchema,
  posts: z.number().int(),
});
export const topicParticipantsSchema = z.strictObject({
  /** Distinct accounts that posted with the hashtag. */
  participants: z.number().int(),
  /** Accounts with a known profile: the base of every split. */
  profiled: z.number().int(),
  gender: z.array(keyCountSchema),
  regions: z.array(keyCountSchema),
  verification: z.array(keyCountSchema),
  follower_bands: z.array(keyCountSchema),
  suspects: z.strictObject({
    count: z.number().int(),
    share: z.number(),
    signals: z.array(keyCountSchema),
    sample: z.array(accountSchema.extend({ signals: z.array(z.string()) })),
  }),
});
export type TopicParticipants = z.infer<typeof topicParticipantsSchema>;

export const topicMonitorApi = endpoints('topic-monitor', {
  '/api/topic/checkTopic': {
    summary: '话题监测：查找话题并显示话题卡片',
    request: topicCheckSchema,
    response: topicCheckAnswerSchema,
  },
  '/api/topic/remainingTimes': {
    summary: '话题监测：本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/topic/available': {
    summary: '话题监测：能否提交及本等级可选的监测时长与频率',
    request: noFields,
    response: topicAvailableSchema,
  },
  '/api/topic/submit': {
    summary: '提交话题监测任务',
    request: topicSubmitSchema,
    response: topicSubmittedSchema,
  },
  '/api/topic/history': {
    summary: '话题监测记录（每页18条）',
    request: topicHistorySchema,
    response: paged(topicHistoryItemSchema),
  },
  '/api/topic/deleteTask': {
    summary: '删除话题监测任务',
    request: topicDeleteSchema,
    response: noData,
  },
  '/api/topic/reportContent': {
    summary: '话题监测报告：话题、当前数据、增长、峰值与博文分析',
    request: topicReportSchema,
    response: topicReportContentSchema,
  },
  '/api/topic/getTrend': {
    summary: '话题监测报告：阅读、讨论、原创博文趋势（每个监测间隔一个点）',
    request: topicReportSchema,
    response: topicTrendSchema,
  },
  '/api/topic/topPosts': {
    summary: '话题监测报告：热门博文与活跃博主',
    request: topicReportSchema,
    response: topicTopPostsSchema,
  },
  '/api/topic/participant': {
    summary: '话题监测报告：参与博主画像与疑似水军',
    request: topicReportSchema,
    response: topicParticipantsSchema,
  },
  '/api/topic/exportTrendList': {
    summary: '导出话题监测明细（.xlsx）',
    request: topicReportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
