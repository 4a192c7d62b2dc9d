import type { Origin } from './weibo-data.tables.js';

/**
 * The post's page on weibo.com, or '' when it has none: a demo post was made by the simulator and
 * a link to weibo.com would open someone else's post or nothing. Pages show such a post unlinked.
 */
export function weiboPostUrl(post: { uid: string; bid: string; mid: string; origin: Origin }): string {
  if (post.origin === 'simulator') return '';
  return `https://weibo.com/${post.uid}/${post.bid || post.mid}`;
}
