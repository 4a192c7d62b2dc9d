import { addDays, daysBetween } from './china-time.js';
import { keysOf } from './labels.js';
import { EMAIL_PATTERN, NeedFormMessage } from './profile.js';
import { MOBILE_PATTERN } from './validation-messages.js';

/*
 * 数据定制 /lifeCustom (docs/custom-orders.md): a user describes the data they want, operators talk
 * it through, quote and deliver. The choices, limits, states, messages and the form's rules, shared
 * by the web form and the server. The calls are in custom-order.api.ts.
 */

/** Which part of Weibo the data is about (at least one). */
export const CUSTOM_ORDER_SCOPES = {
  kol: '微博博主',
  post: '微博博文',
  comment: '评论与转发',
  topic: '话题与热搜',
  brand: '品牌声量',
  local: '本地生活',
} as const;
export const CUSTOM_ORDER_SCOPE_KEYS = keysOf(CUSTOM_ORDER_SCOPES);
export type CustomOrderScope = (typeof CUSTOM_ORDER_SCOPE_KEYS)[number];

/** Budget bands in yuan; 待沟通 for a user who wants a quote first. */
export const CUSTOM_ORDER_BUDGETS = {
  under_5k: '5千元以下',
  from_5k: '5千-2万元',
  from_20k: '2万-5万元',
  from_50k: '5万-20万元',
  over_200k: '20万元以上',
  undecided: '待沟通',
} as const;
export const CUSTOM_ORDER_BUDGET_KEYS = keysOf(CUSTOM_ORDER_BUDGETS);
export type CustomOrderBudget = (typeof CUSTOM_ORDER_BUDGET_KEYS)[number];

/**
 * 已提交 → 沟通中 → 已报价 → 已完成; any open state → 已关闭 (by the operator, or the user).
 * A quote may be changed while 已报价. 已完成 and 已关闭 are final.
 */
export const CUSTOM_ORDER_STATUSES = {
  submitted: '已提交',
  communicating: '沟通中',
  quoted: '已报价',
  completed: '已完成',
  closed: '已关闭',
} as const;
export const CUSTOM_ORDER_STATUS_KEYS = keysOf(CUSTOM_ORDER_STATUSES);
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUS_KEYS)[number];

/** The states an order is still being worked in: it takes replies and can be closed. */
export const OPEN_CUSTOM_ORDER_STATUSES = [
  'submitted',
  'communicating',
  'quoted',
] as const satisfies readonly CustomOrderStatus[];

/** Where each state may go. Reaching 已报价 takes a quote (its own call, custom_order_quote). */
export const CUSTOM_ORDER_TRANSITIONS: Record<CustomOrderStatus, readonly CustomOrderStatus[]> = {
  submitted: ['communicating', 'closed'],
  communicating: ['quoted', 'closed'],
  quoted: ['completed', 'closed'],
  completed: [],
  closed: [],
};

/** The states an operator sets by the status call (已报价 comes with the quote). */
export const CUSTOM_ORDER_STATUS_TARGETS = ['communicating', 'completed', 'closed'] as const;
export type CustomOrderStatusTarget = (typeof CUSTOM_ORDER_STATUS_TARGETS)[number];

/** States in which a quote may be made (沟通中) or changed (已报价). */
export const QUOTABLE_CUSTOM_ORDER_STATUSES = [
  'communicating',
  'quoted',
] as const satisfies readonly CustomOrderStatus[];

export function isOpenCustomOrder(status: CustomOrderStatus): boolean {
  return (OPEN_CUSTOM_ORDER_STATUSES as readonly string[]).includes(status);
}

export function canMoveCustomOrder(from: CustomOrderStatus, to: CustomOrderStatus): boolean {
  return CUSTOM_ORDER_TRANSITIONS[from].includes(to);
}

/** Who wrote an entry of an order's thread, and what it is: a reply, a state change or a quote. */
export const CUSTOM_THREAD_AUTHORS = ['user', 'operator'] as const;
export type CustomThreadAuthor = (typeof CUSTOM_THREAD_AUTHORS)[number];
export const CUSTOM_THREAD_KINDS = ['reply', 'status', 'quote'] as const;
export type CustomThreadKind = (typeof CUSTOM_THREAD_KINDS)[number];

export const CustomOrderLimits = {
  describeMin: 10,
  describeMax: 1000,
  contactMax: 30,
  emailMax: 100,
  companyMax: 100,
  replyMax: 500,
  quoteNoteMax: 200,
  /** The longest period one order may cover, both ends counted. */
  spanDays: 366,
  /** How far past today the period may end: an upcoming campaign, not a distant guess. */
  futureDays: 90,
  /** Open orders (已提交 / 沟通中 / 已报价) one account may have at once, whatever its level. */
  maxOpen: 5,
  /** Entries in one order's thread (replies and state changes). */
  maxThread: 100,
  /** The same content again within this window is the same order (a double submit). */
  duplicateWindowMs: 10 * 60 * 1000,
  /** Quotes from ¥0.01 to ¥10,000,000, in fen. */
  quoteMaxFen: 1_000_000_000,
} as const;

/** Weibo's launch: no data is older. */
export const CUSTOM_ORDER_EARLIEST_DATE = '2009-08-14';

export const CUSTOM_ORDER_PER_PAGE = 10;
export const ADMIN_CUSTOM_ORDER_PER_PAGE = 20;

export const CustomOrderLabel = {
  describe: '需求描述',
  scope: '数据范围',
  date_from: '开始日期',
  date_to: '结束日期',
  budget: '预算',
  contact: '姓名',
  tel: '联系号码',
  email: '邮箱',
  company: '公司名称',
  content: '回复内容',
  amount: '报价金额',
  note: '报价说明',
} as const;

export const CustomOrderMessage = {
  describeEmpty: '请描述您需要的数据',
  describeShort: `需求描述至少${CustomOrderLimits.describeMin}个字`,
  describeLong: `需求描述不能超过${CustomOrderLimits.describeMax}个字`,
  scope: '请选择数据范围',
  dateFromEmpty: '请选择开始日期',
  dateToEmpty: '请选择结束日期',
  dateFromBad: '开始日期格式不正确',
  dateToBad: '结束日期格式不正确',
  dateTooEarly: `开始日期不能早于${CUSTOM_ORDER_EARLIEST_DATE}`,
  dateOrder: '开始日期不能晚于结束日期',
  dateSpan: `时间范围最长为${CustomOrderLimits.spanDays}天`,
  dateTooLate: `结束日期不能晚于今天之后${CustomOrderLimits.futureDays}天`,
  budget: '请选择预算范围',
  // The questionnaire's own words (spec 5) for the contact fields.
  contact: NeedFormMessage.contact,
  contactLong: `姓名不能超过${CustomOrderLimits.contactMax}个字符`,
  telEmpty: NeedFormMessage.telEmpty,
  telInvalid: NeedFormMessage.telInvalid,
  emailInvalid: NeedFormMessage.emailInvalid,
  incomplete: NeedFormMessage.incomplete,
  submitted: '需求已提交，我们会尽快与您联系',
  duplicate: '该需求已提交，请勿重复提交',
  tooManyOpen: `您已有${CustomOrderLimits.maxOpen}个进行中的定制需求，请等待处理完成或关闭后再提交`,
  badId: '需求编号不正确',
  notFound: '需求不存在',
  statusFilter: '需求状态不正确',
  replyEmpty: '请输入回复内容',
  replied: '回复成功',
  ended: '该需求已结束，不能再回复',
  threadFull: '该需求的沟通记录已达上限，请提交新的需求',
  closed: '需求已关闭',
  alreadyClosed: '该需求已关闭',
  completedNoClose: '已完成的需求不能关闭',
  // The operator's calls.
  statusTarget: '请选择要变更的状态',
  statusChanged: '需求状态已更新',
  quoteEmpty: '请输入报价金额',
  quoteBad: '报价金额须为0.01至10000000元，最多两位小数',
  notQuotable: '仅沟通中或已报价的需求可以报价',
  quoted: '报价已发送给用户',
} as const;

/** The refusal of a move the state machine does not allow. */
export function transitionRefused(from: CustomOrderStatus, to: CustomOrderStatus): string {
  return `需求当前为“${CUSTOM_ORDER_STATUSES[from]}”，不能变更为“${CUSTOM_ORDER_STATUSES[to]}”`;
}

/** The fields of the form, trimmed. */
export interface CustomOrderValues {
  describe: string;
  scope: readonly string[];
  date_from: string;
  date_to: string;
  budget: string;
  contact: string;
  tel: string;
  email: string;
  company: string;
}
export type CustomOrderField = keyof CustomOrderValues;

const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);

/** A real YYYY-MM-DD date (2025-02-30 is refused); written here so this file stays free of zod. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function describeProblem(describe: string): string | null {
  const length = [...describe].length;
  if (length === 0) return CustomOrderMessage.describeEmpty;
  if (length < CustomOrderLimits.describeMin) return CustomOrderMessage.describeShort;
  if (length > CustomOrderLimits.describeMax) return CustomOrderMessage.describeLong;
  return null;
}

/**
 * The date rules: both dates, real calendar dates, not before Weibo began, start ≤ end, at most
 * `spanDays` days; with `today` (a China date) also not ending more than `futureDays` after it.
 * The server's schema cannot know the clock, so its service checks `today` separately.
 */
function dateProblems(from: string, to: string, today: string | undefined): Array<[CustomOrderField, string]> {
  const problems: Array<[CustomOrderField, string]> = [];
  if (from === '') problems.push(['date_from', CustomOrderMessage.dateFromEmpty]);
  else if (!isCalendarDate(from)) problems.push(['date_from', CustomOrderMessage.dateFromBad]);
  else if (from < CUSTOM_ORDER_EARLIEST_DATE) problems.push(['date_from', CustomOrderMessage.dateTooEarly]);
  if (to === '') problems.push(['date_to', CustomOrderMessage.dateToEmpty]);
  else if (!isCalendarDate(to)) problems.push(['date_to', CustomOrderMessage.dateToBad]);
  else if (today !== undefined && to > addDays(today, CustomOrderLimits.futureDays)) {
    problems.push(['date_to', CustomOrderMessage.dateTooLate]);
  }
  if (problems.length > 0 || from === '' || to === '') return problems;
  if (from > to) return [['date_from', CustomOrderMessage.dateOrder]];
  if (daysBetween(from, to) + 1 > CustomOrderLimits.spanDays) return [['date_to', CustomOrderMessage.dateSpan]];
  return [];
}

/**
 * Every rule the form breaks, in the form's order, with its message: the web shows them all under
 * their fields; the server answers the first. `today` adds the rule on how far ahead the period
 * may end.
 */
export function customOrderProblems(values: CustomOrderValues, today?: string): Array<[CustomOrderField, string]> {
  const problems: Array<[CustomOrderField, string]> = [];
  const describe = describeProblem(values.describe);
  if (describe) problems.push(['describe', describe]);
  const scopesKnown = values.scope.every((scope) => isOneOf(CUSTOM_ORDER_SCOPE_KEYS, scope));
  if (values.scope.length === 0 || !scopesKnown) problems.push(['scope', CustomOrderMessage.scope]);
  problems.push(...dateProblems(values.date_from, values.date_to, today));
  if (!isOneOf(CUSTOM_ORDER_BUDGET_KEYS, values.budget)) problems.push(['budget', CustomOrderMessage.budget]);
  if (values.contact === '') problems.push(['contact', CustomOrderMessage.contact]);
  else if ([...values.contact].length > CustomOrderLimits.contactMax) {
    problems.push(['contact', CustomOrderMessage.contactLong]);
  }
  if (values.tel === '') problems.push(['tel', CustomOrderMessage.telEmpty]);
  else if (!MOBILE_PATTERN.test(values.tel)) problems.push(['tel', CustomOrderMessage.telInvalid]);
  if (values.email !== '' && !EMAIL_PATTERN.test(values.email))
    problems.push(['email', CustomOrderMessage.emailInvalid]);
  return problems;
}

/** The message of the period's end when it lies too far ahead of `today`, else null. */
export function dateTooLateProblem(dateTo: string, today: string): string | null {
  return dateTo > addDays(today, CustomOrderLimits.futureDays) ? CustomOrderMessage.dateTooLate : null;
}

/** 12 → DZ00000012: how a user and an operator name an order on the phone. */
export function customOrderNo(id: number): string {
  return `DZ${String(id).padStart(8, '0')}`;
}
