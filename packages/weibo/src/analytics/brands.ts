import type { Brand, Gender, WeiboUser } from '../model.js';
import { buildBrandMatcher, mentionedBrandIds } from '../text/brands.js';
import { analyzeSentiment, type SentimentLabel } from '../text/sentiment.js';
import { round } from './stats.js';

export interface BrandPost {
  mid: string;
  uid: string;
  text: string;
  /** Precomputed label; computed from the text when absent. */
  sentiment?: SentimentLabel;
}

export interface BrandAudience {
  /** Distinct users who mentioned the brand. */
  users: number;
  gender: Record<Gender, number>;
  /** Provinces by users, most first; '未知' when the user or province is unknown. */
  regions: { region: string; users: number; share: number }[];
}

export interface BrandStats {
  brandId: string;
  /** Posts that mention the brand (a post mentioning it twice counts once). */
  mentions: number;
  /** mentions / sum of mentions of all brands analysed. */
  shareOfVoice: number;
  positive: number;
  neutral: number;
  negative: number;
  /**
   * (positive − negative) / (positive + negative), in [-1, 1]: the balance of the mentions that take
   * a side, neutral ones left out; 0 when none does.
   */
  netSentiment: number;
  audience: BrandAudience;
}

/** (positive − negative) / (positive + negative), rounded to 4 places; 0 when both are 0. */
export function netSentiment(positive: number, negative: number): number {
  const sided = positive + negative;
  return sided > 0 ? round((positive - negative) / sided, 4) : 0;
}

/** Mentions, share of voice, net sentiment and audience of each brand over a set of posts. */
export function analyzeBrands(
  posts: readonly BrandPost[],
  brands: readonly Brand[],
  userOf: (uid: string) => Pick<WeiboUser, 'gender' | 'province'> | undefined = () => undefined,
): BrandStats[] {
  const matcher = buildBrandMatcher(brands);
  const acc = new Map(
    brands.map((b) => [b.id, { mentions: 0, positive: 0, neutral: 0, negative: 0, users: new Set<string>() }]),
  );
  for (const post of posts) {
    const ids = mentionedBrandIds(post.text, matcher);
    if (ids.length === 0) continue;
    const label = post.sentiment ?? analyzeSentiment(post.text).label;
    for (const id of ids) {
      const a = acc.get(id)!;
      a.mentions += 1;
      a[label] += 1;
      a.users.add(post.uid);
    }
  }
  let total = 0;
  for (const a of acc.values()) total += a.mentions;
  return brands.map((brand) => {
    const a = acc.get(brand.id)!;
    const gender: Record<Gender, number> = { m: 0, f: 0, n: 0 };
    const regions = new Map<string, number>();
    for (const uid of a.users) {
      const user = userOf(uid);
      gender[user?.gender ?? 'n'] += 1;
      const region = user?.province || '未知';
      regions.set(region, (regions.get(region) ?? 0) + 1);
    }
    return {
      brandId: brand.id,
      mentions: a.mentions,
      shareOfVoice: total > 0 ? round(a.mentions / total, 4) : 0,
      positive: a.positive,
      neutral: a.neutral,
      negative: a.negative,
      netSentiment: netSentiment(a.positive, a.negative),
      audience: {
        users: a.users.size,
        gender,
        regions: Array.from(regions, ([region, users]) => ({
          region,
          users,
          share: round(users / a.users.size, 4),
        })).sort((x, y) => y.users - x.users || (x.region < y.region ? -1 : 1)),
      },
    };
  });
}
