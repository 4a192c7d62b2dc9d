import { HOUR_MS } from './china-time.js';
import type { MemberLevel } from './membership.js';

/*
 * Topic monitoring (话题监测: /topicMonitor, /topicReport, /topicDetail): a member watches one
 * #话题# for a period; each interval the collector reads the topic's reads and discussions and the
 * new posts that carry its hashtag, and the report reads what it stored (docs/topic-monitor.md).
 * Constants, labels and messages shared by the page and the server; the schemas are in
 * topic-monitor.api.ts.
 */

export const TOPIC_MON_HISTORY_PER_PAGE = 18;
/** Points of a history item's mini trend (the task's span cut into this many buckets at most). */
export const TOPIC_MON_MINI_TREND_POINTS = 24;
/** Top posts and top bloggers a report lists. */
export const TOPIC_MON_TOP_POSTS = 20;
export const TOPIC_MON_TOP_BLOGGERS = 20;

/** 0 等待开始, 1 监测中, 2 监测完成, 3 监测失败 (as post monitoring). */
export const TopicMonStatus = { waiting: 0, running: 1, done: 2, failed: 3 } as const;
export type TopicMonStatus = (typeof TopicMonStatus)[keyof typeof TopicMonStatus];

export function topicMonStatusLabel(status: number): string {
  if (status === TopicMonStatus.running) return '监测中';
  if (status === TopicMonStatus.done) return '监测完成';
  if (status === TopicMonStatus.failed) return '监测失败';
  return '等待开始';
}

/** Only a running or finished task opens its report. */
export function topicMonOpensReport(status: number): boolean {
  return status === TopicMonStatus.running || status === TopicMonStatus.done;
}

export const TOPIC_MON_DURATIONS = [24, 72, 168] as const;
export type TopicMonDuration = (typeof TOPIC_MON_DURATIONS)[number];
export const TOPIC_MON_DURATION_LABELS: Record<TopicMonDuration, string> = { 24: '24小时', 72: '3天', 168: '7天' };

export const TOPIC_MON_INTERVALS = [10, 30, 60] as const;
export type TopicMonInterval = (typeof TOPIC_MON_INTERVALS)[number];
export const TOPIC_MON_INTERVAL_LABELS: Record<TopicMonInterval, string> = {
  10: '每10分钟',
  30: '每30分钟',
  60: '每1小时',
};

/**
 * What each level may choose (the uses a month are the membership table's topic_monitor row; free
 * members have none): the longest runs and finest sampling come with 专业版.
 */
export const TOPIC_MON_LEVEL_OPTIONS: Record<
  MemberLevel,
  { durations: readonly TopicMonDuration[]; intervals: readonly TopicMonInterval[] }
> = {
  20: { durations: [], intervals: [] },
  30: { durations: [24, 72], intervals: [10, 30, 60] },
  40: { durations: [24, 72, 168], intervals: [10, 30, 60] },
};

export const topicDurationMs = (hours: number) => hours * HOUR_MS;
export const topicIntervalMs = (minutes: number) => minutes * 60_000;

/** Posts one poll reads at most through the source's search. */
export const TOPIC_MON_POSTS_PER_POLL = 500;
/** The first poll also reads the posts of this many hours before the start (the topic's context). */
export const TOPIC_MON_LOOKBACK_HOURS = 24;
/** Posts the report's words, sentiment and participants read (the newest). */
export const TOPIC_MON_SAMPLE = 2000;

export const TOPIC_MON_SUBMITTED = '话题监测任务已提交';
export const TOPIC_MON_DELETED = '删除成功';
export const TOPIC_MON_DELETE_CONFIRM = '你确定要删除吗?';
export const TOPIC_MON_TASK_NOT_FOUND = '监测任务不存在';
export const TOPIC_MON_NOT_STARTED = '监测尚未开始，请稍后查看';
export const TOPIC_MON_FAILED = '监测失败';
export const TOPIC_MON_NO_SOURCE = '当前未配置数据源，无法监测话题';
export const TOPIC_MON_EXPORT_EMPTY = '暂无可导出的监测数据';
export const TOPIC_MON_SOURCE_FAILED = '读取话题数据失败，监测次数已退还，请稍后重新提交';
export const TOPIC_MON_GONE = '话题已不存在，监测次数已退还';

export const TopicMonMessage = {
  taskId: '监测任务id不正确',
  duration: '监测时长不正确',
  interval: '监测频率不正确',
  durationLevel: '当前会员等级不支持该监测时长，请升级会员',
  intervalLevel: '当前会员等级不支持该监测频率，请升级会员',
  unknownTopic: '未找到该话题，请确认话题名称是否正确',
  duplicate: '该话题已在监测中，请勿重复提交',
} as const;

/** The ⓘ of each report figure: how it is computed (docs/topic-monitor.md, "The figures"). */
export const TOPIC_MON_HINTS = {
  growth: '监测期间新增 = 最近一次采集的数值 − 开始监测时的数值',
  interval: '每个监测间隔取该间隔内最后一次采集的数值；新增 = 本间隔数值 − 上一间隔数值',
  posts: '带有该话题标签（#话题#）的博文，自开始前24小时起按发布时间累计；原创 = 非转发的博文',
  participants: '参与博主 = 发布带话题博文的去重账号；画像按能读到资料的账号统计',
  suspects:
    '疑似水军：默认头像、系统默认昵称、没有发过博文、关注数远超粉丝数、新注册账号、多次发布该话题博文、转发未加任何内容，出现 2 项及以上的账号；占比 = 疑似水军数 ÷ 有资料的参与账号数',
  sentiment: '基于最近采集的带话题博文（最多2000条）逐条判断情感；你修正过的博文按你的标签计',
} as const;
