/**
 * Who writes about local merchants and what a visit post says. Personal bloggers placed in a
 * city of data/local-life.ts are its local bloggers: half of those filed under 美食, 本地生活 or
 * 旅游 are 探店 bloggers too (an extra category, and a bio that says so), who write about a visit
 * in most posts; the others name a place now and then, in the words of their own field. Travel
 * and food bloggers elsewhere name a city's places when they visit it. Every decision draws from
 * streams of its own (STREAM.tandian, STREAM.merchantVisit), so a post no visit touches is exactly
 * the post it was before local life existed.
 */
import type { Blogger } from './bloggers.js';
import type { WorldCore } from './core.js';
import { industryAt } from './data/industries.js';
import {
  CAMPAIGN_LINES,
  FOOD_PRAISE,
  LIFE_CITIES,
  LIFE_MUNICIPALITIES,
  ROLE_CATEGORIES,
  TRAVEL_PRAISE,
  VISIT_LINES,
  VISIT_PRAISE,
  type VisitRole,
} from './data/local-life.js';
import { PROVINCES } from './data/regions.js';
import { cityDay, districtShort, type SimMerchant } from './merchants.js';
import type { PostStub } from './post-plan.js';
import { cumulate, fill, hash32, type Rng, rngFor, STREAM, unitFromHash } from './rng.js';

/** Fields whose bloggers become 探店 bloggers (half of them, in a local-life city). */
const TANDIAN_FIELDS = ['美食', '本地生活', '旅游'];
const TANDIAN_SHARE = 0.5;

/** Share of posts that are about a visit, by role; a campaign in the city adds CAMPAIGN_EXTRA. */
const VISIT_RATE: Record<VisitRole, number> = { tandian: 0.55, food: 0.3, local: 0.3, travel: 0.3 };
const CAMPAIGN_EXTRA = 0.1;
/** Out-of-town bloggers: travel posts that visit a local-life city, food posts that do. */
const AWAY_TRAVEL_RATE = 0.06;
const AWAY_FOOD_RATE = 0.02;
/** A local blogger of a municipality favours the places of its own district. */
const OWN_DISTRICT_LIFT = 2;

/** What local life knows of a blogger. */
export interface LocalSide {
  /** Index in LIFE_CITIES of the city the blogger lives in, or -1. */
  cityIdx: number;
  tandian: boolean;
}

const sides = new WeakMap<WorldCore, Map<number, LocalSide>>();

export function localSideOf(core: WorldCore, b: Blogger): LocalSide {
  let memo = sides.get(core);
  if (!memo) {
    memo = new Map();
    sides.set(core, memo);
  }
  const known = memo.get(b.idx);
  if (known) return known;
  const province = PROVINCES[b.province]?.name ?? '';
  const city = LIFE_MUNICIPALITIES.includes(province) ? province : b.city;
  const cityIdx = b.kind === 'personal' ? LIFE_CITIES.findIndex((c) => c.city === city && c.province === province) : -1;
  const tandian =
    cityIdx >= 0 &&
    TANDIAN_FIELDS.includes(industryAt(b.industry).name) &&
    unitFromHash(hash32(core.seed, STREAM.tandian, b.idx)) < TANDIAN_SHARE;
  const side = { cityIdx, tandian };
  memo.set(b.idx, side);
  return side;
}

/** The words a 探店 blogger's bio adds, in its first field's words (so the bio still reads as that field). */
export function tandianBio(b: Blogger): string {
  const field = industryAt(b.industry).name;
  return field === '美食' ? '美食探店' : field === '旅游' ? '旅行探店' : '同城探店';
}

export interface Visit {
  merchant: SimMerchant;
  /** The visit's sentence, which opens the post. */
  text: string;
  /** The province the post is published from when the blogger travelled there; null at home. */
  province: string | null;
}

const CITY_CUMULATIVE = cumulate(LIFE_CITIES.map((c) => PROVINCES.find((p) => p.name === c.province)?.population ?? 1));

const PRICE: Record<string, [number, number]> = {
  餐饮: [45, 220],
  咖啡: [25, 60],
  酒店: [320, 980],
  景点: [20, 150],
  购物: [100, 600],
  休闲娱乐: [60, 220],
};

function roleAt(core: WorldCore, b: Blogger, field: string, rng: Rng): { role: VisitRole; cityIdx: number } | null {
  const side = localSideOf(core, b);
  if (side.cityIdx >= 0) {
    const role: VisitRole | null = side.tandian
      ? 'tandian'
      : field === '美食'
        ? 'food'
        : field === '本地生活'
          ? 'local'
          : field === '旅游'
            ? 'travel'
            : null;
    return role ? { role, cityIdx: side.cityIdx } : null;
  }
  if (b.kind !== 'personal') return null;
  if (field === '旅游' && rng.chance(AWAY_TRAVEL_RATE))
    return { role: 'travel', cityIdx: rng.weighted(CITY_CUMULATIVE) };
  if (field === '美食' && rng.chance(AWAY_FOOD_RATE)) return { role: 'food', cityIdx: rng.weighted(CITY_CUMULATIVE) };
  return null;
}

/**
 * Whether this post is about a visit to a local merchant, and the sentence it opens with. `industry`
 * is the field the post is written in (the blogger's first or second).
 */
export function merchantVisit(core: WorldCore, b: Blogger, stub: PostStub, industry: number): Visit | null {
  const rng = rngFor(core.seed, STREAM.merchantVisit, stub.idx, stub.day, stub.k);
  const at = roleAt(core, b, industryAt(industry).name, rng);
  if (!at) return null;
  const { role, cityIdx } = at;
  const side = localSideOf(core, b);
  const day = cityDay(core.seed, cityIdx, stub.day, ROLE_CATEGORIES[role]);
  if (day.merchants.length === 0) return null;
  const campaigning = day.campaign !== null && day.merchants.some((m) => m.idx === day.campaign?.merchantIdx);
  if (side.cityIdx === cityIdx && !rng.chance(VISIT_RATE[role] + (campaigning ? CAMPAIGN_EXTRA : 0))) return null;
  let cumulative = day.cumulative;
  const home = side.cityIdx === cityIdx ? b.city : '';
  if (home && day.merchants.some((m) => districtShort(m.district) === home)) {
    cumulative = cumulate(
      day.merchants.map((m, i) => {
        const weight = (day.cumulative[i] ?? 0) - (i > 0 ? (day.cumulative[i - 1] ?? 0) : 0);
        return districtShort(m.district) === home ? weight * OWN_DISTRICT_LIFT : weight;
      }),
    );
  }
  const merchant = day.merchants[rng.weighted(cumulative)] as SimMerchant;
  const city = LIFE_CITIES[cityIdx];
  const [low, high] = PRICE[merchant.category] ?? [50, 200];
  const text = fill(rng.pick(VISIT_LINES[role]), {
    name: rng.chance(0.8) ? merchant.name : (merchant.aliases[0] ?? merchant.name),
    district: merchant.district,
    city: city?.city ?? '',
    price: String(rng.range(low, high)),
    n: String(rng.range(2, 99)),
    praise: rng.pick(VISIT_PRAISE),
    foodPraise: rng.pick(FOOD_PRAISE),
    travelPraise: rng.pick(TRAVEL_PRAISE),
  });
  const campaignLine = day.campaign?.merchantIdx === merchant.idx ? rng.pick(CAMPAIGN_LINES) : '';
  return {
    merchant,
    text: `${text}${campaignLine}`,
    province: side.cityIdx === cityIdx ? null : (city?.province ?? null),
  };
}
