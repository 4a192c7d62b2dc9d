import { daysBetween } from './china-time.js';

/*
 * Topic analysis (/topicAnalysis, /topicAnalysisLog, /topicAnalysisResult): a member submits a
 * #话题# and a China date range, a job collects the topic's posts and stores the frozen report
 * (docs/topic-analysis.md). The constants, labels and messages the page and the server share; the
 * calls and their schemas are in topic-analysis.api.ts.
 */

/** The longest range one analysis may cover, in China days (start and end included). */
export const TOPIC_ANALYSIS_MAX_DAYS = 92;
/** Ranges up to this many days are counted per hour; longer ones per day. */
export const TOPIC_ANALYSIS_HOURLY_MAX_DAYS = 7;
/** How far back a live source's search reaches: posts older than a year are not offered. */
export const TOPIC_ANALYSIS_REACH_DAYS = 365;
/** Most posts one analysis reads (the newest of the range when the topic had more). */
export const TOPIC_ANALYSIS_MAX_POSTS = 5000;
/** Posts listed under each spike (most interactions in its bucket first). */
export const TOPIC_ANALYSIS_KEY_POSTS = 3;
/** Opinion leaders listed. */
export const TOPIC_ANALYSIS_LEADERS = 20;
/** Words of the word cloud. */
export const TOPIC_ANALYSIS_WORDS = 100;
export const TOPIC_ANALYSIS_HISTORY_PER_PAGE = 10;

export const TopicAnalysisStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type TopicAnalysisStatus = (typeof TopicAnalysisStatus)[keyof typeof TopicAnalysisStatus];
export const TOPIC_ANALYSIS_STATUSES = [
  TopicAnalysisStatus.pending,
  TopicAnalysisStatus.running,
  TopicAnalysisStatus.done,
  TopicAnalysisStatus.failed,
] as const;
export const TOPIC_ANALYSIS_STATUS_LABELS: Record<TopicAnalysisStatus, string> = {
  0: '等待开始',
  1: '分析中',
  2: '分析完成',
  3: '分析失败',
};

/** The width of one point of the volume curve. */
export const TOPIC_BUCKETS = ['hour', 'day'] as const;
export type TopicBucket = (typeof TOPIC_BUCKETS)[number];
export const TOPIC_BUCKET_LABELS: Record<TopicBucket, string> = { hour: '每小时', day: '每天' };

/** Hourly up to TOPIC_ANALYSIS_HOURLY_MAX_DAYS days, daily beyond. */
export function bucketForRange(startDate: string, endDate: string): TopicBucket {
  return topicRangeDays(startDate, endDate) <= TOPIC_ANALYSIS_HOURLY_MAX_DAYS ? 'hour' : 'day';
}

/** Days from start to end, both included (1 for the same day). */
export function topicRangeDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

export const TOPIC_ANALYSIS_SUBMITTED = '话题分析任务已提交';
export const TOPIC_ANALYSIS_DELETED = '删除成功';
export const TOPIC_ANALYSIS_TASK_NOT_FOUND = '任务不存在';
export const TOPIC_ANALYSIS_NOT_DONE = '话题分析尚未完成，请稍后查看';
export const TOPIC_ANALYSIS_FAILED = '话题分析失败，请重新提交';
export const TOPIC_ANALYSIS_UNKNOWN_TOPIC = '未找到该话题，请检查话题名称';
export const TOPIC_ANALYSIS_NO_SOURCE = '当前未配置数据源，无法分析话题';
export const TOPIC_ANALYSIS_SOURCE_FAILED = '话题博文采集失败，请稍后重新提交';
export const TOPIC_ANALYSIS_INTERRUPTED = '话题分析过程中出现错误，请重新提交';
export const TOPIC_ANALYSIS_NO_POSTS = '该时间范围内暂无带有该话题的博文';
export const TOPIC_ANALYSIS_DUPLICATE = '该话题在此时间范围的分析正在进行中，请勿重复提交';

export const TopicAnalysisMessage = {
  taskId: '任务id不正确',
  status: '任务状态不正确',
  endBeforeStart: '结束日期不能早于开始日期',
  tooLong: `时间范围不能超过${TOPIC_ANALYSIS_MAX_DAYS}天`,
  overYear: `时间范围超过一年，单次分析最长${TOPIC_ANALYSIS_MAX_DAYS}天，请缩短时间范围`,
  endAfterToday: '结束日期不能晚于今天',
  beforeReach: '仅支持分析最近一年内的话题数据，请调整开始日期',
} as const;

/** The start date a source can give no posts before (the demo world's first day, say). */
export function beforeSourceMessage(earliest: string): string {
  return `数据源最早可提供 ${earliest} 起的数据，请调整开始日期`;
}

/** A demo world's report says so beside its figures. */
export const TOPIC_ANALYSIS_DEMO_NOTE = '演示数据：由模拟器生成的话题博文';

/**
 * Each figure of the report with its formula, shown beside it (ⓘ) and in the export; the same
 * definitions are in docs/topic-analysis.md.
 */
export const TOPIC_ANALYSIS_METRICS = {
  posts: { label: '话题博文', hint: '时间范围内正文含 #话题# 的已收录原创博文与转发博文数' },
  bloggers: { label: '参与博主', hint: '发布这些博文的不同账号数' },
  interactions: { label: '互动总量', hint: '这些博文的转发 + 评论 + 点赞之和（读取时的数值）' },
  curve: {
    label: '声量曲线',
    hint: '每个时间段（7 天以内每小时，更长每天）内发布的话题博文数',
  },
  spikes: {
    label: '声量峰值',
    hint: '某时间段的博文数 > 前 w 个时间段的均值 + k × 标准差（总体标准差），且不少于最低条数；前 w 个时间段不判断',
  },
  keyPosts: { label: '峰值关键博文', hint: '峰值时间段内互动量（转发 + 评论 + 点赞）最高的博文' },
  leaders: {
    label: '意见领袖',
    hint: '按博主在话题内博文的互动总量排序，相同时比粉丝数（触达）；触达为博主的粉丝数',
  },
  sentiment: {
    label: '情感走势',
    hint: '每个时间段内正面、中性、负面博文的占比（情感模型判断，您修正过的博文按您的标注计）',
  },
  words: { label: '话题词云', hint: '话题博文正文分词后出现次数最多的词（去除停用词与话题标签）' },
  tiers: {
    label: '博主层级分布',
    hint: '按博主粉丝数分层（头部 ≥ 100万，腰部 10万–100万，尾部 1万–10万，素人 < 1万）的博文数与互动量占比',
  },
} as const;
export type TopicAnalysisMetric = keyof typeof TOPIC_ANALYSIS_METRICS;

/** The spike formula with its parameters filled in, as the chart and the ⓘ show it. */
export function spikeRuleText(rule: { k: number; window: number; min_count: number }): string {
  return `峰值：博文数 > 前 ${rule.window} 个时间段均值 + ${rule.k} × 标准差，且不少于 ${rule.min_count} 条`;
}
