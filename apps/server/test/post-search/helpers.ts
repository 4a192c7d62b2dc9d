import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import type { PostSearchPage } from '@boguan/contracts/post-search.api';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { post } from '../support/test-app.js';

export type Form = Record<string, string | number | string[] | undefined>;

/** A stored post with its author's facts, read straight from the tables (the tests' own reference). */
export interface StoredPost {
  mid: string;
  uid: string;
  text: string;
  words: Set<string>;
  createdAt: Date;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  pics: number;
  video: boolean;
  original: boolean;
  sponsored: boolean;
  deleted: boolean;
  categories: string[];
  verify: string;
}

export async function storedPosts(t: TestApp): Promise<StoredPost[]> {
  const rows = await t.ctx.db
    .selectFrom('weibo_posts as p')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      'p.mid',
      'p.uid',
      'p.text',
      'p.search_text',
      'p.created_at',
      'p.reposts',
      'p.comments',
      'p.likes',
      'p.pics',
      'p.video_url',
      'p.parent_mid',
      'p.sponsored',
      'p.deleted',
      'u.categories',
      'u.verify_badge',
    ])
    .execute();
  return rows.map((r) => ({
    mid: r.mid,
    uid: r.uid,
    text: r.text,
    words: new Set(r.search_text.toLowerCase().split(' ')),
    createdAt: new Date(r.created_at),
    reposts: r.reposts,
    comments: r.comments,
    likes: r.likes,
    interactions: r.reposts + r.comments + r.likes,
    pics: r.pics.length,
    video: Boolean(r.video_url),
    original: r.parent_mid === null,
    sponsored: r.sponsored,
    deleted: r.deleted,
    categories: r.categories ?? [],
    verify: r.verify_badge ?? 'none',
  }));
}

/** The most common Chinese words of the stored posts (2–4 characters), most posts first. */
export function commonWords(posts: readonly StoredPost[], take: number): string[] {
  const counts = new Map<string, number>();
  for (const p of posts) {
    for (const word of p.words) if (/^[\u4e00-\u9fff]{2,4}$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, take)
    .map(([word]) => word);
}

export interface ReferenceFilters {
  /** The word, or the words the keyword was cut into (all must occur). */
  word: string | string[];
  start_date?: string;
  end_date?: string;
  category?: string;
  post_type?: 'original' | 'repost';
  media?: Array<'pic' | 'video'>;
  sponsored?: 'yes' | 'no';
  verify?: string[];
  interact_min?: number;
  sort?: 'time' | 'interactions' | 'reposts' | 'comments' | 'likes';
  order?: 'asc' | 'desc';
}

/** The search computed here from the stored rows, independently of the server's SQL: the mids in order. */
export function referenceSearch(posts: readonly StoredPost[], f: ReferenceFilters): string[] {
  const from = f.start_date ? chinaDayStart(f.start_date).getTime() : -Infinity;
  const to = f.end_date ? chinaDayStart(addDays(f.end_date, 1)).getTime() : Infinity;
  const key = (p: StoredPost): number =>
    f.sort === 'interactions' ? p.interactions : f.sort && f.sort !== 'time' ? p[f.sort] : p.createdAt.getTime();
  const sign = f.order === 'asc' ? 1 : -1;
  const words = Array.isArray(f.word) ? f.word : [f.word];
  return posts
    .filter(
      (p) =>
        words.every((w) => p.words.has(w)) &&
        !p.deleted &&
        p.createdAt.getTime() >= from &&
        p.createdAt.getTime() < to &&
        (!f.category || p.categories.includes(f.category)) &&
        (!f.post_type || p.original === (f.post_type === 'original')) &&
        (!f.media?.includes('pic') || p.pics > 0) &&
        (!f.media?.includes('video') || p.video) &&
        (!f.sponsored || p.sponsored === (f.sponsored === 'yes')) &&
        (!f.verify?.length || f.verify.includes(p.verify)) &&
        (f.interact_min === undefined || p.interactions >= f.interact_min),
    )
    .sort((a, b) => sign * (key(a) - key(b)) || sign * (a.mid < b.mid ? -1 : a.mid > b.mid ? 1 : 0))
    .map((p) => p.mid);
}

export async function search(app: FastifyInstance, token: string, form: Form): Promise<PostSearchPage> {
  const answer = await post<PostSearchPage>(app, '/api/article/search', form, token);
  expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
  return answer.data;
}

/** Every result of a search, page by page (50 a page), in the order served. */
export async function searchAll(app: FastifyInstance, token: string, form: Form) {
  const first = await search(app, token, { ...form, page: 1, per_page: 50 });
  const rows = [...first.data];
  for (let page = 2; (page - 1) * 50 < first.total; page += 1) {
    rows.push(...(await search(app, token, { ...form, page, per_page: 50 })).data);
  }
  return { rows, total: first.total, found: first.found };
}

/** The POST of an export endpoint as the browser sends it, answering the raw response. */
export async function exportCall(app: FastifyInstance, url: string, token: string, form: Form) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) body.append(key, String(item));
  }
  return app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
  });
}
