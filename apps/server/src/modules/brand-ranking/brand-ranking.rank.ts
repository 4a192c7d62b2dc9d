import { type BrandPeriod, brandGrowth } from '@boguan/contracts/brand-ranking';
import type { BrandRankRowsTable } from './brand-ranking.tables.js';

/** A brand's figures over a period and the period before (docs/brand-ranking.md). */
export interface BrandPeriodFigures {
  brand_id: string;
  mentions: number;
  prev_mentions: number;
  interactions: number;
}

export type RankedBrand = Omit<BrandRankRowsTable, 'type' | 'start'>;

const byId = (a: { brand_id: string }, b: { brand_id: string }) =>
  a.brand_id < b.brand_id ? -1 : a.brand_id > b.brand_id ? 1 : 0;

/** 1-based ranks of `rows` in the order `compare` gives, for the rows `on` keeps. */
function ranks<T extends { brand_id: string }>(
  rows: readonly T[],
  on: (row: T) => boolean,
  compare: (a: T, b: T) => number,
): Map<string, number> {
  const ranked = rows.filter(on).sort((a, b) => compare(a, b) || byId(a, b));
  return new Map(ranked.map((row, i) => [row.brand_id, i + 1]));
}

/**
 * One category's ranks on the three boards: 品牌榜 by mentions (then interactions), 品牌增长榜 by
 * growth over a base of at least the period's minimum, only brands that grew (then the increase),
 * 品牌热度榜 by interactions (then mentions), brands with some interaction. Ties end on the brand
 * id, so a board is the same however often it is computed.
 */
export function rankCategory(
  type: BrandPeriod,
  category: string,
  brands: readonly BrandPeriodFigures[],
): RankedBrand[] {
  const rows = brands
    .filter((b) => b.mentions > 0)
    .map((b) => ({ ...b, growth: brandGrowth(type, b.mentions, b.prev_mentions) }));
  const volume = ranks(
    rows,
    () => true,
    (a, b) => b.mentions - a.mentions || b.interactions - a.interactions,
  );
  const growth = ranks(
    rows,
    (r) => r.growth !== null && r.mentions > r.prev_mentions,
    (a, b) => (b.growth ?? 0) - (a.growth ?? 0) || b.mentions - b.prev_mentions - (a.mentions - a.prev_mentions),
  );
  const hot = ranks(
    rows,
    (r) => r.interactions > 0,
    (a, b) => b.interactions - a.interactions || b.mentions - a.mentions,
  );
  return rows.map((row) => ({
    category,
    brand_id: row.brand_id,
    mentions: row.mentions,
    prev_mentions: row.prev_mentions,
    interactions: row.interactions,
    growth: row.growth,
    rank_volume: volume.get(row.brand_id) as number,
    rank_growth: growth.get(row.brand_id) ?? null,
    rank_hot: hot.get(row.brand_id) ?? null,
  }));
}

/** The longest category name stored (and accepted by the calls); longer ones are not offered. */
const CATEGORY_MAX = 20;

/** Every brand's ranks over all brands ('') and within each of its categories. */
export function rankPeriod(
  type: BrandPeriod,
  brands: readonly BrandPeriodFigures[],
  categoriesOf: ReadonlyMap<string, readonly string[]>,
): RankedBrand[] {
  const byCategory = new Map<string, BrandPeriodFigures[]>();
  for (const brand of brands) {
    for (const category of new Set(categoriesOf.get(brand.brand_id) ?? [])) {
      if (category === '' || category.length > CATEGORY_MAX) continue;
      const list = byCategory.get(category) ?? [];
      list.push(brand);
      byCategory.set(category, list);
    }
  }
  const rows = rankCategory(type, '', brands);
  for (const [category, list] of byCategory) rows.push(...rankCategory(type, category, list));
  return rows;
}
