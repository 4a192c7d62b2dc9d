/**
 * The Weibo world as Boguan keeps it. Every source (simulator, Weibo web connector,
 * file importers) produces these shapes; the database and the analytics read them.
 * Times are Date objects (absolute instants); counts are plain numbers.
 */

/** Weibo's verified_type mapped to the badge advertisers know. */
export type VerifyBadge = 'gold' | 'blue' | 'yellow' | 'none';
export type Gender = 'm' | 'f' | 'n';

export interface WeiboUser {
  uid: string;
  screenName: string;
  avatar: string;
  gender: Gender;
  province: string;
  city: string;
  verified: boolean;
  /** Weibo's raw verified_type: -1 none, 0 personal (yellow/gold), 1-7 organisations (blue), 200/220 etc. */
  verifiedType: number;
  /** Weibo's verified_type_ext: 1 marks the gold V (high-influence personal account). */
  verifiedTypeExt?: number;
  verifiedReason: string;
  followers: number;
  follows: number;
  statuses: number;
  description: string;
  /** Industries the account is known for (美妆, 数码, ...). */
  categories: string[];
  createdAt: Date | null;
}

export interface WeiboPost {
  mid: string;
  /** The short id used in web links (weibo.com/{uid}/{bid}). */
  bid: string;
  uid: string;
  text: string;
  createdAt: Date;
  /** Posting client ("iPhone 15 Pro", "微博网页版"). */
  source: string;
  /** "发布于 北京" region label, without the prefix. */
  region: string;
  pics: string[];
  videoUrl: string | null;
  isLongText: boolean;
  /** Sponsored markers found by the source itself (e.g. mblog ad flags); detection adds its own. */
  isAd: boolean;
  /** Null for an original post. */
  parentMid: string | null;
  rootMid: string | null;
  reposts: number;
  comments: number;
  likes: number;
  deleted: boolean;
}

/** One repost in a cascade; `parentMid` null or equal to root means a direct repost of the root. */
export interface WeiboRepost {
  mid: string;
  rootMid: string;
  parentMid: string | null;
  uid: string;
  text: string;
  createdAt: Date;
}

export interface WeiboComment {
  id: string;
  mid: string;
  uid: string;
  text: string;
  createdAt: Date;
  likes: number;
  /** Id of the comment this one answers, if any. */
  replyTo: string | null;
}

export interface WeiboTopic {
  /** The topic text without the # marks. */
  name: string;
  readCount: number;
  discussCount: number;
  hostUid: string | null;
  category: string;
}

export interface HotSearchEntry {
  capturedAt: Date;
  /** Official rank (band_rank); null for ads, which sit outside the ranking. */
  rank: number | null;
  word: string;
  heat: number;
  category: string;
  /** Label shown beside the entry: 新, 热, 沸, 爆, 荐 ... ('' when none). */
  label: string;
  isAd: boolean;
  /** Reads and discussions of the entry's topic at capture time, when the source gives them. */
  readCount?: number;
  discussCount?: number;
  /** The one-line lead Weibo shows under some entries. */
  description?: string;
}

export interface Brand {
  id: string;
  cnName: string;
  enName: string;
  aliases: string[];
  categories: string[];
  logo: string;
}

/**
 * A merchant or place of local life (a restaurant, a café, a hotel, a sight, a shop): where it is
 * and the names posts call it by (docs/local-life.md).
 */
export interface Merchant {
  id: string;
  name: string;
  /** 餐饮, 咖啡, 酒店, 景点, 购物 or 休闲娱乐. */
  category: string;
  /** The city as Boguan files local life (a municipality is its own city: 上海, not 徐汇). */
  city: string;
  district: string;
  aliases: string[];
}

/** A point of a time series (followers of a user, counts of a post, heat of a topic). */
export interface UserSnapshot {
  uid: string;
  at: Date;
  followers: number;
  follows: number;
  statuses: number;
}

export interface PostSnapshot {
  mid: string;
  at: Date;
  reposts: number;
  comments: number;
  likes: number;
}

export interface TopicSnapshot {
  name: string;
  at: Date;
  readCount: number;
  discussCount: number;
}

/** Weibo's gold/blue/yellow V from verified_type (+ ext), as users read them. */
export function verifyBadge(user: Pick<WeiboUser, 'verified' | 'verifiedType' | 'verifiedTypeExt'>): VerifyBadge {
  if (!user.verified || user.verifiedType < 0) return 'none';
  if (user.verifiedType === 0) return user.verifiedTypeExt === 1 ? 'gold' : 'yellow';
  if (user.verifiedType >= 1 && user.verifiedType <= 7) return 'blue';
  return 'yellow';
}
