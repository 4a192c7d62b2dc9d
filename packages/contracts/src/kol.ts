/**
 * Shared shapes of the blogger (KOL) tools: the card every list shows (search, rankings,
 * favourites, comparison, monitoring) and the verification badges. Each tool's own request
 * schemas live in its own contracts file (kol-search.ts, kol-ranking.ts, ...).
 */

export type VerifyBadge = 'gold' | 'blue' | 'yellow' | 'none';
export const VERIFY_BADGES: readonly VerifyBadge[] = ['gold', 'blue', 'yellow', 'none'];
export const VERIFY_LABELS: Record<VerifyBadge, string> = {
  gold: '金V',
  blue: '蓝V',
  yellow: '黄V',
  none: '未认证',
};

export type Gender = 'm' | 'f' | 'n';
export const GENDER_LABELS: Record<Gender, string> = { m: '男', f: '女', n: '未知' };

/** The empty-list text of every list (spec 8). */
export const EMPTY_LIST = '暂无数据...';
/** The delete confirmation of every list (spec 8), titled 删除. */
export const DELETE_CONFIRM = '你确定要删除吗?';
export const DELETE_TITLE = '删除';

/**
 * One blogger with the figures of blogger_stats (last 30 days unless named otherwise). Spec 3's
 * search-result fields (kol_id, uid, avatar, uname, verify, category, fans) come first.
 */
export interface KolCard {
  kol_id: number;
  uid: string;
  avatar: string;
  uname: string;
  verify: VerifyBadge;
  category: string[];
  fans: number;
  gender: Gender;
  province: string;
  city: string;
  description: string;
  verified_reason: string;
  posts_30d: number;
  original_posts_30d: number;
  avg_interactions: number;
  /** A ratio: 0.012 is 1.2%. */
  engagement_rate: number;
  /** A ratio of the 30-day posts that are sponsored. */
  sponsored_share: number;
  last_post_at: string | null;
  growth_1d: number;
  growth_7d: number;
  growth_30d: number;
  influence_day: number;
  influence_week: number;
  influence_month: number;
  /** When these figures were computed (China time, YYYY-MM-DD HH:mm:ss). */
  computed_at: string;
}

/** A page of a list (spec 3 pagination: page, per_page, total). */
export interface Paged<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}
