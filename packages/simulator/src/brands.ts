/**
 * The brand table in the model's shape, plus lookups the generators need: brands per
 * industry, discount-code letters, and each brand's seeded reputation, crisis weeks (which
 * tilt the sentiment of comments on posts that mention it and turn what posts say about it
 * into complaints) and campaign windows (which make it talked about, and paid for, far more).
 */
import type { Brand } from '@boguan/weibo/model';
import { chinaDay, chinaWeek } from './calendar.js';
import { BRAND_SEEDS } from './data/brands.js';
import { INDUSTRIES } from './data/industries.js';
import { hash32, STREAM, unitFromHash } from './rng.js';

export const BRANDS: readonly Brand[] = BRAND_SEEDS.map((seed, i) => ({
  id: String(1001 + i),
  cnName: seed.cnName,
  enName: seed.enName,
  aliases: [...seed.aliases],
  categories: [...seed.categories],
  logo: `/static/brand/${1001 + i}.svg`,
}));

/** Brand indexes per industry index (a brand may sit in several). */
export const BRANDS_BY_INDUSTRY: readonly number[][] = INDUSTRIES.map((industry) =>
  BRAND_SEEDS.flatMap((seed, i) => (seed.categories.includes(industry.name) ? [i] : [])),
);

export function brandAt(idx: number): Brand {
  const brand = BRANDS[idx];
  if (!brand) throw new Error(`no brand ${idx}`);
  return brand;
}

/** Latin letters for discount codes: "LUYU", "QIYA". */
export function brandCode(idx: number): string {
  return (
    brandAt(idx)
      .enName.replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'WB'
  );
}

/** How a brand is spoken of, in [-1, 1]: most are liked, a few are not. */
export function brandReputation(seed: number, idx: number): number {
  const u = unitFromHash(hash32(seed, STREAM.brand, idx));
  return Math.max(-1, Math.min(1, 0.35 + (u - 0.5) * 1.2));
}

/** Whether a brand is in a public-relations crisis during the week of `at` (about 3% of weeks). */
export function brandInCrisis(seed: number, idx: number, at: number): boolean {
  return unitFromHash(hash32(seed, STREAM.mood, idx, chinaWeek(chinaDay(at)))) < 0.03;
}

/** Share of negative comments added or removed by the brand's standing at `at`. */
export function brandGloom(seed: number, idx: number, at: number): number {
  const reputation = brandReputation(seed, idx);
  return (brandInCrisis(seed, idx, at) ? 0.35 : 0) - reputation * 0.08;
}

/** A brand's campaign: China-time days firstDay..lastDay inclusive. */
export interface BrandCampaign {
  brandIdx: number;
  firstDay: number;
  lastDay: number;
}

/**
 * Campaigns are laid out in 28-day slots: a brand runs one in a slot with probability 0.75
 * (about 2.4 a quarter), lasting 3–7 days and starting at least a week into the slot, so two
 * campaigns of one brand are at least a week apart and each has quiet days before it to rise from.
 */
export const CAMPAIGN_SLOT_DAYS = 28;
const CAMPAIGN_CHANCE = 0.75;
const CAMPAIGN_MIN_DAYS = 3;
const CAMPAIGN_MAX_DAYS = 7;
const CAMPAIGN_QUIET_DAYS = 7;

/** The campaign a brand runs in a slot (slot = floor(day / CAMPAIGN_SLOT_DAYS)), if any. */
export function campaignInSlot(seed: number, idx: number, slot: number): BrandCampaign | null {
  if (unitFromHash(hash32(seed, STREAM.campaign, idx, slot)) >= CAMPAIGN_CHANCE) return null;
  const span = CAMPAIGN_MAX_DAYS - CAMPAIGN_MIN_DAYS + 1;
  const length = CAMPAIGN_MIN_DAYS + Math.floor(unitFromHash(hash32(seed, STREAM.campaign, idx, slot, 1)) * span);
  const room = CAMPAIGN_SLOT_DAYS - CAMPAIGN_QUIET_DAYS - length + 1;
  const offset = CAMPAIGN_QUIET_DAYS + Math.floor(unitFromHash(hash32(seed, STREAM.campaign, idx, slot, 2)) * room);
  const firstDay = slot * CAMPAIGN_SLOT_DAYS + offset;
  return { brandIdx: idx, firstDay, lastDay: firstDay + length - 1 };
}

/** The campaign a brand is running on a China-time day, or null. */
export function brandCampaignOn(seed: number, idx: number, day: number): BrandCampaign | null {
  const campaign = campaignInSlot(seed, idx, Math.floor(day / CAMPAIGN_SLOT_DAYS));
  return campaign && day >= campaign.firstDay && day <= campaign.lastDay ? campaign : null;
}

/** Brands of an industry that are running a campaign on a China-time day. */
export function campaignBrands(seed: number, industry: number, day: number): number[] {
  const out: number[] = [];
  for (const idx of BRANDS_BY_INDUSTRY[industry] ?? []) if (brandCampaignOn(seed, idx, day)) out.push(idx);
  return out;
}
