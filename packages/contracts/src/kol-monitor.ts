import { z } from 'zod';
import type { KolCard } from './kol.api.js';
import type { VerifyBadge } from './kol.js';
import { foldBracketKeys, formList, formPage, formText } from './profile.js';

/*
 * Account monitoring (/monitor, /monitorHistory; spec 7 /api/kol/account_*). A member picks stored
 * bloggers, chooses what to watch and how often; a job checks them through the Source and writes
 * change notices (docs/kol-monitor.md).
 */

/** What a monitor may watch, with the label the UI shows. */
export const WATCH_KINDS = {
  fans_change: '粉丝变化',
  new_post: '新发博文',
  deleted_post: '删除博文',
  profile_change: '资料变更',
} as const;
export type WatchKind = keyof typeof WATCH_KINDS;
export const WATCH_KIND_KEYS = Object.keys(WATCH_KINDS) as WatchKind[];

/** Check intervals a member may choose, in minutes. */
export const MONITOR_INTERVALS = [
  { value: 10, label: '每10分钟' },
  { value: 30, label: '每30分钟' },
  { value: 60, label: '每1小时' },
  { value: 360, label: '每6小时' },
  { value: 1440, label: '每天' },
] as const;
export const MONITOR_INTERVAL_VALUES: readonly number[] = MONITOR_INTERVALS.map((i) => i.value);

/** Followers must move by at least this many percent (either way) since the reference count. */
export const FANS_THRESHOLD_MIN = 0.1;
export const FANS_THRESHOLD_MAX = 100;
export const FANS_THRESHOLD_DEFAULT = 5;

/** Most accounts one search returns; most accounts one submit adds. */
export const ACCOUNT_SEARCH_LIMIT = 20;
export const SUBMIT_MAX_ACCOUNTS = 50;
export const MONITOR_PAGE_SIZE = 10;
export const MONITOR_LOG_PAGE_SIZE = 15;

/** 1 监控中 ↔ 2 已暂停; 3 已结束 (end date passed) is final. */
export const MonitorStatus = { active: 1, paused: 2, ended: 3 } as const;
export type MonitorStatus = (typeof MonitorStatus)[keyof typeof MonitorStatus];
export const MONITOR_STATUS_LABELS: Record<MonitorStatus, string> = { 1: '监控中', 2: '已暂停', 3: '已结束' };

export const MonitorMessage = {
  keyword: '请输入博主昵称或UID',
  keywordTooLong: '博主昵称或UID不能超过30个字符',
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
  submitted: '提交成功',
  edited: '修改成功',
  deleted: '删除成功',
} as const;

const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

const watchList = z
  .preprocess(
    (value) =>
      // A comma-separated single value is accepted too (some clients send watch=a,b).
      typeof value === 'string' ? value.split(',') : value,
    formList('监控内容', 30),
  )
  .pipe(
    z
      .array(z.enum(WATCH_KIND_KEYS as [WatchKind, ...WatchKind[]], { error: MonitorMessage.watchInvalid }))
      .min(1, MonitorMessage.watch),
  )
  .transform((list) => WATCH_KIND_KEYS.filter((kind) => list.includes(kind)));

const fansThreshold = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? FANS_THRESHOLD_DEFAULT : value),
  z.coerce
    .number({ error: MonitorMessage.fansThreshold })
    .min(FANS_THRESHOLD_MIN, MonitorMessage.fansThreshold)
    .max(FANS_THRESHOLD_MAX, MonitorMessage.fansThreshold),
);

const interval = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.coerce
    .number({ error: MonitorMessage.interval })
    .refine((n) => MONITOR_INTERVAL_VALUES.includes(n), MonitorMessage.interval),
);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Optional end date (China day, inclusive): '' or absent means "until stopped". */
const endDate = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  formText('结束日期', 10).refine(
    (text) => text === '' || (DATE_PATTERN.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00+08:00`))),
    MonitorMessage.endDate,
  ),
);

/** POST /api/kol/account_search {keyword}. */
export const accountSearchSchema = z.object({
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: MonitorMessage.keyword }).min(1, MonitorMessage.keyword).max(30, MonitorMessage.keywordTooLong),
  ),
});

/** POST /api/kol/account_monitor_submit. */
export const monitorSubmitSchema = z.preprocess(
  foldBracketKeys,
  z.object({
    kol_ids: z
      .preprocess((value) => (typeof value === 'string' ? value.split(',') : value), formList('监控账号', 12))
      .pipe(
        z
          .array(z.string().regex(/^[1-9]\d{0,8}$/, MonitorMessage.kolIds))
          .min(1, MonitorMessage.kolIds)
          .max(SUBMIT_MAX_ACCOUNTS, MonitorMessage.tooManyKolIds),
      )
      .transform((ids) => [...new Set(ids.map(Number))]),
    watch: watchList,
    fans_threshold: fansThreshold,
    interval_minutes: interval,
    end_date: endDate,
  }),
);

/** POST /api/kol/account_monitor_edit. */
export const monitorEditSchema = z.preprocess(
  foldBracketKeys,
  z.object({
    id: positiveId(MonitorMessage.id),
    watch: watchList,
    fans_threshold: fansThreshold,
    interval_minutes: interval,
  }),
);

/** POST /api/kol/account_monitor_history {page, status?}. */
export const monitorHistorySchema = z.object({
  page: formPage,
  status: z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' || value === '0' || value === 0 ? undefined : value,
    z.coerce
      .number({ error: MonitorMessage.statusFilter })
      .refine((n) => n === 1 || n === 2 || n === 3, MonitorMessage.statusFilter)
      .optional(),
  ),
});

/** POST /api/kol/edit_monitor_status {id, status}. */
export const monitorStatusSchema = z.object({
  id: positiveId(MonitorMessage.id),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.coerce.number({ error: MonitorMessage.status }).refine((n) => n === 1 || n === 2, MonitorMessage.status),
  ),
});

/** POST /api/kol/delete_monitor_history {id}. */
export const monitorIdSchema = z.object({ id: positiveId(MonitorMessage.id) });

/** POST /api/kol/account_monitor_log {id?, page}. */
export const monitorLogSchema = z.object({
  id: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    positiveId(MonitorMessage.id).optional(),
  ),
  page: formPage,
});

/** What account_monitor_auth answers. */
export interface MonitorAuth {
  allowed: boolean;
  level: number;
  level_name: string;
  /** Accounts the level may hold at once (0 when not allowed). */
  max_accounts: number;
  /** Accounts held now (监控中 + 已暂停). */
  in_use: number;
  remaining: number;
  intervals: { value: number; label: string }[];
  watch_kinds: { value: WatchKind; label: string }[];
  fans_threshold_default: number;
}

export interface MonitorSubmitResult {
  ids: number[];
  in_use: number;
  remaining: number;
}

/** One monitored account in the history list. */
export interface MonitorItem {
  id: number;
  kol_id: number;
  uid: string;
  uname: string;
  avatar: string;
  verify: VerifyBadge;
  category: string[];
  fans: number;
  watch: WatchKind[];
  fans_threshold: number;
  interval_minutes: number;
  status: MonitorStatus;
  status_name: string;
  end_date: string | null;
  create_time: string;
  last_check_time: string | null;
  next_check_time: string | null;
  notice_count: number;
}

/** One change notice. */
export interface MonitorNotice {
  id: number;
  monitor_id: number;
  kol_id: number;
  uid: string;
  uname: string;
  kind: WatchKind;
  kind_name: string;
  /** What changed within the kind (昵称, 认证, 简介, 粉丝数, 博文). */
  field: string;
  before: string;
  after: string;
  /** The notice in one sentence, as the message centre shows it. */
  content: string;
  create_time: string;
}

export type AccountSearchItem = KolCard & { monitored: boolean };
