/**
 * What a brand's campaign or crisis does to one post. Decisions draw from the post's own
 * brandEvent stream, never from its content stream, so a post no campaign or crisis touches is
 * exactly the post it was before these episodes existed.
 *
 * - Campaign days: paid posts of the campaign's industry mostly promote the campaigning brand
 *   (post-plan.ts also makes more posts paid then), and ordinary posts take it up as buzz.
 * - Crisis weeks: more ordinary posts bring the brand up, and most unpaid posts that name it
 *   complain, in words.
 */
import type { Blogger } from './bloggers.js';
import { BRANDS_BY_INDUSTRY, brandInCrisis, campaignBrands } from './brands.js';
import type { PostStub } from './post-plan.js';
import { rngFor, STREAM } from './rng.js';

/** The first sentence a brand episode puts in a post instead of the industry's own. */
export type BrandLead = 'campaign' | 'complaint';

export interface BrandChoice {
  brandIdx: number | null;
  lead: BrandLead | null;
}

/** Share of an industry's paid posts on a campaign day that go to the campaigning brand. */
const CAMPAIGN_PAID_SHARE = 0.8;
/**
 * Ordinary posts of the industry that pick the campaigning brand up: 1.2 / brands of the
 * industry, so its daily mentions run about four times its usual share whatever the pool size.
 */
const CAMPAIGN_BUZZ = 1.2;
/** Ordinary posts that bring up a brand in crisis: about double its usual mentions. */
const CRISIS_BUZZ = 0.6;
/** Unpaid posts naming a brand in crisis that complain (the rest carry on as usual). */
const COMPLAINT_SHARE = 0.7;

/**
 * The brand a post names and the lead it opens with, given the blogger, the post's industry and
 * the brand its content stream drew (`drawn`). Brand accounts speak for themselves: untouched.
 */
export function brandEvent(
  seed: number,
  b: Pick<Blogger, 'brandIdx'>,
  stub: PostStub,
  industry: number,
  drawn: number | null,
): BrandChoice {
  if (b.brandIdx !== null) return { brandIdx: drawn, lead: null };
  const pool = BRANDS_BY_INDUSTRY[industry] ?? [];
  if (pool.length === 0) return { brandIdx: drawn, lead: null };
  const rng = rngFor(seed, STREAM.brandEvent, stub.idx, stub.day, stub.k);
  let brandIdx = drawn;
  let lead: BrandLead | null = null;
  const campaigning = campaignBrands(seed, industry, stub.day);
  if (campaigning.length > 0) {
    if (stub.sponsored) {
      if (rng.chance(CAMPAIGN_PAID_SHARE)) brandIdx = rng.pick(campaigning);
    } else if (rng.chance(Math.min(0.5, CAMPAIGN_BUZZ / pool.length))) {
      brandIdx = rng.pick(campaigning);
      lead = 'campaign';
    }
  }
  if (stub.sponsored) return { brandIdx, lead };
  if (lead === null) {
    const inCrisis = pool.filter((idx) => brandInCrisis(seed, idx, stub.at));
    if (inCrisis.length > 0 && rng.chance(Math.min(0.3, CRISIS_BUZZ / pool.length))) brandIdx = rng.pick(inCrisis);
  }
  if (brandIdx !== null && brandInCrisis(seed, brandIdx, stub.at) && rng.chance(COMPLAINT_SHARE)) lead = 'complaint';
  return { brandIdx, lead };
}
