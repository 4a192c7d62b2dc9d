/**
 * The merchants and places of local life: a fixed number per category in each city of
 * data/local-life.ts, named from parts, placed in districts (the centre gets more), each with a
 * seeded popularity (a few are far more talked about than the rest) and campaigns (店庆, 开业,
 * 限时活动: a few days on which posts name the merchant far more often). A pure function of the
 * seed: the same seed gives the same merchants, names, districts and campaigns.
 */
import type { Merchant } from '@boguan/weibo/model';
import { BRAND_SEEDS } from './data/brands.js';
import { LIFE_CITIES, MERCHANT_PARTS } from './data/local-life.js';
import { cumulate, hash32, rngFor, STREAM, unitFromHash } from './rng.js';

export interface SimMerchant extends Merchant {
  idx: number;
  /** Index of its city in LIFE_CITIES. */
  cityIdx: number;
  /** Relative share of the city's visits on an ordinary day. */
  popularity: number;
}

/** Brand names and aliases: no merchant name contains one, nor sits inside one. */
const BRAND_WORDS = BRAND_SEEDS.flatMap((b) => [b.cnName, ...b.aliases]).filter((w) => /\p{Script=Han}/u.test(w));
const clashesWithBrand = (name: string) => BRAND_WORDS.some((w) => name.includes(w) || w.includes(name));

/** A district's short name for an alias: 锦江区 → 锦江, 浦东新区 → 浦东. */
export function districtShort(district: string): string {
  return district.replace(/(新区|区|县)$/, '');
}

function generate(seed: number): SimMerchant[] {
  const out: SimMerchant[] = [];
  const used = new Set<string>();
  LIFE_CITIES.forEach((city, cityIdx) => {
    const districtCumulative = cumulate(city.districts.map((x) => x.weight));
    MERCHANT_PARTS.forEach((parts, categoryIdx) => {
      for (let k = 0; k < parts.perCity; k++) {
        const rng = rngFor(seed, STREAM.merchant, cityIdx, categoryIdx, k);
        let name = '';
        for (let attempt = 0; attempt < 200 && (name === '' || used.has(name) || clashes(name)); attempt++) {
          name = `${rng.pick(parts.prefixes)}${rng.pick(parts.suffixes)}`;
        }
        used.add(name);
        const district = city.districts[rng.weighted(districtCumulative)]?.name ?? '';
        const idx = out.length;
        out.push({
          idx,
          id: `m${String(idx + 1).padStart(4, '0')}`,
          name,
          category: parts.category,
          city: city.city,
          district,
          // Posts name a branch by its district now and then: 树影咖啡锦江店.
          aliases: [`${name}${districtShort(district)}店`],
          cityIdx,
          // Zipf-like: the first drawn of a category are not favoured; the noise decides who leads.
          popularity: rng.logNormal(1, 0.9),
        });
      }
    });
  });
  return out;

  function clashes(name: string): boolean {
    if (clashesWithBrand(name)) return true;
    // No name inside another (the matcher would take the longer one).
    for (const other of used) if (other.includes(name) || name.includes(other)) return true;
    return false;
  }
}

const bySeed = new Map<number, SimMerchant[]>();

/** Every merchant of the world, in id order. */
export function merchantsOf(seed: number): readonly SimMerchant[] {
  let list = bySeed.get(seed);
  if (!list) {
    list = generate(seed);
    if (bySeed.size > 8) bySeed.delete(bySeed.keys().next().value as number);
    bySeed.set(seed, list);
  }
  return list;
}

/** A merchant campaign: China-time days firstDay..lastDay inclusive. */
export interface MerchantCampaign {
  merchantIdx: number;
  firstDay: number;
  lastDay: number;
}

/**
 * In every 14-day slot each city has one campaign: one of its merchants (the more popular ones
 * more likely) runs it for 3–5 days, starting at least 4 days into the slot, so it rises from
 * quiet days and a ranking's period before it is ordinary.
 */
export const MERCHANT_CAMPAIGN_SLOT_DAYS = 14;

export function merchantCampaignInSlot(seed: number, cityIdx: number, slot: number): MerchantCampaign | null {
  const inCity = merchantsOf(seed).filter((m) => m.cityIdx === cityIdx);
  if (inCity.length === 0) return null;
  const rng = rngFor(seed, STREAM.merchantCampaign, cityIdx, slot);
  const pick = inCity[rng.weighted(cumulate(inCity.map((m) => Math.sqrt(m.popularity))))] as SimMerchant;
  const length = rng.range(3, 5);
  const firstDay = slot * MERCHANT_CAMPAIGN_SLOT_DAYS + rng.range(4, MERCHANT_CAMPAIGN_SLOT_DAYS - length);
  return { merchantIdx: pick.idx, firstDay, lastDay: firstDay + length - 1 };
}

/** The campaign of a city running on a China-time day, or null. */
export function merchantCampaignOn(seed: number, cityIdx: number, day: number): MerchantCampaign | null {
  const c = merchantCampaignInSlot(seed, cityIdx, Math.floor(day / MERCHANT_CAMPAIGN_SLOT_DAYS));
  return c && day >= c.firstDay && day <= c.lastDay ? c : null;
}

/** How much more a campaigning merchant is visited and named than on its ordinary days. */
export const CAMPAIGN_BOOST = 8;

interface CityDay {
  merchants: readonly SimMerchant[];
  cumulative: number[];
  campaign: MerchantCampaign | null;
}

const cityDays = new Map<string, CityDay>();

/** A city's merchants of some categories on a day, with their visit weights (a campaign lifts one). */
export function cityDay(seed: number, cityIdx: number, day: number, categories: readonly string[]): CityDay {
  const key = `${seed}:${cityIdx}:${day}:${categories.join(',')}`;
  let found = cityDays.get(key);
  if (!found) {
    const campaign = merchantCampaignOn(seed, cityIdx, day);
    const merchants = merchantsOf(seed).filter((m) => m.cityIdx === cityIdx && categories.includes(m.category));
    const weights = merchants.map((m) => m.popularity * (campaign?.merchantIdx === m.idx ? CAMPAIGN_BOOST : 1));
    found = { merchants, cumulative: cumulate(weights), campaign };
    if (cityDays.size > 2000) cityDays.clear();
    cityDays.set(key, found);
  }
  return found;
}

/** A uniform draw in [0, 1) of its own for one key (for choices that must not move other draws). */
export function merchantUnit(seed: number, ...keys: number[]): number {
  return unitFromHash(hash32(seed, STREAM.merchant, ...keys));
}
