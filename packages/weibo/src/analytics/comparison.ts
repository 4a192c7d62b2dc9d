import type { Gender } from '../model.js';

/*
 * The figures of a blogger comparison: which blogger leads each metric, per-day series laid on one
 * date axis, and each blogger's audience by gender and province.
 */

/** A compared blogger: its id in the answer and its uid in the data. */
export interface Compared {
  kol_id: number;
  uid: string;
}

/** ids whose value equals the highest value: every one of them on a tie. */
export function leadersOf(ids: readonly number[], values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const top = Math.max(...values);
  return ids.filter((_, i) => values[i] === top);
}

/** One metric per row, one value per blogger, and the leaders of the row. */
export function metricRows<C extends { kol_id: number }, K extends keyof C>(
  cards: readonly C[],
  keys: readonly K[],
): Array<{ key: K; values: number[]; leaders: number[] }> {
  const ids = cards.map((card) => card.kol_id);
  return keys.map((key) => {
    const values = cards.map((card) => Number(card[key]));
    return { key, values, leaders: leadersOf(ids, values) };
  });
}

/** A blogger's figure on one China day. */
export interface DayValue {
  uid: string;
  day: string;
  value: number;
}

export interface DaySeries {
  kol_id: number;
  /** One value per date; `missing` where there is no data for that day. */
  values: Array<number | null>;
}

/** Lays per-day values onto the shared date axis (`missing` for a day without data). */
export function seriesOnAxis(
  dates: readonly string[],
  bloggers: readonly Compared[],
  values: readonly DayValue[],
  missing: 0 | null,
): DaySeries[] {
  const byKey = new Map(values.map((v) => [`${v.uid}|${v.day}`, v.value]));
  return bloggers.map((b) => ({
    kol_id: b.kol_id,
    values: dates.map((day) => byKey.get(`${b.uid}|${day}`) ?? missing),
  }));
}

/** The first day on which any blogger has a figure, so the charts start where data starts. */
export function firstDayWithData(dates: readonly string[], series: readonly DaySeries[]): number {
  const index = dates.findIndex((_, i) => series.some((s) => s.values[i] !== null && s.values[i] !== 0));
  return index === -1 ? Math.max(0, dates.length - 1) : index;
}

/** How many accounts of one gender and province follow (or interact with) a blogger. */
export interface AudienceCount {
  uid: string;
  gender: string;
  province: string | null;
  n: number;
}

export interface AudienceSplit {
  kol_id: number;
  sample_size: number;
  gender: Record<Gender, number>;
  provinces: Array<{ name: string; count: number }>;
}

const normalGender = (value: string): Gender => (value === 'm' || value === 'f' ? value : 'n');

/**
 * Folds gender/province counts into one split per blogger: the `top` provinces plus `other`, which
 * also takes the accounts whose profile already says `other` (overseas, unspecified). A blank
 * province is `unknown`.
 */
export function audienceSplit(
  bloggers: readonly Compared[],
  rows: readonly AudienceCount[],
  names: { top: number; other: string; unknown: string },
): AudienceSplit[] {
  return bloggers.map((b) => {
    const gender: Record<Gender, number> = { m: 0, f: 0, n: 0 };
    const provinces = new Map<string, number>();
    let sampleSize = 0;
    for (const row of rows) {
      if (row.uid !== b.uid) continue;
      const n = Number(row.n);
      sampleSize += n;
      gender[normalGender(row.gender)] += n;
      const name = row.province?.trim() || names.unknown;
      provinces.set(name, (provinces.get(name) ?? 0) + n);
    }
    const named = [...provinces].filter(([name]) => name !== names.other).map(([name, count]) => ({ name, count }));
    named.sort((x, y) => y.count - x.count || (x.name < y.name ? -1 : 1));
    const top = named.slice(0, names.top);
    const rest = named.slice(names.top).reduce((sum, p) => sum + p.count, provinces.get(names.other) ?? 0);
    return {
      kol_id: b.kol_id,
      sample_size: sampleSize,
      gender,
      provinces: rest > 0 ? [...top, { name: names.other, count: rest }] : top,
    };
  });
}
