import { z } from 'zod';
import { chinaTime } from './endpoint.js';
import { GENDERS, VERIFY_BADGES } from './kol.js';

/** The answer shapes shared by the blogger tools (the card every list shows). */

export const verifyBadgeSchema = z.enum(VERIFY_BADGES);
export const genderSchema = z.enum(GENDERS);

/**
 * One blogger with the figures of blogger_stats (last 30 days unless named otherwise). Spec 3's
 * search-result fields (kol_id, uid, avatar, uname, verify, category, fans) come first.
 */
export const kolCardSchema = z.strictObject({
  kol_id: z.number().int(),
  uid: z.string(),
  avatar: z.string(),
  uname: z.string(),
  verify: verifyBadgeSchema,
  category: z.array(z.string()),
  fans: z.number(),
  gender: genderSchema,
  province: z.string(),
  city: z.string(),
  description: z.string(),
  verified_reason: z.string(),
  posts_30d: z.number(),
  original_posts_30d: z.number(),
  avg_interactions: z.number(),
  /** A ratio: 0.012 is 1.2%. */
  engagement_rate: z.number(),
  /** A ratio of the 30-day posts that are sponsored. */
  sponsored_share: z.number(),
  last_post_at: chinaTime.nullable(),
  growth_1d: z.number(),
  growth_7d: z.number(),
  growth_30d: z.number(),
  influence_day: z.number(),
  influence_week: z.number(),
  influence_month: z.number(),
  /** When these figures were computed (China time, YYYY-MM-DD HH:mm:ss). */
  computed_at: chinaTime,
});
export type KolCard = z.infer<typeof kolCardSchema>;

/** Who a blogger is, without figures: the lists that only name bloggers (comparison history). */
export const kolBriefSchema = kolCardSchema.pick({ kol_id: true, uid: true, uname: true, avatar: true, verify: true });

/** A choice the data offers with how many bloggers have it (categories, provinces). */
export const nameCountSchema = z.strictObject({ name: z.string(), count: z.number().int() });
export type NameCount = z.infer<typeof nameCountSchema>;
