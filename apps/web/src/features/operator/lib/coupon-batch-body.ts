import type { CouponKind } from '@boguan/contracts/coupons';
import {
  type CouponAudience,
  CouponBatchLimits,
  OperatorMessage as M,
  rateTextToPct,
  yuanTextToFen,
} from '@boguan/contracts/operator';
import type { Dayjs } from 'dayjs';
import type { CouponBatchBody } from '../api/coupon-batches-api';

/** The 新建优惠券批次 form as antd holds it. */
export interface CouponBatchValues {
  name: string;
  kind: CouponKind;
  amount?: string;
  rate?: string;
  max_discount?: string;
  threshold?: string;
  valid_days: number;
  audience: CouponAudience;
  audience_days?: number | null;
  quantity?: number | null;
  window?: [Dayjs | null, Dayjs | null] | null;
  mobiles?: string;
}

/** The numbers typed in the mobiles box: one per line, or separated by spaces, commas, semicolons. */
export function splitMobiles(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,，;；、]+/).filter((item) => item !== '');
}

/** The server's rule for the box, said the same way before anything is sent. */
export function mobilesProblem(text: string | undefined): string | null {
  const list = splitMobiles(text);
  if (list.length === 0) return M.mobilesEmpty;
  const bad = list.find((mobile) => !/^1[3-9]\d{9}$/.test(mobile));
  if (bad !== undefined) return `${M.mobileBad}：${bad.slice(0, 20)}`;
  return list.length > CouponBatchLimits.mobilesMax ? M.mobilesTooMany : null;
}

/** A yuan box's problem (blank allowed when `optional`), as the server words it. */
export function yuanProblem(text: string | undefined, bad: string, minFen: number, maxFen: number): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const fen = yuanTextToFen(trimmed);
  return fen === null || fen < minFen || fen > maxFen ? bad : null;
}

export function rateProblem(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return M.rateEmpty;
  return rateTextToPct(trimmed) === null ? M.rateBad : null;
}

/** What is sent: only the fields of the chosen kind and audience, amounts as typed (the server reads them exactly). */
export function couponBatchBody(values: CouponBatchValues): CouponBatchBody {
  const body: CouponBatchBody = {
    name: values.name.trim(),
    kind: values.kind,
    threshold: (values.threshold ?? '').trim(),
    valid_days: values.valid_days,
    audience: values.audience,
  };
  if (values.kind === 'amount') body.amount = (values.amount ?? '').trim();
  else {
    body.rate = (values.rate ?? '').trim();
    const cap = (values.max_discount ?? '').trim();
    if (cap !== '') body.max_discount = cap;
  }
  if (values.audience === 'mobiles') {
    body.mobiles = [...new Set(splitMobiles(values.mobiles))];
    return body;
  }
  if (values.audience === 'new_users' && values.audience_days) body.audience_days = values.audience_days;
  if (values.quantity) body.quantity = values.quantity;
  const [from, to] = values.window ?? [null, null];
  if (from) body.starts_at = from.format('YYYY-MM-DD');
  if (to) body.ends_at = to.format('YYYY-MM-DD');
  return body;
}
