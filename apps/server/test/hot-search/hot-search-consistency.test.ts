import type { HotSearchEntry } from '@boguan/weibo/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { dayFigures } from './archive-figures.js';

/** A small seeded generator (mulberry32), so each order is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['春节档', '寒潮来袭', '新能源车', '考研成绩', '=SUM(A1)', '樱花季', '奶茶新品', '球赛'];

/**
 * 60 captures over China midnights, at uneven spacing (1 to 90 minutes, a few 5-hour holes), each listing a random
 * subset of the words with shuffled ranks; one word is paid (no rank) in some captures.
 */
function captures(seed: number): HotSearchEntry[][] {
  const next = random(seed);
  let at = Date.parse('2026-01-03T14:00:00Z');
  const out: HotSearchEntry[][] = [];
  for (let c = 0; c < 60; c += 1) {
    at += (1 + Math.floor(next() * 90)) * 60_000 + Math.floor(next() * 50) * 1000;
    // Now and then a hole longer than the counted gap (docs/metrics.md).
    if (next() < 0.08) at += 5 * 3_600_000;
    const shown = WORDS.filter(() => next() < 0.7);
    const ranks = shown.map((_, i) => i + 1).sort(() => next() - 0.5);
    out.push(
      shown.map((word, i) => {
        const isAd = word === '奶茶新品' && next() < 0.5;
        return {
          capturedAt: new Date(at),
          word,
          rank: isAd ? null : (ranks[i] as number),
          heat: Math.floor(next() * 2_000_000),
          category: next() < 0.5 ? '社会' : '娱乐',
          label: isAd ? '荐' : '',
          isAd,
        };
      }),
    );
  }
  return out;
}

/** The same captures as archive-figures.ts counts them. */
function expected(list: HotSearchEntry[][]) {
  const map = new Map(
    list.map((entries) => [
      (entries[0]?.capturedAt.getTime() ?? 0) / 1000,
      new Map(entries.map((e) => [e.word, { rank: e.rank, heat: e.heat, category: e.category, isAd: e.isAd }])),
    ]),
  );
  for (const [at, entries] of map) if (entries.size === 0) map.delete(at);
  const key = (r: { day: string; word: string; is_ad: boolean }) => `${r.day}|${r.word}|${r.is_ad}`;
  return dayFigures(map).sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

describe('hot-search summaries after writes in any order equal a recomputation from scratch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function stored() {
    const rows = await t.ctx.db.selectFrom('hot_search_days').selectAll().orderBy('day').orderBy('word').execute();
    return rows
      .map((r) => ({
        day: r.day,
        word: r.word,
        is_ad: r.is_ad,
        category: r.category,
        first_seen: new Date(r.first_seen).getTime() / 1000,
        last_seen: new Date(r.last_seen).getTime() / 1000,
        peak_rank: r.peak_rank,
        peak_heat: Number(r.peak_heat),
        seconds_on_list: r.seconds_on_list,
        seconds_at_top: r.seconds_at_top,
        captures: r.captures,
      }))
      .sort((a, b) => (`${a.day}|${a.word}|${a.is_ad}` < `${b.day}|${b.word}|${b.is_ad}` ? -1 : 1));
  }

  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: shuffled batches, some written twice`, async () => {
      await sql`delete from hot_search_days; delete from hot_search_captures; delete from hot_search_snapshots`.execute(
        t.ctx.db,
      );
      const list = captures(seed);
      const next = random(seed * 7919);
      const order = [...list].sort(() => next() - 0.5);
      const repo = new WeiboDataRepository(t.ctx.db);
      // Batches of 1 to 6 captures, a few of them written again later (a re-import).
      for (let i = 0; i < order.length; ) {
        const size = 1 + Math.floor(next() * 6);
        const batch = order.slice(i, i + size).flat();
        await repo.insertHotSearch(batch, 'import');
        if (next() < 0.2) await repo.insertHotSearch(batch.slice(0, 3), 'import');
        i += size;
      }
      expect(await stored()).toEqual(expected(list));
      const caps = await t.ctx.db.selectFrom('hot_search_captures').select(['captured_at', 'entries']).execute();
      expect(caps).toHaveLength(list.filter((c) => c.length > 0).length);
    });
  }
});
