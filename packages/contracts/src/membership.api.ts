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

/** What an export would give the member now, asked before it counts a use (the tools' export checks). */
export const exportCheckSchema = z.strictObject({
  /** Rows the export would hold (already capped by max_rows). */
  count: z.number().int(),
  /** Rows before the member's cap. */
  total: z.number().int(),
  max_rows: z.number().int().nullable(),
  /** Exports left this month (null: no monthly limit). */
  remaining_exports: z.number().int().nullable(),
  allowed: z.boolean(),
  /** Why not, in Chinese (null when allowed). */
  reason: z.string().nullable(),
});
export type ExportCheck = z.infer<typeof exportCheckSchema>;
