/**
 * The accounts the world is about: brands' official accounts, media outlets and
 * personal bloggers. Core traits are drawn once per blogger from its own stream and kept
 * in memory (a few hundred bytes each, so 100k fit); everything time-dependent is
 * derived from them on demand.
 */
import type { Gender } from '@boguan/weibo/model';
import { DAY } from './calendar.js';
import { BRAND_SEEDS } from './data/brands.js';
import { INDUSTRIES, INDUSTRY_CUMULATIVE, industryAt, industryIndex } from './data/industries.js';
import { cityWeight, PROVINCE_CUMULATIVE, PROVINCES } from './data/regions.js';
import { SOURCES } from './data/text-parts.js';
import { uidFrom, uidPrefix } from './ids.js';
import { brandAccountName, mediaName, personalName } from './profile-text.js';
import { cumulate, hash32, type Rng, rngFor, STREAM } from './rng.js';

export type AccountKind = 'personal' | 'media' | 'brand';
export type Tier = 'gold' | 'yellow' | 'blue' | 'none';

export interface Blogger {
  idx: number;
  uid: string;
  kind: AccountKind;
  industry: number;
  secondIndustry: number | null;
  brandIdx: number | null;
  screenName: string;
  gender: Gender;
  province: number;
  city: string;
  createdAt: number;
  /** Followers at the world's start. */
  followers0: number;
  /** Monthly growth of followers (log rate). */
  growth: number;
  follows0: number;
  statuses0: number;
  /** Mean posts a day. */
  activity: number;
  tier: Tier;
  verifiedType: number;
  /** Bought followers: many bot fans, weak engagement, purges. */
  suspicious: boolean;
  /** Engagement multiplier of this account's audience. */
  engagement: number;
  hourShift: number;
  device: number;
  sponsorRate: number;
  /** Gross follower gain on a weekend day relative to a weekday. */
  weekendLift: number;
  /** Spread (log sd) of gross follower gains from one day to the next. */
  fanNoise: number;
}

const WEIBO_LAUNCH = Date.UTC(2009, 7, 14);
const SOURCE_CUMULATIVE = cumulate(SOURCES.map((s) => s[1]));
const HQ_PROVINCES = ['北京', '上海', '广东', '浙江', '江苏', '四川'].map((n) =>
  PROVINCES.findIndex((p) => p.name === n),
);

export function pickCity(rng: Rng, province: number): string {
  const cities = PROVINCES[province]?.cities ?? [];
  const idx = rng.weighted(cumulate(cities.map((_, i) => cityWeight(i))));
  return cities[idx] ?? '';
}

function drawFollowers(rng: Rng, kind: AccountKind): number {
  if (kind === 'media') return Math.min(60_000_000, rng.logNormal(300_000, 1.5));
  if (kind === 'brand') return Math.min(20_000_000, rng.logNormal(200_000, 1.2));
  // Log-normal body with a Pareto tail: most accounts 1k-100k, a few in the tens of millions.
  if (rng.chance(0.03)) return Math.min(80_000_000, rng.pareto(400_000, 0.95));
  return Math.max(200, rng.logNormal(12_000, 1.35));
}

function drawTier(rng: Rng, kind: AccountKind, followers: number): Tier {
  if (kind !== 'personal') return rng.chance(0.95) ? 'blue' : 'none';
  const u = rng.next();
  if (followers >= 5_000_000) return u < 0.85 ? 'gold' : 'yellow';
  if (followers >= 1_000_000) return u < 0.6 ? 'gold' : u < 0.95 ? 'yellow' : 'none';
  if (followers >= 100_000) return u < 0.35 ? 'gold' : u < 0.8 ? 'yellow' : 'none';
  if (followers >= 10_000) return u < 0.05 ? 'gold' : u < 0.45 ? 'yellow' : 'none';
  return u < 0.08 ? 'yellow' : 'none';
}

export function verifiedTypeOf(tier: Tier, kind: AccountKind): number {
  if (tier === 'none') return -1;
  if (tier === 'blue') return kind === 'media' ? 3 : 2;
  return 0;
}

/**
 * How an account's follower gains move (drawn from their own stream, so the other traits keep
 * their values): people browse more at weekends, so personal accounts gain more then, while
 * outlets and brands publish less at weekends and gain less.
 */
function fanShape(seed: number, idx: number, kind: AccountKind): Pick<Blogger, 'weekendLift' | 'fanNoise'> {
  const rng = rngFor(seed, STREAM.fanShape, idx);
  const weekendLift = rng.logNormal(kind === 'personal' ? 1.2 : 0.8, 0.1);
  return { weekendLift, fanNoise: 0.3 + 0.4 * rng.next() };
}

function sponsorRateOf(rng: Rng, kind: AccountKind, industry: number, followers: number): number {
  if (kind === 'brand') return 0;
  if (kind === 'media') return 0.03;
  const sizeRate = followers < 5_000 ? 0.01 : followers < 50_000 ? 0.05 : followers < 500_000 ? 0.1 : 0.16;
  return Math.min(0.4, industryAt(industry).sponsorable * sizeRate * rng.logNormal(1, 0.4));
}

export interface BloggerTable {
  list: Blogger[];
  byUid: Map<string, number>;
  byIndustry: number[][];
}

export function generateBloggers(seed: number, count: number, start: number, maxPerDay: number): BloggerTable {
  const list: Blogger[] = [];
  const byUid = new Map<string, number>();
  const names = new Set<string>();
  const brandCount = Math.min(BRAND_SEEDS.length, Math.floor(count / 20));
  for (let idx = 0; idx < count; idx++) {
    const rng = rngFor(seed, STREAM.blogger, idx);
    const brandIdx = idx < brandCount ? idx : null;
    const kind: AccountKind = brandIdx !== null ? 'brand' : rng.chance(0.05) ? 'media' : 'personal';
    const brandSeed = brandIdx !== null ? BRAND_SEEDS[brandIdx] : undefined;
    const industry = brandSeed
      ? Math.max(0, industryIndex(brandSeed.categories[0] ?? ''))
      : rng.weighted(INDUSTRY_CUMULATIVE);
    const secondDraw = rng.chance(0.3) ? rng.int(INDUSTRIES.length) : null;
    // A brand account covers its brand's own fields; an outlet's name and bio speak of one field.
    const brandSecond = brandSeed ? industryIndex(brandSeed.categories[1] ?? '') : -1;
    const secondIndustry = kind === 'personal' ? secondDraw : brandSecond >= 0 ? brandSecond : null;
    const followers0 = Math.round(drawFollowers(rng, kind));
    const province =
      kind === 'brand' ? (HQ_PROVINCES[rng.int(HQ_PROVINCES.length)] ?? 0) : rng.weighted(PROVINCE_CUMULATIVE);
    const city = pickCity(rng, province);
    const gender: Gender = kind !== 'personal' ? 'n' : rng.chance(industryAt(industry).female) ? 'f' : 'm';
    const tier = drawTier(rng, kind, followers0);
    // Bigger accounts tend to be older; the newest are at least two months old at the start.
    const span = start - 60 * DAY - WEIBO_LAUNCH;
    const age = rng.next() ** (1 + Math.max(0, Math.log10(followers0 / 10_000)) * 0.6);
    const createdAt = WEIBO_LAUNCH + Math.floor(span * (kind === 'personal' ? age : age * 0.6));
    const suspicious = kind === 'personal' && followers0 > 5_000 && rng.chance(0.12);
    const activityBase = industryAt(industry).activity * rng.logNormal(1, 0.6);
    const activity = Math.min(maxPerDay * 0.6, kind === 'media' ? activityBase * 4 : activityBase);
    const days = (start - createdAt) / DAY;
    let screenName =
      kind === 'brand' && brandIdx !== null
        ? brandAccountName(brandIdx)
        : kind === 'media'
          ? mediaName(rng, industry, city)
          : personalName(rng, industry);
    while (names.has(screenName)) screenName = `${screenName.replace(/_\d+$/, '')}_${rng.range(1, 9999)}`;
    names.add(screenName);
    let uid = '';
    for (let attempt = 0; uid === '' || byUid.has(uid); attempt++) {
      uid = uidFrom(uidPrefix(createdAt), hash32(seed, STREAM.blogger, idx, attempt));
    }
    byUid.set(uid, idx);
    list.push({
      idx,
      uid,
      kind,
      industry,
      secondIndustry: secondIndustry === industry ? null : secondIndustry,
      brandIdx,
      screenName,
      gender,
      province,
      city,
      createdAt,
      followers0,
      growth: rng.normal() * 0.025 + (followers0 < 50_000 ? 0.035 : 0.012),
      follows0:
        kind === 'personal' ? Math.round(Math.min(2000, Math.max(20, rng.logNormal(400, 0.8)))) : rng.range(30, 300),
      statuses0: Math.round(activity * days * rng.logNormal(0.5, 0.4)),
      activity,
      tier,
      verifiedType: verifiedTypeOf(tier, kind),
      suspicious,
      engagement: rng.logNormal(1, 0.35) * (suspicious ? 0.3 : 1),
      hourShift: rng.weighted([0.2, 0.8, 1]) - 1,
      device: rng.weighted(SOURCE_CUMULATIVE),
      sponsorRate: sponsorRateOf(rng, kind, industry, followers0),
      ...fanShape(seed, idx, kind),
    });
  }
  const byIndustry: number[][] = INDUSTRIES.map(() => []);
  for (const b of list) byIndustry[b.industry]?.push(b.idx);
  return { list, byUid, byIndustry };
}
