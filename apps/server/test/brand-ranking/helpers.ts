import type { Brand, WeiboPost } from '@boguan/weibo/model';
import { BRANDS, expectedMentions } from '../brand-data/support.js';
import { weiboPost } from '../support/weibo-post.js';

/**
 * The brands of the board tests: the brand-data test's brands (names that sit inside other words
 * too), 泽诺 filed under two categories, and a brand nobody mentions.
 */
export const RANKING_BRANDS: Brand[] = [
  ...BRANDS.map((b) => (b.id === 'bd-zenova' ? { ...b, categories: ['数码', '家居'] } : b)),
  { id: 'bd-quiet', cnName: '静湾森林', enName: '', aliases: [], categories: ['家居'], logo: '/static/brand/q.svg' },
  { id: 'bd-rising', cnName: '澄川', enName: 'Chengchuan', aliases: [], categories: ['数码'], logo: '' },
];

/** Openers that name 0, 1 or 2 brands (小米粥 and 羽毛球 name none), each with its own daily rhythm. */
const OPENERS = ['小米', '露屿', '泽诺', 'ZNV', '毛球星球', '小米和露屿', 'Zenova 与 小米', '羽毛球和小米粥', '周末'];
const TAILS = ['真的太好用了[赞]', '质量太差了[怒]', '今天到货，还没开始用', '一般般吧'];

/** A fixed pseudo-random stream: the data is the same on every run. */
export function stream(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const HOUR = 3_600_000;
/** The first China day with posts (2025-11-20 00:00 China time) and the last instant (the test clock's). */
const FIRST = Date.parse('2025-11-19T16:00:00Z');
const LAST = Date.parse('2026-01-05T01:00:00Z');

/**
 * Posts from 2025-11-20 to 2026-01-05 09:00 China time: each opener a varying number a day (some
 * days none, so brands drop off a board and come back as 新), at hours that cross China midnight.
 */
export function makePosts(): WeiboPost[] {
  const next = stream(11);
  const posts: WeiboPost[] = [];
  let mid = 900_000;
  for (let day = 0; FIRST + day * 24 * HOUR < LAST; day += 1) {
    OPENERS.forEach((opener, i) => {
      const quiet = next(6) === 0;
      const count = quiet ? 0 : 2 + next(3 + ((day * (i + 2)) % 9));
      for (let k = 0; k < count; k += 1) {
        const at = FIRST + day * 24 * HOUR + next(24 * 60) * 60_000;
        if (at >= LAST) continue;
        mid += 1;
        posts.push(
          weiboPost(String(mid), `${opener}${TAILS[next(TAILS.length)]}`, {
            uid: String(5000 + next(40)),
            createdAt: new Date(at),
            reposts: next(40),
            comments: next(25),
            likes: next(300),
          }),
        );
      }
    });
  }
  // 澄川 one post more every day: a brand that grows in every day, week and month, so the growth
  // board is never empty whatever the openers' random rhythm does.
  for (let day = 0; FIRST + day * 24 * HOUR < LAST; day += 1) {
    for (let k = 0; k <= day; k += 1) {
      const at = FIRST + day * 24 * HOUR + ((k * 37) % (24 * 60)) * 60_000;
      if (at >= LAST) continue;
      mid += 1;
      posts.push(
        weiboPost(String(mid), `澄川 ${TAILS[k % TAILS.length]}`, {
          uid: String(5000 + (k % 40)),
          createdAt: new Date(at),
          reposts: k % 7,
          comments: k % 5,
          likes: 10 + (k % 30),
        }),
      );
    }
  }
  return posts;
}

/** A brand's figures over a period, as the test sums them from the posts. */
export interface ReferenceBrand {
  brand_id: string;
  mentions: number;
  prev_mentions: number;
  interactions: number;
  growth: number | null;
}

/**
 * Each brand's mentions and interactions over [start, end) and its mentions over [before, start),
 * from the posts' own brand mentions (the engine's matcher) and counts.
 */
export function referenceFigures(
  posts: readonly WeiboPost[],
  brands: readonly Brand[],
  period: { before: string; start: string; end: string },
  minBase: number,
): ReferenceBrand[] {
  const byMid = new Map(posts.map((p) => [p.mid, p]));
  const [before, start, end] = [period.before, period.start, period.end].map((iso) => Date.parse(iso)) as [
    number,
    number,
    number,
  ];
  const out = new Map<string, ReferenceBrand>();
  for (const mention of expectedMentions(posts, brands)) {
    const at = Date.parse(mention.posted_at);
    if (at < before || at >= end) continue;
    const row = out.get(mention.brand_id) ?? {
      brand_id: mention.brand_id,
      mentions: 0,
      prev_mentions: 0,
      interactions: 0,
      growth: null,
    };
    out.set(mention.brand_id, row);
    if (at < start) {
      row.prev_mentions += 1;
    } else {
      const post = byMid.get(mention.mid) as WeiboPost;
      row.mentions += 1;
      row.interactions += post.reposts + post.comments + post.likes;
    }
  }
  return [...out.values()]
    .filter((r) => r.mentions > 0)
    .map((r) => ({
      ...r,
      growth: r.prev_mentions >= minBase ? (100 * (r.mentions - r.prev_mentions)) / r.prev_mentions : null,
    }));
}

const id = (a: ReferenceBrand, b: ReferenceBrand) => (a.brand_id < b.brand_id ? -1 : 1);

/** A board as the test ranks it (docs/brand-ranking.md): brand ids in rank order. */
export function referenceBoard(rows: readonly ReferenceBrand[], board: 'volume' | 'growth' | 'hot'): ReferenceBrand[] {
  if (board === 'volume')
    return [...rows].sort((a, b) => b.mentions - a.mentions || b.interactions - a.interactions || id(a, b));
  if (board === 'hot') {
    return rows
      .filter((r) => r.interactions > 0)
      .sort((a, b) => b.interactions - a.interactions || b.mentions - a.mentions || id(a, b));
  }
  return rows
    .filter((r) => r.growth !== null && r.mentions > r.prev_mentions)
    .sort(
      (a, b) =>
        (b.growth as number) - (a.growth as number) ||
        b.mentions - b.prev_mentions - (a.mentions - a.prev_mentions) ||
        id(a, b),
    );
}

/** Only the brands filed under `category`. */
export function inCategory(rows: readonly ReferenceBrand[], category: string): ReferenceBrand[] {
  const ids = new Set(RANKING_BRANDS.filter((b) => b.categories.includes(category)).map((b) => b.id));
  return rows.filter((r) => ids.has(r.brand_id));
}
