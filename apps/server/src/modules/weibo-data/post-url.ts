import { PostLinkMessage } from '@boguan/contracts/post-monitor';
import { parsePostLink } from '@boguan/weibo/parse/post-link';
import type { Origin } from './weibo-data.tables.js';

/**
 * The post's page on weibo.com, or '' when it has none: a demo post was made by the simulator and
 * a link to weibo.com would open someone else's post or nothing. Pages show such a post unlinked.
 */
export function weiboPostUrl(post: { uid: string; bid: string; mid: string; origin: Origin }): string {
  if (post.origin === 'simulator') return '';
  return `https://weibo.com/${post.uid}/${post.bid || post.mid}`;
}

export type PostLinkMid = { ok: true; mid: string } | { ok: false; message: string };

const LINK_MESSAGE = {
  empty: PostLinkMessage.empty,
  'other-site': PostLinkMessage.otherSite,
  'not-a-post': PostLinkMessage.notAPost,
} as const;

/**
 * The mid of a pasted post link or id (the forms parsePostLink reads), or the message of the
 * single-link forms (post monitor, word cloud) saying why it names no post.
 */
export function postLinkMid(input: string): PostLinkMid {
  const link = parsePostLink(input);
  return link.ok ? { ok: true, mid: link.mid } : { ok: false, message: LINK_MESSAGE[link.reason] };
}
