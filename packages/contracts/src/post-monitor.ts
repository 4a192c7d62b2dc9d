import { DAY_MS, HOUR_MS } from './china-time.js';
import type { MemberLevel } from './membership.js';

/*
 * Post monitoring (博文监测: /blogMonitor, /blogReport, /blogDetail): a member watches one post
 * (from its link) or the posts a blogger publishes in a time window; the collector polls each
 * watched post on the task's interval and the report reads what it stored (docs/post-monitor.md).
 * Constants, labels and messages shared by the page and the server; the schemas are in
 * post-monitor.api.ts.
 */

/** Spec 9: the history's page size. */
export const ART_MON_HISTORY_PER_PAGE = 18;
/** Rows of the interval table per page. */
export const ART_MON_FREQUENCY_PER_PAGE = 20;
/** Points of a history item's mini trend (the task's span cut into this many buckets at most). */
export const ART_MON_MINI_TREND_POINTS = 24;
/** Posts a blogger task (type 1) follows at most: the first ones the blogger publishes in the window. */
export const ART_MON_BLOGGER_MAX_POSTS = 10;
/** The longest blogger window, in China days (start and end included). */
export const ART_MON_WINDOW_MAX_DAYS = 7;
/** Most characters of a pasted link (a longer paste is refused before any parsing). */
export const ART_MON_URL_MAX = 500;
export const ART_MON_KEYWORD_MAX = 50;
export const ART_MON_SEARCH_LIMIT = 10;

/** Task types: 1 the posts of a blogger in a window (spec 4), 2 one post from its link. */
export const ArtMonType = { blogger: 1, post: 2 } as const;
export type ArtMonType = (typeof ArtMonType)[keyof typeof ArtMonType];
export const ART_MON_TYPES = [ArtMonType.blogger, ArtMonType.post] as const;
export const ART_MON_TYPE_LABELS: Record<ArtMonType, string> = { 1: '博主博文监测', 2: '单条博文监测' };

/** Spec 4: 1 监测中, 2 监测完成, 3 监测失败, otherwise 等待开始 (stored as 0). */
export const ArtMonStatus = { waiting: 0, running: 1, done: 2, failed: 3 } as const;
export type ArtMonStatus = (typeof ArtMonStatus)[keyof typeof ArtMonStatus];
export const ART_MON_STATUSES = [
  ArtMonStatus.waiting,
  ArtMonStatus.running,
  ArtMonStatus.done,
  ArtMonStatus.failed,
] as const;

/** Spec 4's label of any status value (unknown values read as 等待开始). */
export function artMonStatusLabel(status: number): string {
  if (status === ArtMonStatus.running) return '监测中';
  if (status === ArtMonStatus.done) return '监测完成';
  if (status === ArtMonStatus.failed) return '监测失败';
  return '等待开始';
}

/** Spec 4: only a running or finished task opens its report. */
export function artMonOpensReport(status: number): boolean {
  return status === ArtMonStatus.running || status === ArtMonStatus.done;
}

/** Monitoring lengths offered at submit, in hours. */
export const ART_MON_DURATIONS = [24, 72, 168] as const;
export type ArtMonDuration = (typeof ART_MON_DURATIONS)[number];
export const ART_MON_DURATION_LABELS: Record<ArtMonDuration, string> = { 24: '24小时', 72: '3天', 168: '7天' };

/** Sampling intervals offered at submit, in minutes. */
export const ART_MON_INTERVALS = [10, 30, 60] as const;
export type ArtMonInterval = (typeof ART_MON_INTERVALS)[number];
export const ART_MON_INTERVAL_LABELS: Record<ArtMonInterval, string> = {
  10: '每10分钟',
  30: '每30分钟',
  60: '每1小时',
};

/**
 * What each level may choose (the uses a month are the membership table's art_monitor row):
 * longer runs and finer sampling cost collection requests, so they come with the paid levels.
 */
export const ART_MON_LEVEL_OPTIONS: Record<
  MemberLevel,
  { durations: readonly ArtMonDuration[]; intervals: readonly ArtMonInterval[] }
> = {
  20: { durations: [24], intervals: [30, 60] },
  30: { durations: [24, 72], intervals: [10, 30, 60] },
  40: { durations: [24, 72, 168], intervals: [10, 30, 60] },
};

export const durationMs = (hours: number) => hours * HOUR_MS;
export const intervalMs = (minutes: number) => minutes * 60_000;
export const ART_MON_WINDOW_MAX_MS = ART_MON_WINDOW_MAX_DAYS * DAY_MS;

/** Follower bands of the participant analysis (lower bounds; the last is open). */
export const FOLLOWER_BANDS = [
  { key: 'lt100', label: '100以下', min: 0 },
  { key: '100', label: '100-1千', min: 100 },
  { key: '1k', label: '1千-1万', min: 1_000 },
  { key: '10k', label: '1万-10万', min: 10_000 },
  { key: '100k', label: '10万-100万', min: 100_000 },
  { key: '1m', label: '100万以上', min: 1_000_000 },
] as const;
export type FollowerBand = (typeof FOLLOWER_BANDS)[number]['key'];

/** Labels of the signals that flag a participant as a suspected bot (docs/post-monitor.md, "The figures"). */
export const PARTICIPANT_SIGNAL_LABELS = {
  noAvatar: '默认头像',
  defaultName: '系统默认昵称',
  noPosts: '没有发过博文',
  followsFarMore: '关注数远超粉丝数',
  recentAccount: '新注册账号（30天内）',
  repeated: '多次转发或评论本博文',
  bareRepost: '转发未加任何内容',
} as const;
export type ParticipantSignal = keyof typeof PARTICIPANT_SIGNAL_LABELS;
export const PARTICIPANT_SIGNALS = Object.keys(PARTICIPANT_SIGNAL_LABELS) as ParticipantSignal[];
/** Signals from which a participant counts as a suspected bot. */
export const SUSPECT_MIN_SIGNALS = 2;

export const ART_MON_SUBMITTED = '监测任务已提交';
export const ART_MON_DELETED = '删除成功';
export const ART_MON_DELETE_CONFIRM = '你确定要删除吗?';
export const ART_MON_DELETE_TITLE = '删除';
/** Spec 4: the failure of a blogger task that found no post in its window. */
export const ART_MON_NO_POST = '该时间段内未发现博主发布的博文';
export const ART_MON_TASK_NOT_FOUND = '监测任务不存在';
export const ART_MON_NOT_STARTED = '监测尚未开始，请稍后查看';
export const ART_MON_FAILED = '监测失败';
export const ART_MON_POST_NOT_IN_TASK = '该博文不属于此监测任务';
export const ART_MON_NO_SOURCE = '当前未配置数据源，无法监测博文';
export const ART_MON_EXPORT_EMPTY = '暂无可导出的监测数据';
export const ART_MON_DELETED_EARLY = '博文已被删除，监测提前结束';
export const ART_MON_SOURCE_FAILED = '读取博文数据失败，监测次数已退还，请稍后重新提交';

/** Why a pasted link is refused (each its own message). */
export const PostLinkMessage = {
  empty: '请输入博文链接',
  otherSite: '仅支持微博博文链接（weibo.com 或 m.weibo.cn）',
  notAPost: '无法识别的博文链接，请粘贴博文详情页链接、mid 或 bid',
  deleted: '该博文已被删除，无法监测',
  unreadable: '未能读取该博文，请确认链接正确且博文公开可见',
  repost: '这是一条转发，请粘贴原博文的链接',
} as const;

export const ArtMonMessage = {
  taskId: '监测任务id不正确',
  mid: '博文mid不正确',
  type: '监测类型不正确',
  duration: '监测时长不正确',
  interval: '监测频率不正确',
  durationLevel: '当前会员等级不支持该监测时长，请升级会员',
  intervalLevel: '当前会员等级不支持该监测频率，请升级会员',
  kolId: '博主kol_id不正确',
  uid: '博主uid不正确',
  noBlogger: '请选择要监测的博主',
  bloggerMissing: '博主不存在或暂未收录',
  keyword: '请输入博主昵称或uid',
  startDate: '开始日期格式不正确，应为YYYY-MM-DD',
  endDate: '结束日期格式不正确，应为YYYY-MM-DD',
  noStart: '请选择开始日期',
  noEnd: '请选择结束日期',
  endBeforeStart: '结束日期不能早于开始日期',
  windowTooLong: `监测时间段不能超过${ART_MON_WINDOW_MAX_DAYS}天`,
  startInPast: '开始日期不能早于今天',
  duplicatePost: '该博文已在监测中，请勿重复提交',
  duplicateBlogger: '该博主在此时间段已有监测任务，请勿重复提交',
} as const;

/** The China-time text of a snapshot time in charts and tables: MM-DD HH:mm. */
export function shortChinaTime(full: string): string {
  return full.slice(5, 16);
}

/** The ⓘ of each report figure: how it is computed (docs/post-monitor.md, "The figures"). */
export const ART_MON_HINTS = {
  growth: '监测期间新增 = 最近一次采集的数值 − 开始监测时的数值',
  interval:
    '每个监测间隔取该间隔内最后一次采集的数值；新增 = 本间隔数值 − 上一间隔数值（数值下降说明有转发或评论被删除）',
  peak: '新增互动（转发+评论+点赞）最多的一个监测间隔',
  contrast: '本博文当前数值 ÷ 博主发布本博文前30天内原创博文的平均值（不含本博文）；博文仍在增长，监测结束时对比更准确',
  participants: '参与用户 = 转发或评论过本博文的去重账号；画像按能读到资料的账号统计',
  suspects: `疑似水军：默认头像、系统默认昵称、没有发过博文、关注数远超粉丝数、新注册账号、多次转发或评论本博文、转发未加任何内容，出现 ${SUSPECT_MIN_SIGNALS} 项及以上的参与账号；占比 = 疑似水军数 ÷ 有资料的参与账号数`,
  sentiment: '基于最近采集的评论（最多2000条）逐条判断情感；你修正过的评论按你的标签计',
} as const;
