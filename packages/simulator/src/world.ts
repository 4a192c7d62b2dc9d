/**
 * The simulated Weibo world: a pure function of (seed, start, bloggers, time). Nothing
 * happens before `start`; after it, posts, counts, cascades, comments, account changes,
 * topics and the hot-search list can be asked for at any instant, in any order, and the
 * same question always gets the same answer. Generation is lazy and streamed.
 */
import type {
  Brand,
  HotSearchEntry,
  Merchant,
  WeiboComment,
  WeiboPost,
  WeiboRepost,
  WeiboTopic,
  WeiboUser,
} from '@boguan/weibo/model';
import { type AccountKind, type BloggerTable, generateBloggers } from './bloggers.js';
import { BRANDS, brandInCrisis, brandReputation, CAMPAIGN_SLOT_DAYS, campaignInSlot } from './brands.js';
import { chinaDay, DAY, dayStart } from './calendar.js';
import type { SimComment } from './comments.js';
import { bloggerAt, bloggerByUid, followsBlogger, type WorldCore } from './core.js';
import { industryAt } from './data/industries.js';
import { LIFE_CITIES } from './data/local-life.js';
import { hotSearchList } from './hot-search.js';
import { midLayout } from './ids.js';
import { MERCHANT_CAMPAIGN_SLOT_DAYS, merchantCampaignInSlot, merchantsOf } from './merchants.js';
import { dayPlan, dayStubs } from './post-plan.js';
import { hashString, type Rng } from './rng.js';
import type { TopicHosts } from './topic-specs.js';
import { TopicBook } from './topics.js';
import type { Counts } from './wave-curve.js';
import { PostStore } from './world-posts.js';
import { type ChangeEvent, eventsOf, followerSample, userAt } from './world-users.js';

export interface WorldOptions {
  seed: number | string;
  /** The world's beginning: no post exists before it. */
  start: Date;
  /** Number of bloggers (default 3000; up to 262144). */
  bloggers?: number;
  /** Largest repost list materialised per post (default 20000). */
  cascadeCap?: number;
  /** Largest comment list materialised per post (default 2000). */
  commentCap?: number;
}

export interface PostQuery {
  /** Instant the posts are observed at (counts, deletion); default `to`. */
  at?: Date;
  /** Only these authors. */
  uids?: readonly string[];
  order?: 'asc' | 'desc';
}

/** What the generator knows about a blogger beyond the public profile (for tests and demo labels). */
export interface BloggerTraits {
  uid: string;
  kind: AccountKind;
  industry: string;
  suspicious: boolean;
  postsPerDay: number;
  brandId: string | null;
  /** The follower trend the daily series follows (log growth a month, before events). */
  monthlyGrowth: number;
}

/** Topic hosts drawn from the blogger table: brand accounts, big industry bloggers, media. */
function hostsOf(table: BloggerTable): TopicHosts {
  return {
    brandAccount: (brandIdx) =>
      table.list[brandIdx]?.brandIdx === brandIdx ? (table.list[brandIdx]?.uid ?? null) : null,
    industryHost: (rng: Rng, industry: number) => {
      const pool = table.byIndustry[industry] ?? [];
      for (let i = 0; i < 8 && pool.length > 0; i++) {
        const b = table.list[rng.pick(pool)];
        if (b && b.followers0 > 100_000) return b.uid;
      }
      return null;
    },
    mediaHost: (rng: Rng) => {
      for (let i = 0; i < 8; i++) {
        const b = table.list[rng.int(table.list.length)];
        if (b?.kind === 'media') return b.uid;
      }
      return null;
    },
  };
}

export class World {
  readonly seed: number;
  readonly start: Date;
  readonly brands: readonly Brand[] = BRANDS;
  private readonly core: WorldCore;
  private readonly posts: PostStore;

  constructor(options: WorldOptions) {
    this.seed = typeof options.seed === 'number' ? options.seed >>> 0 : hashString(options.seed);
    this.start = new Date(options.start.getTime());
    const count = options.bloggers ?? 3000;
    const layout = midLayout(count);
    const maxPerDay = Math.min(48, 2 ** layout.kBits - 1);
    const table = generateBloggers(this.seed, count, this.start.getTime(), maxPerDay);
    const core: WorldCore = {
      seed: this.seed,
      start: this.start.getTime(),
      layout,
      maxPerDay,
      table,
      cascadeCap: options.cascadeCap ?? 20_000,
      commentCap: options.commentCap ?? 2_000,
      topics: new TopicBook(this.seed, hostsOf(table), this.start.getTime()),
    };
    this.core = core;
    this.posts = new PostStore(core);
  }

  /** The merchants and places of local life (docs/local-life.md), in id order. */
  get merchants(): readonly Merchant[] {
    return merchantsOf(this.seed).map(({ id, name, category, city, district, aliases }) => ({
      id,
      name,
      category,
      city,
      district,
      aliases: [...aliases],
    }));
  }

  /**
   * Merchant campaigns overlapping [from, to), in start order: from `start` (a China-time midnight)
   * to `end` (the midnight after the last day). Ground truth for tests and demo labels.
   */
  merchantCampaigns(from: Date, to: Date): { merchantId: string; city: string; start: Date; end: Date }[] {
    const out: { merchantId: string; city: string; start: Date; end: Date }[] = [];
    const firstDay = chinaDay(from.getTime());
    const lastDay = chinaDay(to.getTime() - 1);
    const merchants = merchantsOf(this.seed);
    for (
      let slot = Math.floor(firstDay / MERCHANT_CAMPAIGN_SLOT_DAYS);
      slot <= Math.floor(lastDay / MERCHANT_CAMPAIGN_SLOT_DAYS);
      slot++
    ) {
      LIFE_CITIES.forEach((city, cityIdx) => {
        const c = merchantCampaignInSlot(this.seed, cityIdx, slot);
        const merchant = c ? merchants[c.merchantIdx] : undefined;
        if (c && merchant && c.lastDay >= firstDay && c.firstDay <= lastDay) {
          out.push({
            merchantId: merchant.id,
            city: city.city,
            start: new Date(dayStart(c.firstDay)),
            end: new Date(dayStart(c.lastDay) + DAY),
          });
        }
      });
    }
    return out.sort((x, y) => x.start.getTime() - y.start.getTime() || (x.merchantId < y.merchantId ? -1 : 1));
  }

  /** The merchant an original post was written about (ground truth for tests), or null. */
  merchantOfPost(mid: string): string | null {
    const r = this.posts.resolve(mid);
    const idx = r?.post.merchantIdx ?? null;
    return idx === null ? null : (merchantsOf(this.seed)[idx]?.id ?? null);
  }

  get bloggerCount(): number {
    return this.core.table.list.length;
  }

  bloggerUids(): string[] {
    return this.core.table.list.map((b) => b.uid);
  }

  bloggerTraits(uid: string): BloggerTraits | null {
    const b = bloggerByUid(this.core, uid);
    if (!b) return null;
    const brandId = b.brandIdx !== null ? (BRANDS[b.brandIdx]?.id ?? null) : null;
    const industry = industryAt(b.industry).name;
    return {
      uid,
      kind: b.kind,
      industry,
      suspicious: b.suspicious,
      postsPerDay: b.activity,
      brandId,
      monthlyGrowth: b.growth,
    };
  }

  /** Brand standing in [-1, 1] drawn from the seed (tilts comment sentiment). */
  brandReputation(brandId: string): number {
    const idx = BRANDS.findIndex((b) => b.id === brandId);
    return idx < 0 ? 0 : brandReputation(this.seed, idx);
  }

  /** Whether a brand is in a public-relations crisis the week of `at` (posts complain, comments sour). */
  brandInCrisis(brandId: string, at: Date): boolean {
    const idx = BRANDS.findIndex((b) => b.id === brandId);
    return idx >= 0 && brandInCrisis(this.seed, idx, at.getTime());
  }

  /**
   * Brand campaigns overlapping [from, to), in start order: from `start` (a China-time midnight)
   * to `end` (the midnight after the last day). Ground truth for tests and demo labels.
   */
  brandCampaigns(from: Date, to: Date): { brandId: string; start: Date; end: Date }[] {
    const out: { brandId: string; start: Date; end: Date }[] = [];
    const firstDay = chinaDay(from.getTime());
    const lastDay = chinaDay(to.getTime() - 1);
    const lastSlot = Math.floor(lastDay / CAMPAIGN_SLOT_DAYS);
    for (let slot = Math.floor(firstDay / CAMPAIGN_SLOT_DAYS); slot <= lastSlot; slot++) {
      BRANDS.forEach((brand, idx) => {
        const c = campaignInSlot(this.seed, idx, slot);
        if (c && c.lastDay >= firstDay && c.firstDay <= lastDay) {
          out.push({
            brandId: brand.id,
            start: new Date(dayStart(c.firstDay)),
            end: new Date(dayStart(c.lastDay) + DAY),
          });
        }
      });
    }
    return out.sort((x, y) => x.start.getTime() - y.start.getTime() || Number(x.brandId) - Number(y.brandId));
  }

  /** Whether blogger `fanUid` follows blogger `starUid` in the implicit follower graph. */
  follows(fanUid: string, starUid: string): boolean {
    const fan = this.core.table.byUid.get(fanUid);
    const star = this.core.table.byUid.get(starUid);
    return fan !== undefined && star !== undefined && followsBlogger(this.core, fan, star);
  }

  userAt(uid: string, at: Date): WeiboUser | null {
    return userAt(this.core, uid, at.getTime());
  }

  /** The first `size` followers of a blogger (crowd accounts, bots among them). */
  followerSample(uid: string, size = 200): WeiboUser[] {
    return followerSample(this.core, uid, size);
  }

  /** Renames, badge changes, follower drops and surges, post deletions in [from, to]. */
  eventsOf(uid: string, from: Date, to: Date): ChangeEvent[] {
    return eventsOf(this.core, uid, from.getTime(), to.getTime());
  }

  /** Original posts created in [from, to), streamed day by day; observed at `query.at` (default `to`). */
  *postsBetween(from: Date, to: Date, query: PostQuery = {}): Generator<WeiboPost> {
    const lo = Math.max(from.getTime(), this.core.start);
    const hi = to.getTime();
    const at = query.at?.getTime() ?? hi;
    const indexes = query.uids?.flatMap((uid) => {
      const idx = this.core.table.byUid.get(uid);
      return idx === undefined ? [] : [idx];
    });
    if (lo >= hi) return;
    const days: number[] = [];
    for (let d = chinaDay(lo); d <= chinaDay(hi - 1); d++) days.push(d);
    if (query.order === 'desc') days.reverse();
    for (const day of days) {
      const stubs = dayStubs(this.core, day, indexes).filter((s) => s.at >= lo && s.at < hi);
      if (query.order === 'desc') stubs.reverse();
      for (const stub of stubs) yield this.posts.view(this.posts.fromStub(stub), at);
    }
  }

  /** How many original posts were created in [from, to), without building their text. */
  countPostsBetween(from: Date, to: Date): number {
    const lo = Math.max(from.getTime(), this.core.start);
    const hi = to.getTime();
    let n = 0;
    for (let d = chinaDay(lo); d <= chinaDay(hi - 1); d++) {
      for (const b of this.core.table.list) {
        for (const s of dayPlan(this.core, b, d)) if (s.at >= lo && s.at < hi) n++;
      }
    }
    return n;
  }

  /** A post as seen at `at`: null before it exists or for an unknown mid. */
  postAt(mid: string, at: Date): WeiboPost | null {
    const t = at.getTime();
    const r = this.posts.resolve(mid);
    if (r) return r.post.at <= t ? this.posts.view(r, t) : null;
    const repost = this.posts.cachedRepost(mid);
    if (!repost || repost.node.createdAt.getTime() > t) return null;
    return this.posts.repostView(repost.node, repost.cascade, t);
  }

  postCountsAt(mid: string, at: Date): Counts | null {
    const post = this.postAt(mid, at);
    return post ? { reposts: post.reposts, comments: post.comments, likes: post.likes } : null;
  }

  /** Reposts of an original post up to `until`, in time order (parents first). */
  repostsOf(mid: string, until: Date): WeiboRepost[] {
    const cascade = this.posts.cascade(mid);
    const r = this.posts.resolve(mid);
    if (!cascade || !r) return [];
    const t = r.post.deletedAt !== null ? Math.min(until.getTime(), r.post.deletedAt) : until.getTime();
    return cascade.nodes
      .filter((n) => n.createdAt.getTime() <= t)
      .map(({ mid: m, rootMid, parentMid, uid, text, createdAt }) => ({
        mid: m,
        rootMid,
        parentMid,
        uid,
        text,
        createdAt,
      }));
  }

  /** Accounts whose repost of this post spawned its own wave (KOL amplification), in wave order. */
  amplifiersOf(mid: string): string[] {
    const r = this.posts.resolve(mid);
    if (!r) return [];
    return r.dyn.waves.flatMap((w) => (w.amplifier === null ? [] : [bloggerAt(this.core, w.amplifier).uid]));
  }

  /** Comments of an original post up to `until`, in time order. */
  commentsOf(mid: string, until: Date): WeiboComment[] {
    return this.commentsWithMood(mid, until).map(({ mood: _mood, ...comment }) => comment);
  }

  /** Comments with the mood they were written in (ground truth for sentiment checks). */
  commentsWithMood(mid: string, until: Date): SimComment[] {
    const list = this.posts.commentList(mid);
    const r = this.posts.resolve(mid);
    if (!list || !r) return [];
    const t = r.post.deletedAt !== null ? Math.min(until.getTime(), r.post.deletedAt) : until.getTime();
    return list.filter((c) => c.createdAt.getTime() <= t);
  }

  hotSearchAt(at: Date): HotSearchEntry[] {
    return hotSearchList(this.seed, this.core.topics, at.getTime());
  }

  topicAt(name: string, at: Date): WeiboTopic | null {
    return this.core.topics.topicAt(name, at.getTime());
  }

  /** A topic at each of `instants`, equal to topicAt at each, for one lookup of its births. */
  topicSeries(name: string, instants: readonly Date[]): (WeiboTopic | null)[] {
    return this.core.topics.topicSeries(
      name,
      instants.map((at) => at.getTime()),
    );
  }

  /** Posts in [from, to) whose text contains the keyword (case-insensitive), newest first. */
  searchPosts(keyword: string, from: Date, to: Date, options: { limit?: number; at?: Date } = {}): WeiboPost[] {
    const needle = keyword.trim().toLowerCase();
    const limit = options.limit ?? 50;
    if (!needle) return [];
    const out: WeiboPost[] = [];
    for (const post of this.postsBetween(from, to, { order: 'desc', at: options.at })) {
      if (!post.deleted && post.text.toLowerCase().includes(needle)) out.push(post);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** A blogger's visible posts in [since, until], newest first (deleted ones gone). */
  timeline(uid: string, since: Date, until: Date): WeiboPost[] {
    const b = bloggerByUid(this.core, uid);
    if (!b) return [];
    const out: WeiboPost[] = [];
    const lo = Math.max(since.getTime(), this.core.start);
    const hi = until.getTime();
    for (let d = chinaDay(hi); d >= chinaDay(lo); d--) {
      const stubs = dayPlan(this.core, bloggerAt(this.core, b.idx), d).reverse();
      for (const stub of stubs) {
        if (stub.at < lo || stub.at > hi) continue;
        const post = this.posts.view(this.posts.fromStub(stub), hi);
        if (!post.deleted) out.push(post);
      }
    }
    return out;
  }
}

export function createWorld(options: WorldOptions): World {
  return new World(options);
}
