import { keysOf } from './labels.js';
/*
 * Account monitoring (/monitor, /monitorHistory; spec 7 /api/kol/account_*). A member picks stored
 * bloggers, chooses what to watch and how often; a job checks them through the Source and writes
 * change notices (docs/kol-monitor.md). The constants, labels and messages the page and the server
 * share; the calls and their schemas are in kol-monitor.api.ts.
 */

/** What a monitor may watch, in the order the UI lists them. */
export const WATCH_KINDS = {
  fans_change: '粉丝变化',
  new_post: '新发博文',
  deleted_post: '删除博文',
  profile_change: '资料变更',
} as const;
export const WATCH_KIND_KEYS = keysOf(WATCH_KINDS);
export type WatchKind = (typeof WATCH_KIND_KEYS)[number];

/** Check intervals a member may choose, in minutes. */
export const MONITOR_INTERVAL_VALUES = [10, 30, 60, 360, 1440] as const;
type MonitorInterval = (typeof MONITOR_INTERVAL_VALUES)[number];
const INTERVAL_LABELS: Record<MonitorInterval, string> = {
  10: '每10分钟',
  30: '每30分钟',
  60: '每1小时',
  360: '每6小时',
  1440: '每天',
};
export const MONITOR_INTERVALS = MONITOR_INTERVAL_VALUES.map((value) => ({ value, label: INTERVAL_LABELS[value] }));
/** The interval a new monitor starts with on the page. */
export const MONITOR_INTERVAL_DEFAULT: MonitorInterval = 60;

/** Followers must move by at least this many percent (either way) since the reference count. */
export const FANS_THRESHOLD_MIN = 0.1;
export const FANS_THRESHOLD_MAX = 100;
export const FANS_THRESHOLD_DEFAULT = 5;

/** Most characters of a lookup keyword; most accounts one search returns; most accounts one submit adds. */
export const ACCOUNT_KEYWORD_MAX = 30;
export const ACCOUNT_SEARCH_LIMIT = 20;
export const SUBMIT_MAX_ACCOUNTS = 50;
export const MONITOR_PAGE_SIZE = 10;
export const MONITOR_LOG_PAGE_SIZE = 15;

/** 1 监控中 ↔ 2 已暂停; 3 已结束 (end date passed) is final. */
export const MonitorStatus = { active: 1, paused: 2, ended: 3 } as const;
export type MonitorStatus = (typeof MonitorStatus)[keyof typeof MonitorStatus];
export const MONITOR_STATUSES = [MonitorStatus.active, MonitorStatus.paused, MonitorStatus.ended] as const;
export const MONITOR_STATUS_LABELS: Record<MonitorStatus, string> = { 1: '监控中', 2: '已暂停', 3: '已结束' };

export const MonitorMessage = {
  keyword: '请输入博主昵称或UID',
  keywordTooLong: `博主昵称或UID不能超过${ACCOUNT_KEYWORD_MAX}个字符`,
  kolIds: '请选择要监控的账号',
  tooManyKolIds: `一次最多提交${SUBMIT_MAX_ACCOUNTS}个账号`,
  watch: '请至少选择一项监控内容',
  watchInvalid: '监控内容只能是粉丝变化、新发博文、删除博文或资料变更',
  fansThreshold: `粉丝变化阈值需为${FANS_THRESHOLD_MIN}到${FANS_THRESHOLD_MAX}之间的百分比`,
  interval: '监控频率只能是10分钟、30分钟、1小时、6小时或1天',
  endDate: '结束日期格式不正确（YYYY-MM-DD）',
  endDatePast: '结束日期不能早于今天',
  id: '监控记录不正确',
  status: '监控状态只能是1（监控中）或2（已暂停）',
  statusFilter: '状态筛选只能是1、2或3',
  notFound: '监控记录不存在',
  accountNotFound: '博主不存在或暂未收录',
  alreadyMonitored: (names: string) => `以下账号已在监控中：${names}`,
  limit: (max: number, held: number) => `监控账号数量已达上限（最多${max}个，已监控${held}个），请升级会员`,
  ended: '监控已结束，不能再修改状态',
  sameStatus: (label: string) => `当前已是${label}状态`,
  changedMeanwhile: '监控状态已变化，请刷新后重试',
  submitted: '提交成功',
  edited: '修改成功',
  deleted: '删除成功',
} as const;
