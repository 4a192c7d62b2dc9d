/**
 * The real-time hot-search list at any minute: the 50 hottest topics born in the last
 * three days, ranked by heat (with a little per-minute jitter, as the real list wobbles),
 * labelled 新/热/沸/爆, plus paid seats at fixed display positions that carry no rank.
 */
import type { HotSearchEntry } from '@boguan/weibo/model';
import { BRANDS, brandAt } from './brands.js';
import { HOUR, MINUTE } from './calendar.js';
import { AD_CAMPAIGNS } from './data/hot-events.js';
import { industryAt, industryIndex } from './data/industries.js';
import { hash32, rngFor, STREAM, unitFromHash } from './rng.js';
import { type TopicSpec, topicHeat } from './topic-specs.js';
import type { TopicBook } from './topics.js';

export const HOT_SEARCH_SIZE = 50;
/** Display positions (0-based) of paid entries, as Weibo places them among the ranked ones. */
export const AD_SEATS: readonly number[] = [3, 6];
const WINDOW_HOURS = 72;
const AD_BLOCK = 6 * HOUR;

export interface RankedTopic {
  spec: TopicSpec;
  heat: number;
}

/** Heat as listed at a minute: the curve plus ±2% jitter that changes every minute. */
export function listedHeat(seed: number, spec: TopicSpec, minute: number): number {
  const jitter = unitFromHash(hash32(seed, STREAM.hotJitter, spec.born, spec.name.length, minute)) - 0.5;
  return Math.round(topicHeat(spec, minute * MINUTE) * (1 + 0.04 * jitter));
}

export function rankedTopics(seed: number, book: TopicBook, at: number): RankedTopic[] {
  const minute = Math.floor(at / MINUTE);
  // One entry per word: when a name trends twice at once, the hotter birth stands for it.
  const best = new Map<string, RankedTopic>();
  for (const spec of book.activeAt(minute * MINUTE, WINDOW_HOURS)) {
    const heat = listedHeat(seed, spec, minute);
    const known = best.get(spec.name);
    if (heat > 0 && (!known || heat > known.heat)) best.set(spec.name, { spec, heat });
  }
  const rows = [...best.values()];
  rows.sort((a, b) => b.heat - a.heat || a.spec.born - b.spec.born);
  return rows.slice(0, HOT_SEARCH_SIZE);
}

function labelOf(heat: number, ageMs: number): string {
  if (heat >= 2_500_000) return '爆';
  if (ageMs < 90 * MINUTE) return '新';
  if (heat >= 1_500_000) return '沸';
  if (heat >= 250_000) return '热';
  return '';
}

function adEntry(seed: number, at: number, seat: number, capturedAt: Date): HotSearchEntry {
  const block = Math.floor(at / AD_BLOCK);
  const rng = rngFor(seed, STREAM.adSlot, block, seat);
  const brandIdx = rng.int(BRANDS.length);
  const brand = brandAt(brandIdx);
  const industry = Math.max(0, industryIndex(brand.categories[0] ?? ''));
  return {
    capturedAt,
    rank: null,
    word: `${brand.cnName}${rng.pick(AD_CAMPAIGNS)}`,
    heat: 0,
    category: industryAt(industry).hotCategory,
    label: '荐',
    isAd: true,
  };
}

/** The list as shown at `at` (minute resolution): 50 ranked entries with ads at their seats. */
export function hotSearchList(seed: number, book: TopicBook, at: number): HotSearchEntry[] {
  const minuteStart = Math.floor(at / MINUTE) * MINUTE;
  const capturedAt = new Date(minuteStart);
  const ranked: HotSearchEntry[] = rankedTopics(seed, book, at).map((row, i) => ({
    capturedAt,
    rank: i + 1,
    word: row.spec.name,
    heat: row.heat,
    category: row.spec.category,
    label: labelOf(row.heat, minuteStart - row.spec.born),
    isAd: false,
  }));
  const out = [...ranked];
  for (const seat of AD_SEATS) out.splice(seat, 0, adEntry(seed, at, seat, capturedAt));
  return out;
}
