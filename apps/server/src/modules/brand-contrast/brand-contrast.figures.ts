import {
  BRAND_CONTRAST_METRIC_KEYS,
  BRAND_CONTRAST_METRICS,
  BRAND_CONTRAST_NO_LEADER,
  BRAND_CONTRAST_OTHER_REGION,
  BRAND_CONTRAST_TOP_REGIONS,
  BRAND_CONTRAST_UNKNOWN_REGION,
  BRAND_GENDER_LABELS,
  type BrandContrastMetricKey,
  type BrandGender,
} from '@boguan/contracts/brand-contrast';
import type {
  BrandContrastMetricRow,
  BrandContrastTrends,
  ContrastBrandFigures,
  ContrastCountShare,
} from '@boguan/contracts/brand-contrast.api';
import { BLOGGER_TIERS } from '@boguan/contracts/final-report';
import { netSentiment } from '@boguan/weibo/analytics/brands';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import { round } from '@boguan/weibo/analytics/stats';
import type { BrandDay, BrandFigures } from '../brand-data/brand-data.repository.js';
import type { AuthorGroup } from './brand-contrast.repository.js';

/*
 * The figures of a comparison from what the repositories read: pure functions, so the stored
 * result is exactly what these compute (docs/brand-contrast.md "Figures").
 */

function countShares(counts: Map<string, number>, labels: (key: string) => string, n: number): ContrastCountShare[] {
  return [...counts].map(([key, count]) => ({ key, label: labels(key), count, share: shareInterval(count, n) }));
}

/** Gender, provinces (top N, the rest as 其他) and follower tiers of one brand's profiled mentioning bloggers. */
function authorsOf(groups: readonly AuthorGroup[]) {
  const sample = groups.reduce((sum, g) => sum + g.n, 0);
  const gender = new Map<string, number>(Object.keys(BRAND_GENDER_LABELS).map((k) => [k, 0]));
  const provinces = new Map<string, number>();
  const tiers = new Map<string, number>(BLOGGER_TIERS.map((t) => [t.key, 0]));
  for (const g of groups) {
    const key = g.gender in BRAND_GENDER_LABELS ? g.gender : 'n';
    gender.set(key, (gender.get(key) ?? 0) + g.n);
    const province = g.province.trim() || BRAND_CONTRAST_UNKNOWN_REGION;
    provinces.set(province, (provinces.get(province) ?? 0) + g.n);
    tiers.set(g.tier, (tiers.get(g.tier) ?? 0) + g.n);
  }
  const sorted = [...provinces].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = new Map(sorted.slice(0, BRAND_CONTRAST_TOP_REGIONS));
  const rest = sorted.slice(BRAND_CONTRAST_TOP_REGIONS).reduce((sum, [, n]) => sum + n, 0);
  if (rest > 0) top.set(BRAND_CONTRAST_OTHER_REGION, (top.get(BRAND_CONTRAST_OTHER_REGION) ?? 0) + rest);
  return {
    kol_mix: BLOGGER_TIERS.map((t) => {
      const count = tiers.get(t.key) ?? 0;
      return { key: t.key, label: t.label, band: t.band, count, share: shareInterval(count, sample) };
    }),
    audience: {
      sample_size: sample,
      gender: countShares(gender, (k) => BRAND_GENDER_LABELS[k as BrandGender], sample),
      regions: countShares(top, (k) => k, sample),
    },
  };
}

/** Every brand's figures over the period, in `brandIds` order; shares of voice among these brands only. */
export function brandFigures(
  brandIds: readonly string[],
  totals: ReadonlyMap<string, BrandFigures>,
  authors: readonly AuthorGroup[],
): { total: number; figures: ContrastBrandFigures[] } {
  const total = brandIds.reduce((sum, id) => sum + (totals.get(id)?.mentions ?? 0), 0);
  const figures = brandIds.map((id) => {
    const t = totals.get(id);
    const mentions = t?.mentions ?? 0;
    const positive = t?.positive ?? 0;
    const negative = t?.negative ?? 0;
    const sample = positive + negative;
    return {
      brand_id: id,
      mentions,
      interactions: Number(t?.interactions ?? 0),
      users: t?.users ?? 0,
      sponsored: t?.sponsored ?? 0,
      sov: shareInterval(mentions, total),
      sentiment: {
        positive,
        neutral: t?.neutral ?? 0,
        negative,
        net_sentiment: sample > 0 ? netSentiment(positive, negative) : null,
        sample,
      },
      ...authorsOf(authors.filter((a) => a.brand_id === id)),
    };
  });
  return { total, figures };
}

function metricValue(key: BrandContrastMetricKey, f: ContrastBrandFigures): number | null {
  switch (key) {
    case 'mentions':
      return f.mentions;
    case 'sov':
      return f.sov.share;
    case 'interactions':
      return f.interactions;
    case 'avg_interactions':
      return f.mentions > 0 ? round(f.interactions / f.mentions, 2) : null;
    case 'net_sentiment':
      return f.sentiment.net_sentiment;
    case 'users':
      return f.users;
    case 'sponsored_share':
      return f.mentions > 0 ? round(f.sponsored / f.mentions, 4) : null;
  }
}

/**
 * The ids holding the highest value (all on a tie). None when nothing is known, or when the best
 * is 0 on a count-like row (no brand leads with nothing).
 */
export function leadersOf(ids: readonly string[], values: readonly (number | null)[], signed: boolean): string[] {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return [];
  const best = Math.max(...known);
  if (!signed && best <= 0) return [];
  return ids.filter((_, i) => values[i] === best);
}

/** The metric table, one row per metric in its order, each with its leaders marked. */
export function metricTable(figures: readonly ContrastBrandFigures[]): BrandContrastMetricRow[] {
  const ids = figures.map((f) => f.brand_id);
  return BRAND_CONTRAST_METRIC_KEYS.map((key) => {
    const meta = BRAND_CONTRAST_METRICS[key];
    const values = figures.map((f) => metricValue(key, f));
    return {
      key,
      label: meta.label,
      format: meta.format,
      info: meta.info,
      values,
      leaders: BRAND_CONTRAST_NO_LEADER.includes(key) ? [] : leadersOf(ids, values, meta.format === 'signed'),
    };
  });
}

/** The daily series on one date axis, and each day's leaders by mentions. */
export function trendsOf(brandIds: readonly string[], series: ReadonlyMap<string, BrandDay[]>): BrandContrastTrends {
  const dates = (series.get(brandIds[0] ?? '') ?? []).map((d) => d.day);
  const mentions = brandIds.map((id) => ({ brand_id: id, values: (series.get(id) ?? []).map((d) => d.mentions) }));
  const interactions = brandIds.map((id) => ({
    brand_id: id,
    values: (series.get(id) ?? []).map((d) => Number(d.interactions)),
  }));
  const daily_leaders = dates.map((_, i) =>
    leadersOf(
      brandIds,
      mentions.map((m) => m.values[i] ?? 0),
      false,
    ),
  );
  return { dates, mentions, interactions, daily_leaders };
}
