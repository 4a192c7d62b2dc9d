import { z } from 'zod';
import {
  CUSTOM_ORDER_BUDGET_KEYS,
  CUSTOM_ORDER_SCOPE_KEYS,
  CUSTOM_ORDER_STATUS_KEYS,
  CUSTOM_ORDER_STATUS_TARGETS,
  CUSTOM_THREAD_AUTHORS,
  CUSTOM_THREAD_KINDS,
  type CustomOrderBudget,
  type CustomOrderScope,
  customOrderProblems,
  CustomOrderLabel as Label,
  CustomOrderLimits as Limits,
  CustomOrderMessage as Message,
} from './custom-order.js';
import { chinaDate, chinaTime, endpoints, paged } from './endpoint.js';
import {
  blank,
  type FormScalar,
  type FormValue,
  formBody,
  id,
  optionalChoice,
  page,
  requiredChoice,
  requiredText,
  splitCommas,
  text,
  textList,
} from './fields.js';
import { yuanTextToFen } from './operator.js';

/*
 * 数据定制 (docs/custom-orders.md): the user's calls under /api/custom/ (submit, list, detail,
 * reply, close) and the operators' under /api/admin/custom_order_* (list, detail, reply, status,
 * quote; 1001 for anyone not in OPERATOR_MOBILES, like every operator row).
 */

// Lengths are the rules' own (customOrderProblems), so the messages come in the form's order;
// text() still refuses control characters and lists.
const submitFields = z.object({
  describe: text(Label.describe),
  // Repeated keys, scope[], a JSON array or one comma-separated text.
  scope: z.preprocess((value: FormValue) => splitCommas(value), textList(Label.scope, 20)),
  date_from: text(Label.date_from),
  date_to: text(Label.date_to),
  budget: text(Label.budget),
  contact: text(Label.contact),
  tel: text(Label.tel),
  email: text(Label.email, Limits.emailMax),
  company: text(Label.company, Limits.companyMax),
});
type SubmitFields = z.output<typeof submitFields>;

function checkSubmit(form: SubmitFields, ctx: z.RefinementCtx): void {
  const [first] = customOrderProblems(form);
  if (first) ctx.addIssue({ code: 'custom', message: first[1], path: [first[0]] });
}

/**
 * POST /api/custom/submit. The web form runs the same rules (customOrderProblems) and shows every
 * message at once; the server answers the first. How far ahead the period may end depends on the
 * clock, so the service checks that one.
 */
export const customSubmitSchema = formBody(
  submitFields.superRefine(checkSubmit).transform((form) => ({
    ...form,
    scope: [...new Set(form.scope)] as CustomOrderScope[],
    budget: form.budget as CustomOrderBudget,
  })),
);
export type CustomSubmitInput = z.output<typeof customSubmitSchema>;
/** The form as the web sends it. */
export type CustomSubmitBody = z.input<typeof customSubmitSchema>;

const orderId = id(Message.badId);

const replyContent = requiredText(Label.content, Limits.replyMax, Message.replyEmpty);

export const customListSchema = z.object({
  page,
  status: optionalChoice(CUSTOM_ORDER_STATUS_KEYS, Message.statusFilter),
});
export const customIdSchema = z.object({ id: orderId });
export const customReplySchema = z.object({ id: orderId, content: replyContent });
export const customStatusSchema = z.object({
  id: orderId,
  status: requiredChoice(CUSTOM_ORDER_STATUS_TARGETS, Message.statusTarget),
});

/** A yuan amount typed as text ('12000', '8.5'), read into fen exactly (no float on the way). */
const quoteAmount = z.preprocess(
  (value: FormScalar) => {
    const given = blank(value);
    return typeof given === 'number' ? String(given) : given;
  },
  z
    .string({ error: (issue) => (issue.input === undefined ? Message.quoteEmpty : Message.quoteBad) })
    .transform((typed, ctx) => {
      const fen = yuanTextToFen(typed);
      if (fen === null || fen < 1 || fen > Limits.quoteMaxFen) {
        ctx.addIssue({ code: 'custom', message: Message.quoteBad });
        return z.NEVER;
      }
      return fen;
    }),
);

export const customQuoteSchema = z.object({
  id: orderId,
  amount: quoteAmount,
  note: text(Label.note, Limits.quoteNoteMax),
});

export const customThreadItemSchema = z.strictObject({
  id: z.number().int(),
  author: z.enum(CUSTOM_THREAD_AUTHORS),
  /** reply: text typed by one side; status: a state change; quote: a price set or changed. */
  kind: z.enum(CUSTOM_THREAD_KINDS),
  content: z.string(),
  time: chinaTime,
});
export type CustomThreadItem = z.infer<typeof customThreadItemSchema>;

const orderFields = {
  id: z.number().int(),
  /** DZ00000012 */
  order_no: z.string(),
  status: z.enum(CUSTOM_ORDER_STATUS_KEYS),
  status_name: z.string(),
  describe: z.string(),
  scope: z.array(z.enum(CUSTOM_ORDER_SCOPE_KEYS)),
  scope_names: z.array(z.string()),
  date_from: chinaDate,
  date_to: chinaDate,
  budget: z.enum(CUSTOM_ORDER_BUDGET_KEYS),
  budget_name: z.string(),
  contact: z.string(),
  tel: z.string(),
  email: z.string(),
  company: z.string(),
  /** The operator's price in fen; null until quoted. */
  quote_fen: z.number().int().nullable(),
  quote_note: z.string(),
  quote_time: z.union([chinaTime, z.literal('')]),
  create_time: chinaTime,
  update_time: chinaTime,
  /** Open (已提交 / 沟通中 / 已报价): replies are taken and the order can be closed. */
  open: z.boolean(),
  /** Who wrote the thread's last entry: '' before any. An operator's list shows 待回复 when it is the user. */
  last_reply_by: z.union([z.enum(CUSTOM_THREAD_AUTHORS), z.literal('')]),
  /** Every entry, oldest first. */
  thread: z.array(customThreadItemSchema),
};

export const customOrderSchema = z.strictObject(orderFields);
export type CustomOrder = z.infer<typeof customOrderSchema>;

/** An operator's view: the order and whose account sent it (masked mobile, nickname). */
export const adminCustomOrderSchema = z.strictObject({
  ...orderFields,
  user_id: z.number().int(),
  user_mobile: z.string(),
  user_name: z.string(),
});
export type AdminCustomOrder = z.infer<typeof adminCustomOrderSchema>;

export const customOrderApi = endpoints('custom-order', {
  '/api/custom/submit': {
    summary: '数据定制：提交需求（相同内容10分钟内重复提交返回原需求）',
    request: customSubmitSchema,
    response: customOrderSchema,
  },
  '/api/custom/list': {
    summary: '数据定制：我的需求（状态、报价与沟通记录）',
    request: customListSchema,
    response: paged(customOrderSchema),
  },
  '/api/custom/detail': {
    summary: '数据定制：需求详情与沟通记录',
    request: customIdSchema,
    response: customOrderSchema,
  },
  '/api/custom/reply': {
    summary: '数据定制：回复运营（进行中的需求）',
    request: customReplySchema,
    response: customOrderSchema,
  },
  '/api/custom/close': {
    summary: '数据定制：关闭未完成的需求',
    request: customIdSchema,
    response: customOrderSchema,
  },
  '/api/admin/custom_order_list': {
    summary: '运营后台：数据定制需求（按状态）',
    request: customListSchema,
    response: paged(adminCustomOrderSchema),
  },
  '/api/admin/custom_order_detail': {
    summary: '运营后台：数据定制需求详情与沟通记录',
    request: customIdSchema,
    response: adminCustomOrderSchema,
  },
  '/api/admin/custom_order_reply': {
    summary: '运营后台：回复数据定制需求（通知用户）',
    request: customReplySchema,
    response: adminCustomOrderSchema,
  },
  '/api/admin/custom_order_status': {
    summary: '运营后台：变更数据定制需求状态（沟通中、已完成、已关闭；通知用户）',
    request: customStatusSchema,
    response: adminCustomOrderSchema,
  },
  '/api/admin/custom_order_quote': {
    summary: '运营后台：数据定制需求报价（沟通中→已报价，或修改报价；通知用户）',
    request: customQuoteSchema,
    response: adminCustomOrderSchema,
  },
});
