/**
 * The brand table in the model's shape, plus lookups the generators need: brands per
 * industry, discount-code letters, and each brand's seeded reputation and crisis weeks
 * (which tilt the sentiment of comments on posts that mention it).
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
