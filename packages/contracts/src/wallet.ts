import { maskMobile } from './mask.js';

/*
 * Paid referral and withdrawals (docs/referral.md): the numbers, states, names and messages the web
 * and the server share, and the pure checks of a withdrawal form (amount in yuan to fen, real name,
 * Alipay account, bank card with its Luhn digit). Money is integer fen everywhere. The calls are in
 * wallet.api.ts.
 */

/** Share of what a referred user paid for a membership order, floored to the fen. */
export const COMMISSION_RATE_PCT = 20;
/** The smallest withdrawal: ¥100. */
export const WITHDRAW_MIN_FEN = 10_000;
/** Eight symbols of an alphabet without 0/O, 1/I/L: easy to read off a poster and type again. */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/;
/** Rows per page of every wallet list. */
export const WALLET_PAGE_SIZE = 10;

export const LEDGER_KINDS = ['commission', 'commission_reversal', 'withdraw', 'withdraw_return'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  commission: '推广佣金',
  commission_reversal: '佣金扣回（订单退款）',
  withdraw: '提现',
  withdraw_return: '提现驳回退回',
};

export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAW_STATUS_NAMES: Record<WithdrawStatus, string> = {
  pending: '审核中',
  paid: '已打款',
  rejected: '已驳回',
};

export const ACCOUNT_TYPES = ['alipay', 'bank'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { alipay: '支付宝', bank: '银行卡' };

/** A commission as its owner sees it: waiting out the refund window, withdrawable, or taken back. */
export const COMMISSION_STATES = ['pending', 'available', 'refunded'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];
export const COMMISSION_STATE_NAMES: Record<CommissionState, string> = {
  pending: '待结算',
  available: '可提现',
  refunded: '已退款',
};

export const FieldMax = {
  amount: 20,
  realName: 20,
  account: 64,
  bankName: 30,
  reason: 200,
  payoutRef: 64,
} as const;

export const WalletMessage = {
  amountEmpty: '请输入提现金额',
  amountInvalid: '提现金额格式不正确，最多保留两位小数',
  belowMin: `提现金额不能低于${WITHDRAW_MIN_FEN / 100}元`,
  overBalance: '可提现余额不足',
  hasPending: '您有一笔提现正在审核中，请等待审核完成后再申请',
  accountType: '请选择提现方式',
  realNameEmpty: '请填写真实姓名',
  realNameInvalid: '真实姓名须为2-20个汉字（可含·）',
  alipayEmpty: '请填写支付宝账号',
  alipayInvalid: '支付宝账号格式错误',
  bankCardEmpty: '请填写银行卡号',
  bankCardInvalid: '银行卡号格式错误',
  bankNameEmpty: '请填写开户银行',
  submitted: '提现申请已提交，预计1-3个工作日内到账',
  withdrawalId: '提现申请不正确',
  notFound: '提现申请不存在',
  reasonEmpty: '请填写驳回原因',
  statusFilter: '提现状态不正确',
  paid: '已标记为已打款',
  rejected: '已驳回，金额已退回用户余额',
} as const;

/** The answer to a second review of the same request (a double click, two operators). */
export function alreadyReviewed(status: WithdrawStatus): string {
  return `该提现申请${WITHDRAW_STATUS_NAMES[status]}，请勿重复操作`;
}

const YUAN_PATTERN = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/**
 * A yuan amount typed by a user ('100', '100.5', '1234.56') as integer fen, exactly (no float
 * arithmetic); null for anything else (more than two decimals, signs, exponents, 9+ digits).
 */
export function yuanToFen(text: string): number | null {
  const match = YUAN_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const decimals = (match[2] ?? '').slice(1).padEnd(2, '0');
  return whole * 100 + Number(decimals || '0');
}

/** Fen as yuan text with two decimals, from integers only: 12345 → '123.45', -5 → '-0.05'. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The commission of a paid amount: COMMISSION_RATE_PCT of it, floored to the fen. */
export function commissionOf(payFen: number): number {
  return Math.floor((payFen * COMMISSION_RATE_PCT) / 100);
}

/** 2–20 Chinese characters, a middle dot (·) allowed between them (names of ethnic minorities). */
const REAL_NAME_PATTERN =
  /^[\u3400-\u4dbf\u4e00-\u9fff](?:[\u3400-\u4dbf\u4e00-\u9fff·]{0,18})[\u3400-\u4dbf\u4e00-\u9fff]$/;
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isRealName(value: string): boolean {
  return REAL_NAME_PATTERN.test(value) && !value.includes('··');
}

/** An Alipay account is the mainland mobile or the e-mail it was opened with. */
export function isAlipayAccount(value: string): boolean {
  return MOBILE.test(value) || (value.length <= 64 && EMAIL.test(value));
}

/** A card number as typed, spaces and dashes dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 16–19 digits whose last one is the Luhn check digit of the rest (bank cards of UnionPay). */
export function isBankCard(value: string): boolean {
  if (!/^\d{16,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem of the payee fields, or null; one rule for the form and the server. */
export function payeeProblem(fields: {
  account_type: AccountType;
  real_name: string;
  account: string;
  bank_name: string;
}): { field: 'real_name' | 'account' | 'bank_name'; message: string } | null {
  if (fields.real_name === '') return { field: 'real_name', message: WalletMessage.realNameEmpty };
  if (!isRealName(fields.real_name)) return { field: 'real_name', message: WalletMessage.realNameInvalid };
  if (fields.account_type === 'alipay') {
    if (fields.account === '') return { field: 'account', message: WalletMessage.alipayEmpty };
    if (!isAlipayAccount(fields.account)) return { field: 'account', message: WalletMessage.alipayInvalid };
    return null;
  }
  const card = cardDigits(fields.account);
  if (card === '') return { field: 'account', message: WalletMessage.bankCardEmpty };
  if (!isBankCard(card)) return { field: 'account', message: WalletMessage.bankCardInvalid };
  if (fields.bank_name === '') return { field: 'bank_name', message: WalletMessage.bankNameEmpty };
  return null;
}

/** A payee account as lists show it: a card as **** 1234, an e-mail as ab***@host, a mobile masked. */
export function maskAccount(type: AccountType, account: string): string {
  if (type === 'bank') return `**** ${account.slice(-4)}`;
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return maskMobile(account);
}
