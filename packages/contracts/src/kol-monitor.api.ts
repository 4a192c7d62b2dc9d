import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import {
  choiceList,
  formBody,
  id,
  idList,
  noFields,
  numberOr,
  optionalDate,
  optionalId,
  optionalNumberChoice,
  page,
  requiredNumberChoice,
  requiredText,
} from './fields.js';
import { kolCardSchema, kolResultSchema } from './kol.api.js';
import {
  ACCOUNT_KEYWORD_MAX,
  FANS_THRESHOLD_DEFAULT,
  FANS_THRESHOLD_MAX,
  FANS_THRESHOLD_MIN,
  MONITOR_INTERVAL_VALUES,
  MONITOR_STATUSES,
  MonitorMessage,
  MonitorStatus,
  SUBMIT_MAX_ACCOUNTS,
  WATCH_KIND_KEYS,
} from './kol-monitor.js';

/*
 * Account monitoring (/monitor, /monitorHistory): POST /api/kol/account_search, account_monitor_auth,
 * account_monitor_submit, account_monitor_history, account_monitor_edit, edit_monitor_status,
 * delete_monitor_history and account_monitor_log (docs/kol-monitor.md).
 */

const monitorId = id(MonitorMessage.id);

/** At least one watch kind, answered in the fixed order of WATCH_KIND_KEYS. */
const watch = choiceList(WATCH_KIND_KEYS, MonitorMessage.watchInvalid)
  .refine((list) => list.length > 0, MonitorMessage.watch)
  .transform((list) => WATCH_KIND_KEYS.filter((kind) => list.includes(kind)));

const settingsFields = {
  watch,
  fans_threshold: numberOr(FANS_THRESHOLD_DEFAULT, MonitorMessage.fansThreshold, {
    min: FANS_THRESHOLD_MIN,
    max: FANS_THRESHOLD_MAX,
  }),
  interval_minutes: requiredNumberChoice(MONITOR_INTERVAL_VALUES, MonitorMessage.interval),
};

/** POST /api/kol/account_search {keyword}. */
export const accountSearchSchema = z.object({
  keyword: requiredText('博主昵称或UID', ACCOUNT_KEYWORD_MAX, MonitorMessage.keyword),
});

/** POST /api/kol/account_monitor_submit: the accounts (each once) and their settings. */
export const monitorSubmitSchema = formBody(
  z.object({
    kol_ids: idList(MonitorMessage.kolIds)
      .pipe(z.array(z.number()).min(1, MonitorMessage.kolIds).max(SUBMIT_MAX_ACCOUNTS, MonitorMessage.tooManyKolIds))
      .transform((ids) => [...new Set(ids)]),
    ...settingsFields,
    /** China day, inclusive; absent means "until stopped". */
    end_date: optionalDate(MonitorMessage.endDate),
  }),
);
export type MonitorSubmitInput = z.output<typeof monitorSubmitSchema>;

/** POST /api/kol/account_monitor_edit. */
export const monitorEditSchema = formBody(z.object({ id: monitorId, ...settingsFields }));
export type MonitorEditInput = z.output<typeof monitorEditSchema>;

/** POST /api/kol/account_monitor_history {page, status?}: absent or 0 lists every status. */
export const monitorHistorySchema = z.object({
  page,
  status: optionalNumberChoice([0, ...MONITOR_STATUSES], MonitorMessage.statusFilter).transform((status) =>
    status === 0 ? undefined : status,
  ),
});
export type MonitorHistoryInput = z.output<typeof monitorHistorySchema>;

/** POST /api/kol/edit_monitor_status {id, status}: 1 resumes, 2 pauses. */
export const monitorStatusSchema = z.object({
  id: monitorId,
  status: requiredNumberChoice([MonitorStatus.active, MonitorStatus.paused], MonitorMessage.status),
});
export type MonitorStatusInput = z.output<typeof monitorStatusSchema>;

/** POST /api/kol/delete_monitor_history {id}. */
export const monitorIdSchema = z.object({ id: monitorId });

/** POST /api/kol/account_monitor_log {id?, page}: without id, every notice of the member. */
export const monitorLogSchema = z.object({ id: optionalId(MonitorMessage.id), page });
export type MonitorLogInput = z.output<typeof monitorLogSchema>;

const watchKindSchema = z.enum(WATCH_KIND_KEYS);
const monitorStatusValue = z.literal(MONITOR_STATUSES);

/** A stored blogger a member may pick, and whether they monitor it already. */
export const accountSearchItemSchema = kolCardSchema.extend({ monitored: z.boolean() });
export type AccountSearchItem = z.infer<typeof accountSearchItemSchema>;

/** What account_monitor_auth answers. */
export const monitorAuthSchema = z.strictObject({
  allowed: z.boolean(),
  level: z.number().int(),
  level_name: z.string(),
  /** Accounts the level may hold at once (0 when not allowed). */
  max_accounts: z.number().int(),
  /** Accounts held now (监控中 + 已暂停). */
  in_use: z.number().int(),
  remaining: z.number().int(),
  intervals: z.array(z.strictObject({ value: z.number().int(), label: z.string() })),
  watch_kinds: z.array(z.strictObject({ value: watchKindSchema, label: z.string() })),
  fans_threshold_default: z.number(),
});
export type MonitorAuth = z.infer<typeof monitorAuthSchema>;

export const monitorSubmitResultSchema = z.strictObject({
  ids: z.array(z.number().int()),
  in_use: z.number().int(),
  remaining: z.number().int(),
});
export type MonitorSubmitResult = z.infer<typeof monitorSubmitResultSchema>;

/** One monitored account in the history list. */
export const monitorItemSchema = z.strictObject({
  id: z.number().int(),
  ...kolResultSchema.shape,
  watch: z.array(watchKindSchema),
  fans_threshold: z.number(),
  interval_minutes: z.number().int(),
  status: monitorStatusValue,
  status_name: z.string(),
  /** The last China day monitored (inclusive), or null for "until stopped". */
  end_date: chinaDate.nullable(),
  create_time: chinaTime,
  /** Null before the first look. */
  last_check_time: chinaTime.nullable(),
  /** Null unless 监控中. */
  next_check_time: chinaTime.nullable(),
  notice_count: z.number().int(),
});
export type MonitorItem = z.infer<typeof monitorItemSchema>;

/** One change notice. */
export const monitorNoticeSchema = z.strictObject({
  id: z.number().int(),
  monitor_id: z.number().int(),
  kol_id: z.number().int(),
  uid: z.string(),
  /** The account's name when the notice was written. */
  uname: z.string(),
  kind: watchKindSchema,
  kind_name: z.string(),
  /** What changed within the kind (昵称, 认证, 简介, 粉丝数, 博文). */
  field: z.string(),
  before: z.string(),
  after: z.string(),
  /** The notice in one sentence, as the message centre shows it. */
  content: z.string(),
  create_time: chinaTime,
});
export type MonitorNotice = z.infer<typeof monitorNoticeSchema>;

export const kolMonitorApi = endpoints('kol-monitor', {
  '/api/kol/account_search': {
    summary: '账号监控：按昵称或UID查找已收录博主',
    request: accountSearchSchema,
    response: z.array(accountSearchItemSchema),
  },
  '/api/kol/account_monitor_auth': {
    summary: '账号监控：当前会员可监控的账号数、已用、剩余与可选频率',
    request: noFields,
    response: monitorAuthSchema,
  },
  '/api/kol/account_monitor_submit': {
    summary: '账号监控：提交监控账号与设置',
    request: monitorSubmitSchema,
    response: monitorSubmitResultSchema,
  },
  '/api/kol/account_monitor_history': {
    summary: '账号监控：我的监控账号列表',
    request: monitorHistorySchema,
    response: paged(monitorItemSchema),
  },
  '/api/kol/account_monitor_edit': {
    summary: '账号监控：修改监控设置',
    request: monitorEditSchema,
    response: monitorItemSchema,
  },
  '/api/kol/edit_monitor_status': {
    summary: '账号监控：暂停（2）或恢复（1）监控',
    request: monitorStatusSchema,
    response: monitorItemSchema,
  },
  '/api/kol/delete_monitor_history': {
    summary: '账号监控：删除监控账号（连同其变更记录）',
    request: monitorIdSchema,
    response: noData,
  },
  '/api/kol/account_monitor_log': {
    summary: '账号监控：变更提醒记录（可按监控账号筛选）',
    request: monitorLogSchema,
    response: paged(monitorNoticeSchema),
  },
});
