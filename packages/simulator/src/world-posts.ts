/**
 * Posts as seen at an instant, and the small bounded caches that keep repeated questions
 * about the same post cheap (monitors poll the same few posts every few minutes).
 */
import type { WeiboPost } from '@boguan/weibo/model';
import { chinaDay } from './calendar.js';
import { buildCascade, type Cascade, type CascadeNode } from './cascade.js';
import { buildComments, type SimComment } from './comments.js';
import type { WorldCore } from './core.js';
import { DELETED_POST_TEXT } from './data/text-parts.js';
import { countsAt, type PostDynamics, postDynamics } from './engagement.js';
import { decodeMid, midToBid } from './ids.js';
import { buildPost, type PostCore } from './post-build.js';
import { dayPlan, type PostStub } from './post-plan.js';
import type { Counts } from './wave-curve.js';

export interface ResolvedPost {
  post: PostCore;
  dyn: PostDynamics;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  if (map.size >= limit) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
  return value;
}

export class PostStore {
  private readonly resolved = new Map<string, ResolvedPost>();
  private readonly cascades = new Map<string, Cascade>();
  private readonly comments = new Map<string, SimComment[]>();

  constructor(private readonly core: WorldCore) {}

  fromStub(stub: PostStub): ResolvedPost {
    const known = this.resolved.get(stub.mid);
    if (known) return known;
    const post = buildPost(this.core, stub);
    return { post, dyn: postDynamics(this.core, post) };
  }

  /** An original post by mid (regenerated from the ids packed into it), or null. */
  resolve(mid: string): ResolvedPost | null {
    const known = this.resolved.get(mid);
    if (known) return known;
    const decoded = decodeMid(this.core.layout, mid);
    if (!decoded?.original) return null;
    const b = this.core.table.list[decoded.idx];
    if (!b) return null;
    const stub = dayPlan(this.core, b, chinaDay(decoded.seconds * 1000)).find((s) => s.mid === mid);
    if (!stub) return null;
    return remember(this.resolved, mid, this.fromStub(stub), 5000);
  }

  view(r: ResolvedPost, at: number): WeiboPost {
    const { post, dyn } = r;
    const deleted = post.deletedAt !== null && post.deletedAt <= at;
    const counts: Counts = countsAt(dyn, at, post.deletedAt);
    return {
      mid: post.mid,
      bid: post.bid,
      uid: post.uid,
      text: deleted ? DELETED_POST_TEXT : post.text,
      createdAt: new Date(post.at),
      source: post.source,
      region: post.region,
      pics: deleted ? [] : post.pics,
      videoUrl: deleted ? null : post.videoUrl,
      isLongText: deleted ? false : post.isLongText,
      isAd: post.isAd,
      parentMid: null,
      rootMid: null,
      ...counts,
      deleted,
    };
  }

  cascade(mid: string): Cascade | null {
    const known = this.cascades.get(mid);
    if (known) return known;
    const r = this.resolve(mid);
    if (!r) return null;
    return remember(this.cascades, mid, buildCascade(this.core, r.post, r.dyn), 4);
  }

  commentList(mid: string): SimComment[] | null {
    const known = this.comments.get(mid);
    if (known) return known;
    const r = this.resolve(mid);
    if (!r) return null;
    return remember(this.comments, mid, buildComments(this.core, r.post, r.dyn), 8);
  }

  /** A repost seen in a recently built cascade (reposts are not addressable otherwise). */
  cachedRepost(mid: string): { node: CascadeNode; cascade: Cascade } | null {
    for (const cascade of this.cascades.values()) {
      const node = cascade.nodes.find((n) => n.mid === mid);
      if (node) return { node, cascade };
    }
    return null;
  }

  repostView(node: CascadeNode, cascade: Cascade, at: number): WeiboPost {
    const children = cascade.nodes.filter((n) => n.parentMid === node.mid && n.createdAt.getTime() <= at).length;
    return {
      mid: node.mid,
      bid: midToBid(node.mid),
      uid: node.uid,
      text: node.text,
      createdAt: node.createdAt,
      source: 'iPhone客户端',
      region: '',
      pics: [],
      videoUrl: null,
      isLongText: false,
      isAd: false,
      parentMid: node.parentMid,
      rootMid: node.rootMid,
      reposts: children,
      comments: 0,
      likes: 0,
      deleted: false,
    };
  }
}
