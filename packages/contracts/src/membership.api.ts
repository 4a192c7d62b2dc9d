import { z } from 'zod';

/** A daily or monthly allowance: its limit, what is used and what is left (QuotaState). */
export const quotaSchema = z.strictObject({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

/**
 * A member's allowance of one feature as the membership service's `remaining(user, feature)` answers
 * it (FeatureAllowance in membership.ts); the tools' auth calls pass it on as it is.
 */
export const featureAllowanceSchema = z.strictObject({
  feature: z.string(),
  name: z.string(),
  level: z.number().int(),
  allowed: z.boolean(),
  per_day: quotaSchema.nullable(),
  per_month: quotaSchema.nullable(),
  max_rows: z.number().int().nullable(),
});
export type FeatureAllowanceAnswer = z.infer<typeof featureAllowanceSchema>;
