import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDaysInStep, keepBrandDays, rebuildBrandDays } from '../../src/modules/brand-data/brand-days.sql.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { chinaDay, expectedWorld, interactionsOf, loadWorld, NOW, type World } from './fixture.js';

/** brand_days as the test expects it: every (brand, China day) with a mention, summed from the posts. */
function expectedRows(world: World) {
  const rows = new Map<string, Record<string, number | string>>();
  for (const m of world.mentions) {
    const day = chinaDay(m.posted_at);
    const key = `${m.brand_id}|${day}`;
    const row = rows.get(key) ?? {
      brand_id: m.brand_id,
      day,
      mentions: 0,
      interactions: 0,
      positive: 0,
      neutral: 0,
      negative: 0,
      sponsored: 0,
    };
    rows.set(key, row);
    (row.mentions as number) += 1;
    (row.interactions as number) += interactionsOf(world.postByMid.get(m.mid)!);
    const label = m.sentiment === 1 ? 'positive' : m.sentiment === -1 ? 'negative' : 'neutral';
    (row[label] as number) += 1;
    if (m.sponsored) (row.sponsored as number) += 1;
  }
  return [...rows.values()].sort((a, b) => (`${a.brand_id}|${a.day}` < `${b.brand_id}|${b.day}` ? -1 : 1));
}

async function storedRows(t: TestApp) {
  const rows = await t.ctx.db.selectFrom('brand_days').selectAll().orderBy('brand_id').orderBy('day').execute();
  return rows.map((r) => ({ ...r, interactions: Number(r.interactions) }));
}

describe('brand_days: the per-brand, per-China-day summary', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    world = expectedWorld();
    await loadWorld(t, world);
  }, 120_000);
  afterAll(async () => t?.close());

  it('holds every brand and day with a mention, its figures summed from the posts', async () => {
    const want = expectedRows(world);
    expect(await storedRows(t)).toEqual(want);
    // Not trivial: several brands, days across the range, each sentiment, sponsored mentions.
    expect(new Set(want.map((r) => r.brand_id)).size).toBeGreaterThanOrEqual(5);
    expect(want.some((r) => (r.negative as number) > 0)).toBe(true);
    expect(want.some((r) => (r.sponsored as number) > 0)).toBe(true);
    expect(await brandDaysInStep(t.ctx.db)).toBe(true);
  });

  it('a run recomputes the recent days: counts collected again show up, older days stay as summarised', async () => {
    const repo = new WeiboDataRepository(t.ctx.db);
    const mentioned = new Set(world.mentions.map((m) => m.mid));
    const recent = world.posts.find((p) => mentioned.has(p.mid) && chinaDay(p.createdAt) === '2026-01-12')!;
    const old = world.posts.find((p) => mentioned.has(p.mid) && chinaDay(p.createdAt) === '2026-01-02')!;
    const bumped = [recent, old].map((p) => ({ ...p, likes: p.likes + 5000 }));
    await repo.upsertPosts(bumped, 'import', t.clock.now(), enrichPost);
    const result = await keepBrandDays(t.ctx.db, t.clock.now());
    expect(result.rebuilt).toBe(false);

    const next = expectedWorld(world.posts.map((p) => (p.mid === recent.mid ? bumped[0]! : p)));
    expect(await storedRows(t)).toEqual(expectedRows(next));
    // The daily full run takes in the old day too.
    await keepBrandDays(t.ctx.db, t.clock.now(), true);
    const all = expectedWorld(world.posts.map((p) => bumped.find((b) => b.mid === p.mid) ?? p));
    expect(await storedRows(t)).toEqual(expectedRows(all));
    world = all;
  });

  it('rebuilds everything when the table no longer sums to brand_mentions (posts of past days imported or deleted)', async () => {
    const repo = new WeiboDataRepository(t.ctx.db);
    const victim = world.posts.find((p) =>
      world.mentions.some((m) => m.mid === p.mid && chinaDay(m.posted_at) < '2026-01-05'),
    )!;
    const posts = world.posts.map((p) => (p.mid === victim.mid ? { ...p, deleted: true } : p));
    await repo.upsertPosts([posts.find((p) => p.mid === victim.mid)!], 'import', t.clock.now(), enrichPost);
    expect(await brandDaysInStep(t.ctx.db)).toBe(false);
    expect((await keepBrandDays(t.ctx.db, t.clock.now())).rebuilt).toBe(true);
    expect(await storedRows(t)).toEqual(expectedRows(expectedWorld(posts)));
    // A rebuild of an unchanged table writes the same rows.
    await rebuildBrandDays(t.ctx.db);
    expect(await storedRows(t)).toEqual(expectedRows(expectedWorld(posts)));
  });
});
