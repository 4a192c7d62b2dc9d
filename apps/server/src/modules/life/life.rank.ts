import type { MerchantRankBy } from '@boguan/contracts/life';
import type { MerchantFigures } from './life.repository.js';

/*
 * The merchant ranking's order (docs/local-life.md, "How the figures are made"): by mentions, then
 * interactions; or by interactions (merchants with some), then mentions; ties end on the merchant id,
 * so a ranking is the same however often it is read. The period before is ranked the same way for
 * the rank change.
 */

export interface RankedMerchant extends MerchantFigures {
  rank: number;
  /** Previous rank − this rank; null when the merchant was not on the previous ranking. */
  rank_change: number | null;
}

interface Figures {
  merchant_id: string;
  mentions: number;
  interactions: number;
}

const byId = (a: Figures, b: Figures) => (a.merchant_id < b.merchant_id ? -1 : a.merchant_id > b.merchant_id ? 1 : 0);

/** The merchants on a ranking, in rank order. */
export function rankOrder<T extends Figures>(rows: readonly T[], by: MerchantRankBy): T[] {
  if (by === 'interactions') {
    return rows
      .filter((r) => r.interactions > 0)
      .sort((a, b) => b.interactions - a.interactions || b.mentions - a.mentions || byId(a, b));
  }
  return rows
    .filter((r) => r.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || b.interactions - a.interactions || byId(a, b));
}

/** The period's ranking with each merchant's rank change, and whether the period before had mentions. */
export function rankMerchants(
  figures: readonly MerchantFigures[],
  by: MerchantRankBy,
): { rows: RankedMerchant[]; hasPrevious: boolean } {
  const previous = rankOrder(
    figures.map((f) => ({ merchant_id: f.merchant_id, mentions: f.prev_mentions, interactions: f.prev_interactions })),
    by,
  );
  const was = new Map(previous.map((r, i) => [r.merchant_id, i + 1]));
  const hasPrevious = figures.some((f) => f.prev_mentions > 0);
  const rows = rankOrder(figures, by).map((row, i) => {
    const prior = was.get(row.merchant_id);
    return { ...row, rank: i + 1, rank_change: hasPrevious ? (prior === undefined ? null : prior - (i + 1)) : null };
  });
  return { rows, hasPrevious };
}
