import { z } from 'zod';
import { COUPON_KINDS } from './coupons.js';
import { chinaTime } from './endpoint.js';
import {
  blank,
  type FormScalar,
  type FormValue,
  isBlank,
  optionalDate,
  requiredChoice,
  requiredText,
  scalarText,
} from './fields.js';
import {
  COUPON_AUDIENCES,
  COUPON_BATCH_STATES,
  CouponBatchLimits as Limits,
  OperatorMessage as M,
  rateTextToPct,
  yuanTextToFen,
} from './operator.js';
import { MOBILE_PATTERN } from './validation-messages.js';

/*
 * Coupon batches of the operator area (docs/operator.md): what /api/admin/coupon_batch_create
 * takes (money typed in yuan and 折, read exactly), a batch as the list shows it, and what a
 * creation answers. The rows are in operator.api.ts.
 */

/** A number typed as text ('50', 8.5) kept as text, so yuan and 折 are parsed without floats. */
const typedText = (value: FormScalar) => {
  const given = blank(value);
  return typeof given === 'number' ? String(given) : given;
};

/** Text in yuan with at most two decimals as fen within [min, max]; `bad` otherwise. */
function toFen(bad: string, minFen: number, maxFen: number) {
  return (text: string, ctx: z.RefinementCtx<string>) => {
    const fen = yuanTextToFen(text);
    if (fen === null || fen < minFen || fen > maxFen) {
      ctx.addIssue({ code: 'custom', message: bad });
      return z.NEVER;
    }
    return fen;
  };
}

/** An optional yuan amount: blank is not given. */
const optionalYuan = (bad: string, minFen: number, maxFen: number) =>
  z.preprocess(
    typedText,
    z
      .string({ error: bad })
      .transform(toFen(bad, minFen, maxFen))
      .optional(),
  );

/** 折 with one decimal (8.5) as the percentage paid (85). */
const rateField = z.preprocess(
  typedText,
  z
    .string({ error: M.rateBad })
    .transform((text, ctx) => {
      const pct = rateTextToPct(text);
      if (pct === null) {
        ctx.addIssue({ code: 'custom', message: M.rateBad });
        return z.NEVER;
      }
      return pct;
    })
    .optional(),
);

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value: FormScalar) => blank(value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Names the wrong number when it is short and plain enough to repeat back. */
const mobileProblem = (input: unknown) =>
  typeof input === 'string' && /^[\d+-]{1,20}$/.test(input) ? `${M.mobileBad}：${input}` : M.mobileBad;

/** Mobiles from a textarea (one string split at spaces, commas, semicolons) or a list. */
const mobileList = z.preprocess(
  (value: FormValue) => {
    if (isBlank(value)) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => String(scalarText(item)).split(/[\s,，;；、]+/)).filter((item) => item !== '');
  },
  z
    .array(z.string().regex(MOBILE_PATTERN, { error: (issue) => mobileProblem(issue.input) }), { error: M.mobileBad })
    .max(Limits.mobilesMax, M.mobilesTooMany)
    .default([])
    .transform((list) => [...new Set(list)]),
);

export const couponBatchCreateSchema = z
  .object({
    name: requiredText(M.batchName, 40),
    kind: requiredChoice(COUPON_KINDS, M.couponKind),
    amount: optionalYuan(M.amountBad, 1, Limits.amountMaxFen),
    rate: rateField,
    max_discount: optionalYuan(M.maxDiscountBad, 1, Limits.amountMaxFen),
    /** Blank: no threshold (无门槛). */
    threshold: z.preprocess(
      typedText,
      z
        .string({ error: M.thresholdBad })
        .default('0')
        .transform(toFen(M.thresholdBad, 0, Limits.thresholdMaxFen)),
    ),
    valid_days: wholeNumber(M.validDays, 1, Limits.validDaysMax),
    audience: requiredChoice(COUPON_AUDIENCES, M.audience),
    /** For new_users: registered within this many days (default 30). */
    audience_days: z.preprocess(
      (value: FormScalar) => blank(value),
      z.coerce
        .number({ error: M.audienceDays })
        .int(M.audienceDays)
        .min(1, M.audienceDays)
        .max(Limits.audienceDaysMax, M.audienceDays)
        .default(30),
    ),
    quantity: z.preprocess(
      (value: FormScalar) => blank(value),
      z.coerce
        .number({ error: M.quantity })
        .int(M.quantity)
        .min(1, M.quantity)
        .max(Limits.quantityMax, M.quantity)
        .optional(),
    ),
    starts_at: optionalDate(M.startsAt),
    ends_at: optionalDate(M.endsAt),
    mobiles: mobileList,
  })
  .superRefine((form, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (form.kind === 'amount' && form.amount === undefined) return problem('amount', M.amountEmpty);
    if (form.kind === 'amount' && form.threshold > 0 && (form.amount ?? 0) >= form.threshold) {
      return problem('amount', M.amountNotBelowThreshold);
    }
    if (form.kind === 'rate' && form.rate === undefined) return problem('rate', M.rateEmpty);
    if (form.starts_at && form.ends_at && form.ends_at < form.starts_at) return problem('ends_at', M.endsBeforeStart);
    if (form.audience === 'mobiles' && form.mobiles.length === 0) return problem('mobiles', M.mobilesEmpty);
  });
export type CouponBatchInput = z.output<typeof couponBatchCreateSchema>;

export const couponBatchItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  kind_name: z.string(),
  /** 满300减50, 满500享8.5折 最高减200 … */
  desc: z.string(),
  amount_fen: z.number().int(),
  rate_pct: z.number().int().nullable(),
  max_discount_fen: z.number().int().nullable(),
  threshold_fen: z.number().int(),
  valid_days: z.number().int(),
  audience: z.enum(COUPON_AUDIENCES),
  audience_name: z.string(),
  audience_days: z.number().int(),
  /** null: no limit. */
  quantity: z.number().int().nullable(),
  claimed: z.number().int(),
  used: z.number().int(),
  starts_at: chinaTime,
  ends_at: z.union([chinaTime, z.literal('')]),
  state: z.enum(COUPON_BATCH_STATES),
  state_name: z.string(),
  create_time: chinaTime,
});
export type CouponBatchItem = z.infer<typeof couponBatchItemSchema>;

export const couponBatchCreatedSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Accounts that received the coupon now (audience mobiles); 0 for claimable batches. */
  granted: z.number().int(),
  /** Listed numbers with no account: nothing was sent to them. */
  unknown_mobiles: z.array(z.string()),
});
export type CouponBatchCreated = z.infer<typeof couponBatchCreatedSchema>;
