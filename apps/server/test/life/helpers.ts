import { chinaDate } from '@boguan/contracts/china-time';
import { lifeCityOf } from '@boguan/contracts/life';
import type { Merchant, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { weiboPost } from '../support/weibo-post.js';

/*
 * The rows the local-life tests seed, and the figures the tests compute from them alone: every post
 * text carries the merchants it names as written by hand (a name inside another word names none),
 * so the expected rankings, districts and trends never ask the engine's matcher.
 */

export const HANGZHOU = '杭州';
export const SHANGHAI = '上海';
export const SUZHOU = '苏州';

export const LIFE_MERCHANTS: Merchant[] = [
  {
    id: 'lm-01',
    name: '树影咖啡',
    category: '咖啡',
    city: HANGZHOU,
    district: '西湖区',
    aliases: ['树影咖啡西湖店', 'Shadow Coffee'],
  },
  { id: 'lm-02', name: '老巷火锅', category: '餐饮', city: HANGZHOU, district: '上城区', aliases: [] },
  { id: 'lm-03', name: '云栖酒店', category: '酒店', city: HANGZHOU, district: '西湖区', aliases: [] },
  { id: 'lm-04', name: '白鹭湿地', category: '景点', city: HANGZHOU, district: '余杭区', aliases: [] },
  { id: 'lm-05', name: '星汇广场', category: '购物', city: HANGZHOU, district: '上城区', aliases: [] },
  { id: 'lm-06', name: '江畔小馆', category: '餐饮', city: HANGZHOU, district: '拱墅区', aliases: [] },
  { id: 'lm-07', name: '小米', category: '餐饮', city: HANGZHOU, district: '拱墅区', aliases: [] },
  { id: 'lm-11', name: '慢岛咖啡', category: '咖啡', city: SHANGHAI, district: '静安区', aliases: [] },
  { id: 'lm-12', name: '渔舟烤鱼', category: '餐饮', city: SHANGHAI, district: '徐汇区', aliases: [] },
  // Named once, in November: its rankings default to November, the newest month with a mention.
  { id: 'lm-21', name: '平江茶馆', category: '餐饮', city: SUZHOU, district: '姑苏区', aliases: [] },
];

/** Post texts and the merchants each names (江畔小馆 is never named: a district with no mention). */
export const OPENERS: { text: string; merchants: string[] }[] = [
  { text: '树影咖啡的拿铁很好喝', merchants: ['lm-01'] },
  { text: '周末去老巷火锅，排队一小时也值了', merchants: ['lm-02'] },
  { text: '住在云栖酒店，早餐不错', merchants: ['lm-03'] },
  { text: '白鹭湿地看日落', merchants: ['lm-04'] },
  { text: '星汇广场新开了书店，顺路去树影咖啡西湖店坐坐', merchants: ['lm-05', 'lm-01'] },
  { text: '早上喝了一碗小米粥，很养胃', merchants: [] },
  { text: '在小米吃了碗面', merchants: ['lm-07'] },
  { text: 'Shadow Coffee 的手冲', merchants: ['lm-01'] },
  { text: 'shadow coffees are great', merchants: [] },
  { text: '慢岛咖啡和渔舟烤鱼都去过了', merchants: ['lm-11', 'lm-12'] },
  { text: '树影咖啡，树影咖啡，还是树影咖啡', merchants: ['lm-01'] },
  { text: '今天天气不错', merchants: [] },
];

/** Accounts: local bloggers of 杭州 and 上海, and accounts that are not (another field, another city). */
const user = (uid: string, province: string, city: string, categories: string[]): WeiboUser => ({
  uid,
  screenName: `博主${uid}`,
  avatar: '',
  gender: 'f',
  province,
  city,
  verified: false,
  verifiedType: -1,
  verifiedReason: '',
  followers: 1000 * Number(uid.slice(-2)),
  follows: 100,
  statuses: 50,
  description: '',
  categories,
  createdAt: new Date('2020-01-01T00:00:00Z'),
});

export const LIFE_USERS: WeiboUser[] = [
  user('6001', '浙江', '杭州', ['美食', '探店']),
  user('6002', '浙江', '杭州', ['本地生活']),
  user('6003', '浙江', '杭州', ['数码']),
  user('6004', '上海', '静安', ['美食']),
  user('6005', '浙江', '宁波', ['美食']),
  user('6006', '浙江', '杭州', ['旅游', '探店']),
  user('6007', '上海', '徐汇', ['本地生活', '探店']),
];

/** A fixed pseudo-random stream: the data is the same on every run. */
export function stream(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const HOUR = 3_600_000;
/** The first China day with posts (2025-11-20) and the last instant (the test clock's, 2026-01-05 10:00). */
const FIRST = Date.parse('2025-11-19T16:00:00Z');
const LAST = Date.parse('2026-01-05T02:00:00Z');

export interface SeededPost {
  post: WeiboPost;
  merchants: string[];
}

/**
 * Posts from 2025-11-20 to 2026-01-05 09:00 China time: each opener a varying number a day (some
 * days none), at hours that cross China midnight, by the accounts above and by others; a few
 * deleted (they name nothing any more).
 */
export function makeLifePosts(): SeededPost[] {
  const next = stream(29);
  const authors = [...LIFE_USERS.map((u) => u.uid), '7001', '7002', '7003', '7004'];
  const out: SeededPost[] = [];
  let mid = 800_000;
  for (let day = 0; FIRST + day * 24 * HOUR < LAST; day += 1) {
    OPENERS.forEach((opener, i) => {
      // 老巷火锅 has a campaign from 2025-12-30 to 2026-01-03 (its 店庆): many more posts.
      const campaign = i === 1 && day >= 40 && day <= 44 ? 15 : 0;
      const count = (next(5) === 0 ? 0 : 1 + next(2 + ((day * (i + 3)) % 5))) + campaign;
      for (let k = 0; k < count; k += 1) {
        const at = FIRST + day * 24 * HOUR + next(24 * 60) * 60_000;
        if (at >= LAST) continue;
        mid += 1;
        const deleted = next(25) === 0;
        out.push({
          post: weiboPost(String(mid), opener.text, {
            uid: authors[next(authors.length)] as string,
            createdAt: new Date(at),
            reposts: next(30),
            comments: next(20),
            likes: next(200),
            deleted,
          }),
          merchants: deleted ? [] : opener.merchants,
        });
      }
    });
  }
  mid += 1;
  out.push({
    post: weiboPost(String(mid), '平江茶馆的碧螺春', {
      uid: '7001',
      createdAt: new Date('2025-11-10T06:00:00Z'),
      likes: 9,
    }),
    merchants: ['lm-21'],
  });
  return out;
}

/** A merchant's figures over a period, as the test sums them from the seeded posts. */
export interface ReferenceMerchant {
  merchant_id: string;
  mentions: number;
  interactions: number;
  authors: number;
  prev_mentions: number;
  prev_interactions: number;
}

const interactionsOf = (p: WeiboPost) => p.reposts + p.comments + p.likes;

export function referenceFigures(
  posts: readonly SeededPost[],
  filter: { city: string; category?: string },
  edges: { before: string; start: string; end: string },
): ReferenceMerchant[] {
  const [before, start, end] = [edges.before, edges.start, edges.end].map(Date.parse) as [number, number, number];
  const wanted = new Map(
    LIFE_MERCHANTS.filter((m) => m.city === filter.city && (!filter.category || m.category === filter.category)).map(
      (m) => [m.id, m],
    ),
  );
  const out = new Map<string, ReferenceMerchant & { uids: Set<string> }>();
  for (const { post, merchants } of posts) {
    const at = post.createdAt.getTime();
    if (at < before || at >= end) continue;
    for (const id of merchants) {
      if (!wanted.has(id)) continue;
      const row = out.get(id) ?? {
        merchant_id: id,
        mentions: 0,
        interactions: 0,
        authors: 0,
        prev_mentions: 0,
        prev_interactions: 0,
        uids: new Set<string>(),
      };
      out.set(id, row);
      if (at < start) {
        row.prev_mentions += 1;
        row.prev_interactions += interactionsOf(post);
      } else {
        row.mentions += 1;
        row.interactions += interactionsOf(post);
        row.uids.add(post.uid);
      }
    }
  }
  return [...out.values()].map(({ uids, ...row }) => ({ ...row, authors: uids.size }));
}

const byId = (a: { merchant_id: string }, b: { merchant_id: string }) => (a.merchant_id < b.merchant_id ? -1 : 1);

/** A ranking as docs/local-life.md states it, from figures. */
export function referenceRanking<T extends { merchant_id: string; mentions: number; interactions: number }>(
  rows: readonly T[],
  by: 'mentions' | 'interactions',
): T[] {
  if (by === 'interactions') {
    return rows
      .filter((r) => r.interactions > 0)
      .sort((a, b) => b.interactions - a.interactions || b.mentions - a.mentions || byId(a, b));
  }
  return rows
    .filter((r) => r.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || b.interactions - a.interactions || byId(a, b));
}

/** Each district's merchant mentions over [start, end), every district of the city's merchants listed. */
export function referenceDistricts(posts: readonly SeededPost[], city: string, edges: { start: string; end: string }) {
  const figures = referenceFigures(posts, { city }, { before: edges.start, start: edges.start, end: edges.end });
  const out = new Map<string, { mentions: number; interactions: number; merchants: number; mentioned: number }>();
  for (const m of LIFE_MERCHANTS.filter((x) => x.city === city)) {
    const row = out.get(m.district) ?? { mentions: 0, interactions: 0, merchants: 0, mentioned: 0 };
    const f = figures.find((x) => x.merchant_id === m.id);
    row.merchants += 1;
    row.mentions += f?.mentions ?? 0;
    row.interactions += f?.interactions ?? 0;
    if ((f?.mentions ?? 0) > 0) row.mentioned += 1;
    out.set(m.district, row);
  }
  return out;
}

/** Posts naming one of the city's merchants, by author, since `since`. */
export function referenceMerchantPosts(posts: readonly SeededPost[], city: string, since: number): Map<string, number> {
  const ids = new Set(LIFE_MERCHANTS.filter((m) => m.city === city).map((m) => m.id));
  const out = new Map<string, number>();
  for (const { post, merchants } of posts) {
    if (post.createdAt.getTime() < since || !merchants.some((id) => ids.has(id))) continue;
    out.set(post.uid, (out.get(post.uid) ?? 0) + 1);
  }
  return out;
}

/** Mentions a China day of each merchant of the city. */
export function referenceDaily(posts: readonly SeededPost[], city: string): Map<string, Map<string, number>> {
  const ids = new Set(LIFE_MERCHANTS.filter((m) => m.city === city).map((m) => m.id));
  const out = new Map<string, Map<string, number>>();
  for (const { post, merchants } of posts) {
    const day = chinaDate(post.createdAt);
    for (const id of merchants) {
      if (!ids.has(id)) continue;
      const perDay = out.get(id) ?? new Map<string, number>();
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      out.set(id, perDay);
    }
  }
  return out;
}

/** Whether an account is a local blogger of the city (docs/local-life.md). */
export function isLocalBlogger(
  row: { province: string; city: string; categories: string[] },
  city: string,
  category?: string,
) {
  const wanted = category ? [category] : ['探店', '美食', '本地生活'];
  return lifeCityOf(row.province, row.city) === city && row.categories.some((c) => wanted.includes(c));
}
