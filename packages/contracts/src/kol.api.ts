import { z } from 'zod';
import { chinaTime } from './endpoint.js';
import { type FormScalar, isBlank, scalarText } from './fields.js';
import { GENDERS, UID_PATTERN, VERIFY_BADGES } from './kol.js';

/** The shapes shared by the blogger tools: the card every list shows, and the uid a request names. */

/** A blogger's uid in a request (digits; a number is read as its digits); blank means not given. */
export function optionalUid(message: string) {
  return z.preprocess(
    (value: FormScalar) => (isBlank(value) ? undefined : scalarText(value)),
    z.string({ error: message }).regex(UID_PATTERN, message).optional(),
  );
}

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

/**
 * A blogger as spec 3's search results show it: who it is, its categories and followers. The
 * header search, the back-collection lookup and the monitored accounts name bloggers this way.
 */
export const kolResultSchema = kolCardSchema.pick({
  kol_id: true,
  uid: true,
  avatar: true,
  uname: true,
  verify: true,
  category: true,
  fans: true,
});
export type KolResult = z.infer<typeof kolResultSchema>;

/**
 * A name and how many it counts: the categories and provinces the data offers (with their
 * bloggers), favourite groups (with their bloggers), an audience's provinces (with its accounts).
 */
export const nameCountSchema = z.strictObject({ name: z.string(), count: z.number().int() });
export type NameCount = z.infer<typeof nameCountSchema>;
