/** The weights of the similarity score (docs/kol-detail.md). */
export const SIMILARITY_WEIGHTS = { category: 0.4, scale: 0.4, engagement: 0.2 } as const;

export interface SimilarityInput {
  categories: readonly string[];
  followers: number;
  /** A ratio (0.012 = 1.2%). */
  engagementRate: number;
}

export interface Similarity {
  /** 0-100, one decimal. */
  score: number;
  shared: string[];
  reasons: string[];
}

const magnitude = (followers: number) => Math.log10(1 + Math.max(0, followers));

/**
 * How alike two bloggers are: category overlap (shared ÷ all categories of the two), follower
 * scale (1 at equal follower counts, 0 at two orders of magnitude apart, on log10) and engagement
 * rate (the smaller rate ÷ the larger; 1 when both are 0).
 */
export function similarity(target: SimilarityInput, other: SimilarityInput): Similarity {
  const mine = new Set(target.categories);
  const shared = [...new Set(other.categories)].filter((c) => mine.has(c));
  const union = new Set([...target.categories, ...other.categories]).size;
  const category = union > 0 ? shared.length / union : 0;
  const distance = Math.abs(magnitude(target.followers) - magnitude(other.followers));
  const scale = Math.max(0, 1 - distance / 2);
  const hi = Math.max(target.engagementRate, other.engagementRate);
  const lo = Math.min(target.engagementRate, other.engagementRate);
  const engagement = hi > 0 ? lo / hi : 1;
  const w = SIMILARITY_WEIGHTS;
  const score = Math.round((w.category * category + w.scale * scale + w.engagement * engagement) * 1000) / 10;
  const reasons: string[] = [];
  if (shared.length > 0) reasons.push(`同分类 ${shared.join('、')}`);
  if (distance <= 0.3) reasons.push('粉丝量级相近');
  else if (distance <= 1) reasons.push('粉丝量级接近');
  if (engagement >= 0.7) reasons.push('互动率相近');
  return { score, shared, reasons };
}
