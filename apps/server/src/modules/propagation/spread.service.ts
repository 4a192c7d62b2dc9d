import { formatChinaTime } from '@boguan/contracts/china-time';
import { SPREAD_MAX_REPOSTS } from '@boguan/contracts/propagation';
import type { Spread, SpreadRoot } from '@boguan/contracts/propagation.api';
import { verifyBadge, type WeiboPost, type WeiboRepost, type WeiboUser } from '@boguan/weibo/model';
import type { AppContext } from '../../lib/context.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { buildSpread } from './spread.build.js';
import {
  type ProfileRow,
  profileOf,
  type RootPostRow,
  reposterProfiles,
  rootPost,
  storedReposts,
} from './spread.repository.js';

/*
 * The spread of a post from what is stored now: the shared read behind the propagation report (its
 * job stores the result frozen) and the post monitor's spread tab (`diffuse`, read live).
 */

/** The root as the report shows it; a post known only through its reposts keeps its mid and zeros. */
export function spreadRoot(mid: string, post: RootPostRow | undefined, author: ProfileRow | undefined): SpreadRoot {
  return {
    mid,
    bid: post?.bid ?? '',
    uid: post?.uid ?? '',
    name: author?.screen_name ?? '',
    avatar: author?.avatar ?? '',
    text: post?.text ?? '',
    created_at: post ? formatChinaTime(post.created_at) : null,
    url: post ? weiboPostUrl(post) : '',
    reposts: post?.reposts ?? 0,
    comments: post?.comments ?? 0,
    likes: post?.likes ?? 0,
    followers: author?.followers ?? 0,
    stored: post !== undefined,
  };
}

export interface SpreadOptions {
  /** The moment the data is read (defaults to the clock's now). */
  readAt?: Date;
  /** Most reposts read (default SPREAD_MAX_REPOSTS). */
  maxReposts?: number;
  /** Most tree nodes sent (default SPREAD_TREE_MAX_NODES). */
  treeNodes?: number;
}

/**
 * The tree and figures of post `mid` from the reposts stored now, without a job: at most
 * SPREAD_MAX_REPOSTS reposts are read (the oldest; `summary.capped` says when there were more) and
 * the tree sent is capped at SPREAD_TREE_MAX_NODES nodes, the largest branches first. A post with no
 * stored reposts answers a spread of zero nodes. Ownership is the caller's concern: the data is
 * the public post's, not a member's record.
 */
export async function spreadOfPost(ctx: AppContext, mid: string, options: SpreadOptions = {}): Promise<Spread> {
  const readAt = options.readAt ?? ctx.clock.now();
  const limit = options.maxReposts ?? SPREAD_MAX_REPOSTS;
  const [post, rows, profiles] = await Promise.all([
    rootPost(ctx.db, mid),
    storedReposts(ctx.db, mid, limit + 1),
    reposterProfiles(ctx.db, mid),
  ]);
  const author = post ? (profiles.find((p) => p.uid === post.uid) ?? (await profileOf(ctx.db, post.uid))) : undefined;
  const capped = rows.length > limit;
  const reposts = (capped ? rows.slice(0, limit) : rows).map((r) => ({
    mid: r.mid,
    parentMid: r.parent_mid,
    uid: r.uid,
    createdAt: r.created_at,
  }));
  return buildSpread({
    mid,
    root: spreadRoot(mid, post, author),
    reposts,
    capped,
    profiles,
    readAt,
    demo: post?.origin === 'simulator',
    treeNodes: options.treeNodes,
  });
}

/** A profile the source answered, as the spread reads stored ones. */
export function profileFromUser(user: WeiboUser): ProfileRow {
  return {
    uid: user.uid,
    screen_name: user.screenName,
    avatar: user.avatar,
    gender: user.gender,
    province: user.province,
    verify_badge: verifyBadge(user),
    followers: user.followers,
    follows: user.follows,
    statuses: user.statuses,
    created_at: user.createdAt,
  };
}

const byAgeThenMid = (a: WeiboRepost, b: WeiboRepost, at: Map<WeiboRepost, number>) =>
  at.get(a)! - at.get(b)! || (a.mid < b.mid ? -1 : a.mid > b.mid ? 1 : 0);

/**
 * Oldest first, ties by mid: the order the stored reposts are read in, so a cap keeps the same ones.
 * A source usually answers in that order already; a check of it is linear where the sort is not.
 */
function oldestFirst(reposts: readonly WeiboRepost[]): readonly WeiboRepost[] {
  const at = new Map(reposts.map((r) => [r, r.createdAt.getTime()]));
  for (let i = 1; i < reposts.length; i++) {
    if (byAgeThenMid(reposts[i - 1]!, reposts[i]!, at) > 0) return [...reposts].sort((a, b) => byAgeThenMid(a, b, at));
  }
  return reposts;
}

/**
 * The spread of a post from what the source answered at `readAt` (the job has just stored the
 * same rows): the same figures as `spreadOfPost` would read back, without reading them again.
 */
export function spreadFromSource(input: {
  post: WeiboPost;
  author: WeiboUser | null;
  reposts: readonly WeiboRepost[];
  users: readonly WeiboUser[];
  readAt: Date;
  demo: boolean;
}): Spread {
  const { post } = input;
  const sorted = oldestFirst(input.reposts);
  const capped = sorted.length > SPREAD_MAX_REPOSTS;
  const author = input.author ? profileFromUser(input.author) : undefined;
  const profiles = input.users.map(profileFromUser);
  if (author && !profiles.some((p) => p.uid === author.uid)) profiles.push(author);
  const root: RootPostRow = {
    mid: post.mid,
    bid: post.bid,
    uid: post.uid,
    text: post.text,
    created_at: post.createdAt,
    reposts: post.reposts,
    comments: post.comments,
    likes: post.likes,
    deleted: post.deleted,
    origin: input.demo ? 'simulator' : 'weibo',
  };
  return buildSpread({
    mid: post.mid,
    root: spreadRoot(post.mid, root, author),
    reposts: (capped ? sorted.slice(0, SPREAD_MAX_REPOSTS) : sorted).map((r) => ({
      mid: r.mid,
      parentMid: r.parentMid,
      uid: r.uid,
      createdAt: r.createdAt,
    })),
    capped,
    profiles,
    readAt: input.readAt,
    demo: input.demo,
  });
}
