/**
 * Topics (#话题#) are born every hour: a few big events that may reach the hot-search
 * list and small industry topics that mostly do not. Each has a heat curve that rises
 * over tens of minutes and decays over hours; its read count is the running integral of
 * heat, so reads only grow. Everything is drawn from the hour slot's own stream.
 */
import { BRANDS, BRANDS_BY_INDUSTRY, brandAt } from './brands.js';
import { diurnalFactor, HOUR } from './calendar.js';
import { GENERAL_HOT } from './data/hot-events.js';
import { INDUSTRIES, industryAt, industryIndex } from './data/industries.js';
import { vocabOf } from './data/vocab.js';
import { cumulate, fill, type Rng, rngFor, STREAM } from './rng.js';
import { slotResolver } from './text-slots.js';

export interface TopicSpec {
  name: string;
  category: string;
  industry: number;
  brandIdx: number | null;
  born: number;
  /** Rise and decay time constants, hours. */
  rise: number;
  decay: number;
  peak: number;
  readBase: number;
  /** Reads per heat-hour. */
  readPerHeat: number;
  discussRatio: number;
  hostUid: string | null;
}

/** Who hosts a topic: the brand's account, a big blogger of the industry, a media account. */
export interface TopicHosts {
  brandAccount(brandIdx: number): string | null;
  industryHost(rng: Rng, industry: number): string | null;
  mediaHost(rng: Rng): string | null;
}

/** Industry whose bloggers talk about a general hot category. */
const GENERAL_INDUSTRY: Record<string, string> = {
  社会: '本地生活',
  明星: '娱乐',
  电视剧: '影视',
  综艺: '娱乐',
  体育: '体育',
  情感: '本地生活',
  互联网: '科技',
  音乐: '音乐',
};
const GENERAL_CUMULATIVE = cumulate(GENERAL_HOT.map((c) => c.weight));

/**
 * Hot-event births an hour (before the time-of-day factor) and the rise/decay constants below are
 * fitted to the real archive (2025-06-01/02, hourly captures): about 19 new entries an hour, half
 * of them seen in one capture only, 95 % gone within about 8 hours, reads around 10M and
 * discussions around 3k at the median (test/hot-search-realism.test.ts compares them).
 */
const HOT_BIRTHS_PER_HOUR = 30;

function pickBrand(rng: Rng, industry: number): number | null {
  const pool = BRANDS_BY_INDUSTRY[industry] ?? [];
  return pool.length > 0 ? rng.pick(pool) : null;
}

export function slotTopics(seed: number, slot: number, hosts: TopicHosts): TopicSpec[] {
  const rng = rngFor(seed, STREAM.topicSlot, slot);
  const slotStart = slot * HOUR;
  const hot = rng.poisson(HOT_BIRTHS_PER_HOUR * diurnalFactor(slotStart + HOUR / 2));
  const niche = INDUSTRIES.map(() => rng.next() < 0.2);
  const out: TopicSpec[] = [];
  const names = new Set<string>();
  for (let i = 0; i < hot + INDUSTRIES.length; i++) {
    const isHot = i < hot;
    if (!isHot && !niche[i - hot]) continue;
    const t = rngFor(seed, STREAM.topicSlot, slot, i);
    const spec = isHot ? hotTopic(t, slotStart, hosts) : industryTopic(t, slotStart, i - hot, false, hosts);
    // Two events of one hour never share a name.
    if (names.has(spec.name)) continue;
    names.add(spec.name);
    out.push(spec);
  }
  return out;
}

function hotTopic(rng: Rng, slotStart: number, hosts: TopicHosts): TopicSpec {
  if (rng.chance(0.4)) return industryTopic(rng, slotStart, rng.int(INDUSTRIES.length), true, hosts);
  const cat = GENERAL_HOT[rng.weighted(GENERAL_CUMULATIVE)] ?? GENERAL_HOT[0]!;
  const industry = Math.max(0, industryIndex(GENERAL_INDUSTRY[cat.category] ?? '本地生活'));
  const brandIdx = cat.category === '互联网' ? rng.int(BRANDS.length) : null;
  const brand = brandIdx !== null ? brandAt(brandIdx).cnName : undefined;
  const name = fill(rng.pick(cat.templates), slotResolver(rng, { industry, brand }));
  return finish(rng, slotStart, {
    name,
    category: cat.category,
    industry,
    brandIdx,
    peak: Math.min(6_000_000, rng.pareto(180_000, 1.5)),
    hostUid: brandIdx !== null ? hosts.brandAccount(brandIdx) : rng.chance(0.4) ? hosts.mediaHost(rng) : null,
  });
}

function industryTopic(rng: Rng, slotStart: number, industry: number, hot: boolean, hosts: TopicHosts): TopicSpec {
  const vocab = vocabOf(industry);
  const template = rng.pick(vocab.topics);
  const brandIdx = template.includes('{brand}') ? pickBrand(rng, industry) : null;
  const brand = brandIdx !== null ? brandAt(brandIdx).cnName : '';
  const name = fill(template, slotResolver(rng, { industry, brand }));
  return finish(rng, slotStart, {
    name,
    category: industryAt(industry).hotCategory,
    industry,
    brandIdx,
    peak: hot ? Math.min(4_000_000, rng.pareto(150_000, 1.6)) : rng.logNormal(25_000, 0.8),
    hostUid:
      brandIdx !== null ? hosts.brandAccount(brandIdx) : rng.chance(0.6) ? hosts.industryHost(rng, industry) : null,
  });
}

type TopicCore = Pick<TopicSpec, 'name' | 'category' | 'industry' | 'brandIdx' | 'peak' | 'hostUid'>;

function finish(rng: Rng, slotStart: number, core: TopicCore): TopicSpec {
  return {
    ...core,
    born: slotStart + rng.int(3600) * 1000,
    rise: Math.min(3, Math.max(0.08, rng.logNormal(0.3, 0.5))),
    decay: Math.min(24, Math.max(0.25, rng.logNormal(0.8, 1))),
    readBase: Math.round(core.peak * rng.logNormal(2, 0.6)),
    readPerHeat: rng.logNormal(7, 0.4),
    discussRatio: Math.min(0.03, rng.logNormal(0.0003, 0.8)),
  };
}

/** Heat at an instant: a rise over `rise` hours then exponential decay over `decay` hours. */
export function topicHeat(spec: TopicSpec, at: number): number {
  const age = (at - spec.born) / HOUR;
  if (age < 0) return 0;
  return spec.peak * (1 - Math.exp(-age / spec.rise)) * Math.exp(-age / spec.decay);
}

/** Reads so far: base plus the closed-form integral of heat since birth. */
export function topicReads(spec: TopicSpec, at: number): number {
  const age = Math.max(0, (at - spec.born) / HOUR);
  const d = spec.decay;
  const c = (spec.rise * spec.decay) / (spec.rise + spec.decay);
  const integral = spec.peak * (d * (1 - Math.exp(-age / d)) - c * (1 - Math.exp(-age / c)));
  return Math.round(spec.readBase + spec.readPerHeat * integral);
}

/** The discussions that go with `reads` of the topic (a fixed share of its reads). */
export function discussionsOf(spec: TopicSpec, reads: number): number {
  return Math.round(reads * spec.discussRatio);
}
