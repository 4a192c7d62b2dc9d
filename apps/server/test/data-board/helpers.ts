import { chinaDate } from '@boguan/contracts/china-time';
import type { Brand, HotSearchEntry, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { expectedMentions } from '../brand-data/support.js';
import { makePosts } from '../brand-ranking/helpers.js';

/*
 * The dashboard test's world and its own reading of every figure (docs/data-board.md), worked out
 * from the rows it stores, never from the database.
 */

const HOUR = 3_600_000;

/**
 * A fixed pseudo-random stream (mulberry32, 32-bit integer arithmetic, so every bit stays exact):
 * next(n) is in 0..n-1 and the data is the same on every run.
 */
export function randoms(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return (((x ^ (x >>> 14)) >>> 0) % n) as number;
  };
}

/** Authors 5000..5034 are stored; 5035..5039 post but have no profile (unknown authors). */
export const STORED_AUTHORS = 35;

const CATEGORY_CYCLE: string[][] = [[], ['美妆'], ['数码', '家居'], ['旅游']];
const PROVINCE_CYCLE = ['北京', '广东', '上海', '浙江', '', '海外'];
/** verified, verified_type, verified_type_ext and the badge the product shows (spec 3). */
const VERIFY_CYCLE: Array<[boolean, number, number | undefined, string]> = [
  [false, -1, undefined, 'none'],
  [true, 0, undefined, 'yellow'],
  [true, 0, 1, 'gold'],
  [true, 3, undefined, 'blue'],
  [true, -1, undefined, 'none'],
];

export interface Author {
  user: WeiboUser;
  badge: string;
}

export function makeAuthors(): Author[] {
  return Array.from({ length: STORED_AUTHORS }, (_, i) => {
    const [verified, verifiedType, verifiedTypeExt, badge] = VERIFY_CYCLE[i % VERIFY_CYCLE.length] as [
      boolean,
      number,
      number | undefined,
      string,
    ];
    return {
      badge,
      user: {
        uid: String(5000 + i),
        screenName: `博主${i}`,
        avatar: `/static/avatar/${i}.png`,
        gender: i % 2 ? 'f' : 'm',
        province: PROVINCE_CYCLE[i % PROVINCE_CYCLE.length] as string,
        city: '',
        verified,
        verifiedType,
        ...(verifiedTypeExt === undefined ? {} : { verifiedTypeExt }),
        verifiedReason: '',
        followers: 1000 * (i + 1),
        follows: 10,
        statuses: 100,
        description: '',
        categories: CATEGORY_CYCLE[i % CATEGORY_CYCLE.length] as string[],
        createdAt: null,
      },
    };
  });
}

const REGION_CYCLE = ['', '广东', '四川', '', '北京'];
/** A day without a single post, inside the stored days. */
export const EMPTY_DAY = '2025-12-25';

/**
 * The brand board test's posts (2025-11-20 to 2026-01-05 09:00 China time, naming brands, crossing
 * midnight), each with a region of its own or none, one in 13 deleted, and none on EMPTY_DAY.
 */
export function makeBoardPosts(): WeiboPost[] {
  return makePosts()
    .filter((p) => chinaDate(p.createdAt) !== EMPTY_DAY)
    .map((p) => {
      const n = Number(p.mid);
      return { ...p, region: REGION_CYCLE[n % REGION_CYCLE.length] as string, deleted: n % 13 === 0 };
    });
}

const live = (posts: readonly WeiboPost[]) => posts.filter((p) => !p.deleted);
const interactionsOf = (p: WeiboPost) => p.reposts + p.comments + p.likes;
const byC = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface ReferenceDay {
  date: string;
  posts: number;
  bloggers: number;
  interactions: number;
  reposts: number;
  comments: number;
  likes: number;
}

export function referenceDay(posts: readonly WeiboPost[], date: string): ReferenceDay {
  const day = live(posts).filter((p) => chinaDate(p.createdAt) === date);
  return {
    date,
    posts: day.length,
    bloggers: new Set(day.map((p) => p.uid)).size,
    interactions: day.reduce((sum, p) => sum + interactionsOf(p), 0),
    reposts: day.reduce((sum, p) => sum + p.reposts, 0),
    comments: day.reduce((sum, p) => sum + p.comments, 0),
    likes: day.reduce((sum, p) => sum + p.likes, 0),
  };
}

/** Each share row: a post once per dimension, by its author's first category, its region, its author's badge. */
export function referenceShares(posts: readonly WeiboPost[], authors: readonly Author[], date: string) {
  const byUid = new Map(authors.map((a) => [a.user.uid, a]));
  const day = live(posts).filter((p) => chinaDate(p.createdAt) === date);
  const count = (key: (p: WeiboPost) => string) => {
    const counts = new Map<string, number>();
    for (const p of day) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return [...counts.entries()]
      .map(([name, n]) => ({ key: name, posts: n, share: Math.round((n / day.length) * 10_000) / 10_000 }))
      .sort((a, b) => b.posts - a.posts || byC(a.key, b.key));
  };
  return {
    category: count((p) => byUid.get(p.uid)?.user.categories[0] || '未分类'),
    region: count((p) => p.region || byUid.get(p.uid)?.user.province || '未知'),
    verify: count((p) => byUid.get(p.uid)?.badge ?? 'unknown'),
  };
}

export interface ReferenceBlogger {
  uid: string;
  posts: number;
  interactions: number;
}

/** Every author of the day by the interactions of their posts that day, then posts, then uid. */
export function rankBloggers(posts: readonly WeiboPost[], date: string): ReferenceBlogger[] {
  const rows = new Map<string, ReferenceBlogger>();
  for (const p of live(posts)) {
    if (chinaDate(p.createdAt) !== date) continue;
    const row = rows.get(p.uid) ?? { uid: p.uid, posts: 0, interactions: 0 };
    row.posts += 1;
    row.interactions += interactionsOf(p);
    rows.set(p.uid, row);
  }
  return [...rows.values()].sort((a, b) => b.interactions - a.interactions || b.posts - a.posts || byC(a.uid, b.uid));
}

/** The day's posts by their interactions, then mid. */
export function rankPosts(posts: readonly WeiboPost[], date: string): WeiboPost[] {
  return live(posts)
    .filter((p) => chinaDate(p.createdAt) === date)
    .sort((a, b) => interactionsOf(b) - interactionsOf(a) || byC(a.mid, b.mid));
}

export interface ReferenceBrandDay {
  brand_id: string;
  mentions: number;
  interactions: number;
}

/** The brands named by the day's posts (the engine's matcher), by mentions, interactions, id. */
export function rankBrands(posts: readonly WeiboPost[], brands: readonly Brand[], date: string): ReferenceBrandDay[] {
  const byMid = new Map(posts.map((p) => [p.mid, p]));
  const rows = new Map<string, ReferenceBrandDay>();
  for (const m of expectedMentions(posts, brands)) {
    if (chinaDate(new Date(m.posted_at)) !== date) continue;
    const row = rows.get(m.brand_id) ?? { brand_id: m.brand_id, mentions: 0, interactions: 0 };
    row.mentions += 1;
    row.interactions += interactionsOf(byMid.get(m.mid) as WeiboPost);
    rows.set(m.brand_id, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.mentions - a.mentions || b.interactions - a.interactions || byC(a.brand_id, b.brand_id),
  );
}

const HOT_WORDS = ['寒潮来袭', '春节档', '考研成绩', '樱花季', '新能源车', '世界杯', '高铁新线', '电影票房'];

/**
 * Hot-search captures every two hours from 2026-01-03 00:00 to 2026-01-05 08:00 China time (one
 * six-hour hole on 01-04, longer than the four hours counted as time on the list): five of the
 * words ranked each time, and a paid entry.
 */
export function makeHotCaptures(): HotSearchEntry[] {
  const next = randoms(29);
  const out: HotSearchEntry[] = [];
  const first = Date.parse('2026-01-02T16:00:00Z');
  for (let at = first; at <= Date.parse('2026-01-05T00:00:00Z'); at += 2 * HOUR) {
    if (at > Date.parse('2026-01-04T02:00:00Z') && at < Date.parse('2026-01-04T08:00:00Z')) continue;
    const shown: string[] = [];
    while (shown.length < 5) {
      const word = HOT_WORDS[next(HOT_WORDS.length)] as string;
      if (!shown.includes(word)) shown.push(word);
    }
    for (const [i, word] of shown.entries()) {
      out.push({
        capturedAt: new Date(at),
        rank: i + 1,
        word,
        heat: 10_000 + next(900_000),
        category: i % 2 ? '社会' : '娱乐',
        label: '',
        isAd: false,
      });
    }
    out.push({
      capturedAt: new Date(at),
      rank: null,
      word: '某品牌新品',
      heat: 0,
      category: '',
      label: '荐',
      isAd: true,
    });
  }
  return out;
}

export interface ReferenceHot {
  word: string;
  /** The category of its last capture that day. */
  category: string;
  peak_rank: number;
  peak_heat: number;
  first_seen: number;
  last_seen: number;
  seconds: number;
}

/**
 * A day's organic entries (docs/hot-search.md): best rank and heat, first and last capture, and the
 * intervals ending that day between consecutive captures both showing the word (at most 4 hours).
 */
export function referenceHotDay(entries: readonly HotSearchEntry[], date: string): ReferenceHot[] {
  const organic = entries.filter((e) => !e.isAd);
  const times = [...new Set(entries.map((e) => e.capturedAt.getTime()))].sort((a, b) => a - b);
  const shown = new Map<number, Set<string>>();
  for (const e of organic) {
    const set = shown.get(e.capturedAt.getTime()) ?? new Set<string>();
    set.add(e.word);
    shown.set(e.capturedAt.getTime(), set);
  }
  const rows = new Map<string, ReferenceHot>();
  for (const e of organic) {
    if (chinaDate(e.capturedAt) !== date) continue;
    const at = e.capturedAt.getTime();
    const row = rows.get(e.word) ?? {
      word: e.word,
      category: e.category,
      peak_rank: Number.POSITIVE_INFINITY,
      peak_heat: 0,
      first_seen: at,
      last_seen: at,
      seconds: 0,
    };
    row.peak_rank = Math.min(row.peak_rank, e.rank as number);
    row.peak_heat = Math.max(row.peak_heat, e.heat);
    row.first_seen = Math.min(row.first_seen, at);
    if (at >= row.last_seen) row.category = e.category;
    row.last_seen = Math.max(row.last_seen, at);
    const previous = times[times.indexOf(at) - 1];
    if (previous !== undefined && at - previous <= 4 * HOUR && shown.get(previous)?.has(e.word)) {
      row.seconds += (at - previous) / 1000;
    }
    rows.set(e.word, row);
  }
  return [...rows.values()].sort((a, b) => a.peak_rank - b.peak_rank || b.seconds - a.seconds || byC(a.word, b.word));
}
