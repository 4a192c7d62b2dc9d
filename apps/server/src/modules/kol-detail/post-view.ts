import { formatChinaTime } from '@boguan/contracts/china-time';
import type { RecentPost } from '@boguan/contracts/kol-detail.api';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { PostMetricsRow } from '../weibo-data/weibo-data.tables.js';

/** A stored post as the tabs list it, with its link on weibo.com (none for a demo post). */
export function toRecentPost(row: PostMetricsRow): RecentPost {
  return {
    mid: row.mid,
    text: row.text,
    created_at: formatChinaTime(row.created_at),
    reposts: row.reposts,
    comments: row.comments,
    likes: row.likes,
    sponsored: row.sponsored,
    is_original: row.parent_mid === null,
    pics: row.pics,
    url: weiboPostUrl(row),
  };
}
