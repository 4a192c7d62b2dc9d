import type { KolSearchPage } from '@boguan/contracts/kol-search.api';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';

export type Form = Record<string, string | number | string[] | undefined>;

/** A blogger_stats row as the reference computations read it (straight from the table). */
export interface StatsRow {
  uid: string;
  kol_id: number;
  followers: number;
  verify_badge: string;
  gender: string;
  province: string;
  city: string;
  categories: string[];
  posts_30d: number;
  avg_interactions_30d: number;
  engagement_rate_30d: number;
  sponsored_share_30d: number;
  last_post_at: Date | null;
  growth_7d: number;
  influence_week: number;
}

export async function allStats(t: DemoApp): Promise<StatsRow[]> {
  const rows = await t.ctx.db.selectFrom('blogger_stats').selectAll().execute();
  return rows.map((r) => ({
    ...r,
    followers: Number(r.followers),
    growth_7d: Number(r.growth_7d),
    last_post_at: r.last_post_at ? new Date(r.last_post_at) : null,
  })) as StatsRow[];
}

export async function search(app: FastifyInstance, token: string, form: Form): Promise<KolSearchPage> {
  const answer = await post<KolSearchPage>(app, '/api/kol/search', form, token);
  expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
  return answer.data;
}

/** Every result of a search, page by page (50 a page), in the order served. */
export async function searchAll(app: FastifyInstance, token: string, form: Form, perPage = 50) {
  const first = await search(app, token, { ...form, page: 1, per_page: perPage });
  const rows = [...first.data];
  for (let page = 2; (page - 1) * perPage < first.total; page += 1) {
    rows.push(...(await search(app, token, { ...form, page, per_page: perPage })).data);
  }
  return { rows, total: first.total, found: first.found };
}

export const ids = (rows: Array<{ kol_id: number }>) => rows.map((r) => r.kol_id);
export const sortedIds = (rows: Array<{ kol_id: number }>) => ids(rows).sort((a, b) => a - b);

/** The median of a list of numbers: a threshold that splits the data instead of a hard-coded one. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
