import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  blank,
  type FormScalar,
  id,
  isCalendarDate,
  noFields,
  numberChoice,
  optionalId,
  optionalText,
  page,
  requiredNumberChoice,
  requiredText,
} from './fields.js';
import { kolResultSchema, optionalUid, verifyBadgeSchema } from './kol.api.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import {
  ART_MON_DURATIONS,
  ART_MON_INTERVALS,
  ART_MON_KEYWORD_MAX,
  ART_MON_TYPES,
  ART_MON_URL_MAX,
  ART_MON_WINDOW_MAX_DAYS,
  ArtMonMessage,
  ArtMonType,
  PostLinkMessage,
} from './post-monitor.js';
import { spreadSchema } from './propagation.api.js';
import { sentimentCountsSchema } from './sentiment.api.js';

/*
 * Post monitoring: POST /api/art_mon/* (spec 7) and the export of the interval table
 * (docs/post-monitor.md).
 */

/** A China date of the blogger window, or not given (blank). */
const optionalWindowDate = (invalid: string) =>
  z.preprocess(
    (value: FormScalar) => blank(value),
    z.string({ error: invalid }).refine(isCalendarDate, invalid).optional(),
  );

const taskId = id(ArtMonMessage.taskId);
/** A post of the task (a blogger task follows several); blank means the task's first post. */
const optionalMid = z.preprocess(
  (value: FormScalar) => blank(typeof value === 'number' ? String(value) : value),
  z
    .string({ error: ArtMonMessage.mid })
    .regex(/^\d{1,20}$/, ArtMonMessage.mid)
    .optional(),
);

export const artMonUrlSchema = z.object({
  url: requiredText('博文链接', ART_MON_URL_MAX, PostLinkMessage.empty),
});

export const artMonAccountSearchSchema = z.object({
  keyword: requiredText('博主昵称或uid', ART_MON_KEYWORD_MAX, ArtMonMessage.keyword),
});

/**
 * POST /api/art_mon/submit: type 2 a post link; type 1 a stored blogger and a window of China
 * dates. Length and interval are checked against the member's level by the service.
 */
export const artMonSubmitSchema = z
  .object({
    type: requiredNumberChoice(ART_MON_TYPES, ArtMonMessage.type),
    url: optionalText('博文链接', ART_MON_URL_MAX),
    kol_id: optionalId(ArtMonMessage.kolId),
    uid: optionalUid(ArtMonMessage.uid),
    start_date: optionalWindowDate(ArtMonMessage.startDate),
    end_date: optionalWindowDate(ArtMonMessage.endDate),
    duration: numberChoice(ART_MON_DURATIONS, ArtMonMessage.duration, 24),
    interval: numberChoice(ART_MON_INTERVALS, ArtMonMessage.interval, 30),
  })
  .superRefine((body, issues) => {
    if (body.type === ArtMonType.post) {
      if (body.url === undefined) issues.addIssue({ code: 'custom', path: ['url'], message: PostLinkMessage.empty });
      return;
    }
    if (body.kol_id === undefined && body.uid === undefined)
      issues.addIssue({ code: 'custom', path: ['kol_id'], message: ArtMonMessage.noBlogger });
    if (body.start_date === undefined)
      issues.addIssue({ code: 'custom', path: ['start_date'], message: ArtMonMessage.noStart });
    if (body.end_date === undefined)
      issues.addIssue({ code: 'custom', path: ['end_date'], message: ArtMonMessage.noEnd });
    if (body.start_date === undefined || body.end_date === undefined) return;
    if (body.end_date < body.start_date)
      issues.addIssue({ code: 'custom', path: ['end_date'], message: ArtMonMessage.endBeforeStart });
    else {
      const days = (Date.parse(body.end_date) - Date.parse(body.start_date)) / 86_400_000 + 1;
      if (days > ART_MON_WINDOW_MAX_DAYS)
        issues.addIssue({ code: 'custom', path: ['end_date'], message: ArtMonMessage.windowTooLong });
    }
  });
export type ArtMonSubmitInput = z.output<typeof artMonSubmitSchema>;

export const artMonHistorySchema = z.object({ page });
export const artMonDeleteSchema = z.object({ art_mon_id: taskId });
/** One report call: the task (the /blogDetail?id) and optionally which of its posts. */
export const artMonReportSchema = z.object({ id: taskId, mid: optionalMid });
export type ArtMonReportInput = z.output<typeof artMonReportSchema>;
export const artMonFrequencySchema = artMonReportSchema.extend({ page });
export type ArtMonFrequencyInput = z.output<typeof artMonFrequencySchema>;

/** What an export job reads again: the task and the post. */
export const artMonExportParamsSchema = z.object({ task_id: taskId, mid: z.string() });
export type ArtMonExportParams = z.output<typeof artMonExportParamsSchema>;

/** remainingTimes: the member's art_monitor allowance (uses this month). */
export type ArtMonAllowance = FeatureAllowanceAnswer;

const optionSchema = z.strictObject({ value: z.number().int(), label: z.string(), allowed: z.boolean() });
/** available: whether a submit is possible now and the choices of the member's level. */
export const artMonAvailableSchema = z.strictObject({
  allowed: z.boolean(),
  /** Why not, in Chinese (null when allowed). */
  reason: z.string().nullable(),
  level: z.number().int(),
  level_name: z.string(),
  /** Uses left this month (null: no monthly limit). */
  remaining: z.number().int().nullable(),
  durations: z.array(optionSchema),
  intervals: z.array(optionSchema),
  window_max_days: z.number().int(),
  blogger_max_posts: z.number().int(),
});
export type ArtMonAvailable = z.infer<typeof artMonAvailableSchema>;

/** The post a link names, as checkUrl shows it before submit and the report's header shows it. */
export const artMonPostSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  fans: z.number(),
  text: z.string(),
  posts_time: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  pics: z.array(z.string()),
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
  /** Made by the simulator (the page says it is demo data). */
  is_demo: z.boolean(),
});
export type ArtMonPost = z.infer<typeof artMonPostSchema>;

export const artMonCheckSchema = artMonPostSchema.extend({
  /** This member already has a waiting or running task of this post. */
  monitoring: z.boolean(),
});
export type ArtMonCheck = z.infer<typeof artMonCheckSchema>;

export const artMonSubmittedSchema = z.strictObject({ art_mon_id: z.number().int(), status: z.number().int() });

/** Spec 3: a history item, exactly these fields. */
export const artMonTrendPointSchema = z.strictObject({
  date: z.string(),
  comments: z.number().int(),
  likes: z.number().int(),
  retweets: z.number().int(),
});
export const artMonHistoryItemSchema = z.strictObject({
  art_mon_id: z.number().int(),
  uname: z.string(),
  title: z.string(),
  create_time: chinaTime,
  /** The post's time; '' while a blogger task waits for a post. */
  posts_time: z.string(),
  status: z.number().int(),
  type: z.number().int(),
  /** 1 when the task has polled data to show. */
  is_data: z.number().int(),
  trend_data: z.array(artMonTrendPointSchema),
});
export type ArtMonHistoryItem = z.infer<typeof artMonHistoryItemSchema>;

export const artMonTaskSchema = z.strictObject({
  art_mon_id: z.number().int(),
  type: z.number().int(),
  type_text: z.string(),
  status: z.number().int(),
  status_text: z.string(),
  uid: z.string(),
  uname: z.string(),
  duration: z.number().int(),
  interval: z.number().int(),
  create_time: chinaTime,
  /** The blogger window of a type 1 task. */
  start_date: chinaDate.nullable(),
  end_date: chinaDate.nullable(),
  /** When the report refetches while the task runs (the interval), null once it stopped. */
  refresh_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ArtMonTask = z.infer<typeof artMonTaskSchema>;

const countsSchema = z.strictObject({
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
});

/** One interval: the counts at its last poll and what it added. */
export const artMonPointSchema = z.strictObject({
  time: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  new_reposts: z.number().int(),
  new_comments: z.number().int(),
  new_likes: z.number().int(),
});
export type ArtMonPoint = z.infer<typeof artMonPointSchema>;

const wordSchema = z.strictObject({ word: z.string(), count: z.number().int() });

export const artMonReportContentSchema = z.strictObject({
  task: artMonTaskSchema,
  /** The task's posts (one for a link task; those found for a blogger task). */
  posts: z.array(z.strictObject({ mid: z.string(), title: z.string(), posts_time: chinaTime })),
  post: artMonPostSchema,
  /** This post's monitoring: started, planned end, ended (null while it runs), last poll. */
  monitor_start: chinaTime,
  monitor_end: chinaTime,
  finished: chinaTime.nullable(),
  last_poll: chinaTime.nullable(),
  /** Ended before its planned end, and why (e.g. the post was deleted). */
  note: z.string().nullable(),
  current: countsSchema,
  /** Gained since monitoring started. */
  growth: countsSchema,
  /** The interval with the most new interactions. */
  peak: artMonPointSchema.nullable(),
  comments: z.strictObject({
    /** Comments stored for the report (the sample the figures read). */
    sample_size: z.number().int(),
    sentiment: sentimentCountsSchema,
    top_words: z.array(wordSchema),
  }),
});
export type ArtMonReportContent = z.infer<typeof artMonReportContentSchema>;

const contrastFigureSchema = z.strictObject({
  post: z.number(),
  average: z.number(),
  ratio: z.number().nullable(),
});
export const artMonContrastSchema = z.strictObject({
  /** The blogger's posts the average reads (originals of the 30 days before this post). */
  sample_size: z.number().int(),
  period_days: z.number().int(),
  reposts: contrastFigureSchema,
  comments: contrastFigureSchema,
  likes: contrastFigureSchema,
  interactions: contrastFigureSchema,
});
export type ArtMonContrast = z.infer<typeof artMonContrastSchema>;

export const artMonTrendSchema = z.strictObject({
  interval: z.number().int(),
  points: z.array(artMonPointSchema),
});
export type ArtMonTrend = z.infer<typeof artMonTrendSchema>;

const keyCountSchema = z.strictObject({ key: z.string(), label: z.string(), count: z.number().int() });
const accountSchema = z.strictObject({
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  followers: z.number(),
  verify: verifyBadgeSchema,
  reposts: z.number().int(),
  comments: z.number().int(),
});
export const artMonParticipantsSchema = z.strictObject({
  /** When the participants were last read (null before the first read). */
  computed_at: chinaTime.nullable(),
  participants: z.number().int(),
  reposters: z.number().int(),
  commenters: z.number().int(),
  both: z.number().int(),
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
  top_accounts: z.array(accountSchema),
});
export type ArtMonParticipants = z.infer<typeof artMonParticipantsSchema>;

export const postMonitorApi = endpoints('post-monitor', {
  '/api/art_mon/checkUrl': {
    summary: '博文监测：检查博文链接并读取博文',
    request: artMonUrlSchema,
    response: artMonCheckSchema,
  },
  '/api/art_mon/searchAccount': {
    summary: '博文监测：按昵称或uid查找已收录博主',
    request: artMonAccountSearchSchema,
    response: z.array(kolResultSchema),
  },
  '/api/art_mon/remainingTimes': {
    summary: '博文监测：本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/art_mon/available': {
    summary: '博文监测：能否提交及本等级可选的监测时长与频率',
    request: noFields,
    response: artMonAvailableSchema,
  },
  '/api/art_mon/submit': {
    summary: '提交博文监测任务（博文链接或博主+时间段）',
    request: artMonSubmitSchema,
    response: artMonSubmittedSchema,
  },
  '/api/art_mon/history': {
    summary: '博文监测记录（每页18条）',
    request: artMonHistorySchema,
    response: paged(artMonHistoryItemSchema),
  },
  '/api/art_mon/deleteTask': {
    summary: '删除博文监测任务',
    request: artMonDeleteSchema,
    response: noData,
  },
  '/api/art_mon/reportContent': {
    summary: '监测报告：博文、当前数据、增长、峰值与评论分析',
    request: artMonReportSchema,
    response: artMonReportContentSchema,
  },
  '/api/art_mon/getCoreContrast': {
    summary: '监测报告：本博文与博主近期博文均值对比',
    request: artMonReportSchema,
    response: artMonContrastSchema,
  },
  '/api/art_mon/getCoreTrend': {
    summary: '监测报告：转发、评论、点赞趋势（每个监测间隔一个点）',
    request: artMonReportSchema,
    response: artMonTrendSchema,
  },
  '/api/art_mon/getCoreFrequencyList': {
    summary: '监测报告：监测数据明细（每个间隔的数据与增量）',
    request: artMonFrequencySchema,
    response: paged(artMonPointSchema),
  },
  '/api/art_mon/exportCoreFrequencyList': {
    summary: '导出监测数据明细（.xlsx）',
    request: artMonReportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/art_mon/participant': {
    summary: '监测报告：参与用户画像与疑似水军',
    request: artMonReportSchema,
    response: artMonParticipantsSchema,
  },
  '/api/art_mon/diffuse': {
    summary: '监测报告：传播路径（转发树、层级、关键传播者）',
    request: artMonReportSchema,
    response: spreadSchema,
  },
});
