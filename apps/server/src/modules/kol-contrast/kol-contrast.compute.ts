import type { Gender } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import {
  CONTRAST_METRICS,
  CONTRAST_TOP_PROVINCES,
  type ContrastAudience,
  type ContrastMetricRow,
  type ContrastSeries,
} from '@boguan/contracts/kol-contrast';
import type { AudienceCountRow, DayValue } from './kol-contrast.repository.js';

/** kol_ids whose value equals the row's highest value: every one of them on a tie. */
export function leadersOf(kolIds: readonly number[], values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const top = Math.max(...values);
  return kolIds.filter((_, i) => values[i] === top);
}

/**
 * The metric table, read from the cards the user sees (so the marked leader matches the shown,
 * rounded figures).
 */
export function metricRows(cards: readonly KolCard[]): ContrastMetricRow[] {
  const ids = cards.map((card) => card.kol_id);
  return CONTRAST_METRICS.map((metric) => {
    const values = cards.map((card) => Number(card[metric.key]));
    return { key: metric.key, label: metric.label, format: metric.format, values, leaders: leadersOf(ids, values) };
  });
}

/** Lays per-day values onto the shared date axis (null for a day without data). */
export function seriesOnAxis(
  dates: readonly string[],
  bloggers: ReadonlyArray<Pick<KolCard, 'kol_id' | 'uid'>>,
  values: readonly DayValue[],
  missing: 0 | null,
): ContrastSeries[] {
  const byKey = new Map(values.map((v) => [`${v.uid}|${v.day}`, v.value]));
  return bloggers.map((b) => ({
    kol_id: b.kol_id,
    values: dates.map((day) => byKey.get(`${b.uid}|${day}`) ?? missing),
  }));
}

/** Drops the leading days on which no blogger has any figure, so the charts start where data starts. */
export function firstDayWithData(dates: readonly string[], series: ReadonlyArray<ContrastSeries>): number {
  const index = dates.findIndex((_, i) => series.some((s) => s.values[i] !== null && s.values[i] !== 0));
  return index === -1 ? Math.max(0, dates.length - 1) : index;
}

const OTHER = '其他';

const normalGender = (value: string): Gender => (value === 'm' || value === 'f' ? value : 'n');

/** Folds gender/province counts into one split per blogger: the top provinces plus 其他. */
export function audienceSplit(
  bloggers: ReadonlyArray<Pick<KolCard, 'kol_id' | 'uid'>>,
  rows: readonly AudienceCountRow[],
): ContrastAudience[] {
  return bloggers.map((b) => {
    const gender: Record<Gender, number> = { m: 0, f: 0, n: 0 };
    const provinces = new Map<string, number>();
    let sampleSize = 0;
    for (const row of rows) {
      if (row.uid !== b.uid) continue;
      const n = Number(row.n);
      sampleSize += n;
      gender[normalGender(row.gender)] += n;
      const name = row.province?.trim() || '未知';
      provinces.set(name, (provinces.get(name) ?? 0) + n);
    }
    // Accounts whose profile already says 其他 (overseas, unspecified) join the remainder bucket.
    const named = [...provinces].filter(([name]) => name !== OTHER).map(([name, count]) => ({ name, count }));
    named.sort((x, y) => y.count - x.count || (x.name < y.name ? -1 : 1));
    const top = named.slice(0, CONTRAST_TOP_PROVINCES);
    const rest = named.slice(CONTRAST_TOP_PROVINCES).reduce((sum, p) => sum + p.count, provinces.get(OTHER) ?? 0);
    return {
      kol_id: b.kol_id,
      sample_size: sampleSize,
      gender,
      provinces: rest > 0 ? [...top, { name: OTHER, count: rest }] : top,
    };
  });
}
