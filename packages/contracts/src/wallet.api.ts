import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import {
  type FormScalar,
  id,
  noFields,
  optionalChoice,
  optionalText,
  page,
  requiredText,
  scalarText,
  text,
} from './fields.js';
import {
  ACCOUNT_TYPES,
  COMMISSION_STATES,
  FieldMax,
  LEDGER_KINDS,
  payeeProblem,
  WalletMessage,
  WITHDRAW_STATUSES,
  yuanToFen,
} from './wallet.js';

/*
 * Paid referral, the commission ledger and withdrawals (docs/referral.md). The user calls act on
 * the session's user only and take no user id; the operator calls (/api/admin/…) need an operator.
 */

/** A yuan amount as typed ('100', '100.5'): its output is integer fen, computed from the text exactly. */
const amount = z.preprocess(
  (value: FormScalar) => scalarText(value),
  z
    .string({ error: WalletMessage.amountInvalid })
    .min(1, WalletMessage.amountEmpty)
    .max(FieldMax.amount, WalletMessage.amountInvalid)
    .refine((value) => yuanToFen(value) !== null, WalletMessage.amountInvalid)
    .transform((value) => yuanToFen(value) ?? 0),
);

const accountType = z.preprocess(
  (value: FormScalar) => scalarText(value) || undefined,
  z.enum(ACCOUNT_TYPES, { error: WalletMessage.accountType }),
);

export const withdrawSubSchema = z
  .object({
    /** Yuan as typed; parsed to fen (the output is fen). */
    amount,
    account_type: accountType,
    real_name: text('真实姓名', FieldMax.realName),
    account: text('收款账号', FieldMax.account),
    bank_name: text('开户银行', FieldMax.bankName),
  })
  .superRefine((form, ctx) => {
    const problem = payeeProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type WithdrawSubInput = z.output<typeof withdrawSubSchema>;

export const walletPageSchema = z.object({ page });

const withdrawalId = id(WalletMessage.withdrawalId);
export const adminWithdrawListSchema = z.object({
  status: optionalChoice(WITHDRAW_STATUSES, WalletMessage.statusFilter),
  page,
});
export const adminWithdrawPaySchema = z.object({
  id: withdrawalId,
  payout_ref: optionalText('打款流水号', FieldMax.payoutRef),
});
export const adminWithdrawRejectSchema = z.object({
  id: withdrawalId,
  reason: requiredText('驳回原因', FieldMax.reason, WalletMessage.reasonEmpty),
});

// ---- answers ----

const fen = z.number().int();
const timeOrEmpty = z.union([chinaTime, z.literal('')]);

export const shareInfoSchema = z.strictObject({
  share_code: z.string(),
  /** PUBLIC_URL/home?share_id=CODE: the link and the poster's QR. */
  share_url: z.string(),
  rate_pct: z.number().int(),
  refund_days: z.number().int(),
  min_fen: fen,
  /** Users registered through the link. */
  invited: z.number().int(),
  /** Of those, how many paid at least one membership order (not refunded). */
  paid_users: z.number().int(),
  pending_fen: fen,
  available_fen: fen,
  /** Withdrawals already paid out. */
  withdrawn_fen: fen,
  /** Every commission earned, pending included, refunds deducted. */
  total_earned_fen: fen,
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

export const inviteeSchema = z.strictObject({
  /** Masked (138****1234); invitees are never named by id. */
  mobile: z.string(),
  nick_name: z.string(),
  register_time: chinaTime,
  paid_orders: z.number().int(),
  paid_fen: fen,
  commission_fen: fen,
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const commissionItemSchema = z.strictObject({
  /** The ledger row. */
  id: z.number().int(),
  mobile: z.string(),
  nick_name: z.string(),
  /** What the invitee bought, e.g. 高级版 · 月度. */
  product: z.string(),
  order_time: chinaTime,
  pay_fen: fen,
  commission_fen: fen,
  state: z.enum(COMMISSION_STATES),
  state_name: z.string(),
  /** When a pending commission becomes withdrawable. */
  available_time: chinaTime,
});
export type CommissionItem = z.infer<typeof commissionItemSchema>;

const lastAccountSchema = z.strictObject({
  account_type: z.enum(ACCOUNT_TYPES),
  /** Masked: the form asks for the full number again. */
  account: z.string(),
  real_name: z.string(),
  bank_name: z.string(),
});

export const withdrawInfoSchema = z.strictObject({
  available_fen: fen,
  pending_fen: fen,
  min_fen: fen,
  /** A request is waiting for review: the form is closed until it is paid or rejected. */
  has_pending: z.boolean(),
  last_account: lastAccountSchema.nullable(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const withdrawalSchema = z.strictObject({
  id: z.number().int(),
  amount_fen: fen,
  account_type: z.enum(ACCOUNT_TYPES),
  account_type_name: z.string(),
  /** Masked. */
  account: z.string(),
  bank_name: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  status_name: z.string(),
  /** Why it was rejected ('' otherwise). */
  reason: z.string(),
  create_time: chinaTime,
  review_time: timeOrEmpty,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const ledgerItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  kind_name: z.string(),
  /** Signed: credits positive, debits negative. */
  amount_fen: fen,
  time: chinaTime,
  available_time: chinaTime,
  /** A commission still inside the refund window: not yet in the available balance. */
  pending: z.boolean(),
  note: z.string(),
});
export type LedgerItem = z.infer<typeof ledgerItemSchema>;

export const adminWithdrawalSchema = z.strictObject({
  id: z.number().int(),
  user_mobile: z.string(),
  user_nick: z.string(),
  amount_fen: fen,
  account_type: z.enum(ACCOUNT_TYPES),
  account_type_name: z.string(),
  real_name: z.string(),
  /** In full: the operator pays to it. */
  account: z.string(),
  bank_name: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  status_name: z.string(),
  reason: z.string(),
  payout_ref: z.string(),
  create_time: chinaTime,
  review_time: timeOrEmpty,
  /** The operator who reviewed it (masked mobile), '' while pending. */
  reviewer: z.string(),
  /** The available balance the request was checked against. */
  balance_before_fen: fen,
  /** The user's available balance now. */
  available_now_fen: fen,
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const walletApi = endpoints('wallet', {
  '/api/user/share_info': {
    summary: '付费推广：推广链接、佣金比例与收益概况',
    request: noFields,
    response: shareInfoSchema,
  },
  '/api/user/share_list': {
    summary: '付费推广：邀请记录',
    request: walletPageSchema,
    response: paged(inviteeSchema),
  },
  '/api/user/commission_list': {
    summary: '付费推广：佣金明细',
    request: walletPageSchema,
    response: paged(commissionItemSchema),
  },
  '/api/user/withdraw_info': {
    summary: '提现：可提现余额、最低金额与上次收款账户',
    request: noFields,
    response: withdrawInfoSchema,
  },
  '/api/user/withdrawSub': {
    summary: '提交提现申请',
    request: withdrawSubSchema,
    response: withdrawalSchema,
  },
  '/api/user/withdraw_order_list': {
    summary: '提现记录',
    request: walletPageSchema,
    response: paged(withdrawalSchema),
  },
  '/api/user/balance_log': {
    summary: '资金明细',
    request: walletPageSchema,
    response: paged(ledgerItemSchema),
  },
  '/api/admin/withdraw_list': {
    summary: '运营：提现申请列表（待审核在前）',
    request: adminWithdrawListSchema,
    response: paged(adminWithdrawalSchema).extend({ pending_count: z.number().int() }),
  },
  '/api/admin/withdraw_pay': {
    summary: '运营：标记提现已打款',
    request: adminWithdrawPaySchema,
    response: adminWithdrawalSchema,
  },
  '/api/admin/withdraw_reject': {
    summary: '运营：驳回提现并退回余额',
    request: adminWithdrawRejectSchema,
    response: adminWithdrawalSchema,
  },
});
