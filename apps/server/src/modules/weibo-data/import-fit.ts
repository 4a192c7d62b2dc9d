import type { WeiboComment, WeiboPost, WeiboUser } from '@boguan/weibo/model';

/*
 * Imported files are anyone's: a field longer than its column (migration 0004) would fail the
 * whole import. Weibo's own values are far shorter (names up to 30 characters), so a longer one is
 * cut, the way a display would, and a count past its column's range is held at the range's end.
 * Ids are checked where they are read (packages/weibo parse).
 */

/** A third of PostgreSQL's integer: reposts + comments + likes (indexed and summed) stay in range. */
const COUNT_MAX = Math.floor(2_147_483_647 / 3);
const SMALLINT = 32_767;

const count = (n: number) => Math.min(n, COUNT_MAX);

/** Cut to `width` characters as PostgreSQL counts them (code points, not UTF-16 units). */
function clip(text: string, width: number): string {
  if (text.length <= width) return text;
  const points = Array.from(text);
  return points.length <= width ? text : points.slice(0, width).join('');
}

export function fitUser(user: WeiboUser): WeiboUser {
  return {
    ...user,
    screenName: clip(user.screenName, 60),
    province: clip(user.province, 20),
    city: clip(user.city, 30),
    verifiedType: Math.abs(user.verifiedType) <= SMALLINT ? user.verifiedType : -1,
    ...(user.verifiedTypeExt === undefined || Math.abs(user.verifiedTypeExt) <= SMALLINT
      ? {}
      : { verifiedTypeExt: undefined }),
    followers: Math.min(user.followers, Number.MAX_SAFE_INTEGER),
    follows: count(user.follows),
    statuses: count(user.statuses),
  };
}

export function fitPost(post: WeiboPost): WeiboPost {
  return {
    ...post,
    // A short id longer than Weibo ever writes is no short id: the post keeps its mid.
    bid: post.bid.length <= 16 ? post.bid : '',
    source: clip(post.source, 60),
    region: clip(post.region, 30),
    reposts: count(post.reposts),
    comments: count(post.comments),
    likes: count(post.likes),
  };
}

export function fitComment(comment: WeiboComment): WeiboComment {
  return { ...comment, likes: count(comment.likes) };
}
