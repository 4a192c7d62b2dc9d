import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** Where a row came from: the demo simulator, the Weibo web connector or a file import. */
export type Origin = 'simulator' | 'weibo' | 'import';

export interface WeiboUsersTable {
  uid: string;
  kol_id: Generated<number>;
  screen_name: string;
  avatar: string;
  gender: string;
  province: string;
  city: string;
  verified: boolean;
  verified_type: number;
  verified_type_ext: number | null;
  verify_badge: string;
  verified_reason: string;
  followers: number;
  follows: number;
  statuses: number;
  description: string;
  categories: string[];
  created_at: Timestamp | null;
  origin: Origin;
  search_text: string;
  collected_at: Timestamp;
}

export interface WeiboPostsTable {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Timestamp;
  source: string;
  region: string;
  pics: string[];
  video_url: string | null;
  is_long_text: boolean;
  is_ad: boolean;
  sponsored: boolean;
  sponsored_markers: string[];
  parent_mid: string | null;
  root_mid: string | null;
  reposts: number;
  comments: number;
  likes: number;
  deleted: boolean;
  sentiment_score: number | null;
  origin: Origin;
  search_text: string;
  collected_at: Timestamp;
}

/** The columns of a post that tools list with their metrics (detail tabs, back-collection results). */
export interface PostMetricsRow {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  sponsored_markers: string[];
  parent_mid: string | null;
  pics: string[];
  /** Where the post came from: a demo post has no page on weibo.com. */
  origin: Origin;
}

export interface WeiboRepostsTable {
  mid: string;
  root_mid: string;
  parent_mid: string | null;
  uid: string;
  text: string;
  created_at: Timestamp;
}

export interface WeiboCommentsTable {
  id: string;
  mid: string;
  uid: string;
  text: string;
  created_at: Timestamp;
  likes: number;
  reply_to: string | null;
  sentiment_score: number | null;
}

export interface WeiboTopicsTable {
  name: string;
  read_count: number;
  discuss_count: number;
  host_uid: string | null;
  category: string;
  origin: Origin;
  collected_at: Timestamp;
}

export interface HotSearchSnapshotsTable {
  captured_at: Timestamp;
  word: string;
  rank: number | null;
  heat: number;
  category: string;
  label: string;
  is_ad: boolean;
  origin: Origin;
}

export interface BrandsTable {
  id: string;
  cn_name: string;
  en_name: string;
  aliases: string[];
  categories: string[];
  logo: string;
  origin: Origin;
  search_text: string;
}

export interface UserSnapshotsTable {
  uid: string;
  at: Timestamp;
  followers: number;
  follows: number;
  statuses: number;
}

export interface PostSnapshotsTable {
  mid: string;
  at: Timestamp;
  reposts: number;
  comments: number;
  likes: number;
}

export interface TopicSnapshotsTable {
  name: string;
  at: Timestamp;
  read_count: number;
  discuss_count: number;
}

export interface WeiboDataTables {
  weibo_users: WeiboUsersTable;
  weibo_posts: WeiboPostsTable;
  weibo_reposts: WeiboRepostsTable;
  weibo_comments: WeiboCommentsTable;
  weibo_topics: WeiboTopicsTable;
  hot_search_snapshots: HotSearchSnapshotsTable;
  brands: BrandsTable;
  user_snapshots: UserSnapshotsTable;
  post_snapshots: PostSnapshotsTable;
  topic_snapshots: TopicSnapshotsTable;
}
