import { chinaDate, chinaDayStart, DAY_MS } from '@boguan/contracts/china-time';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { CollectionJob, registerCollection } from '../../src/modules/collection/collection.jobs.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';

async function count(t: TestApp, table: string, where = 'true'): Promise<number> {
  const result = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(t.ctx.db);
  return result.rows[0]?.n ?? 0;
}

describe('collection from the demo world through the Source interface', () => {
  let t: TestApp;
  let world: World;
  let runner: JobRunner;
  let start: Date;

  beforeAll(async () => {
    t = await createTestApp();
    start = new Date(t.clock.now().getTime() - 2 * DAY_MS);
    world = createWorld({ seed: 'collection-test', bloggers: 60, start });
    const source = new SimulatorSource(world, { now: () => t.clock.now() });
    runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    await registerCollection(runner, t.ctx.jobs, t.ctx.db, { source, world });
    await runner.drain();
  }, 120_000);
  afterAll(async () => t.close());

  it('fills the history once: every blogger, brand and post of the world as of now', async () => {
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', CollectionJob.backfill)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    expect(await count(t, 'weibo_users')).toBe(60);
    expect(await count(t, 'brands')).toBe(world.brands.length);
    expect(await count(t, 'weibo_posts')).toBe(world.countPostsBetween(start, t.clock.now()));
    expect(await count(t, 'collection_targets')).toBe(60);
  });

  it('computes the brand day boards of every past day with mentions once the history is filled', async () => {
    // The fill writes the newest days first; the boards come after it, so none is missing.
    const days = await sql<{ n: number }>`
      select count(distinct date_trunc('day', (posted_at at time zone 'UTC') + interval '8 hours'))::int as n
      from brand_mentions where posted_at < ${chinaDayStart(chinaDate(t.clock.now()))}`.execute(t.ctx.db);
    const boards = await t.ctx.db
      .selectFrom('brand_rank_periods')
      .select(['start', 'brands'])
      .where('type', '=', 'day')
      .where('brands', '>', 0)
      .execute();
    expect(days.rows[0]?.n).toBeGreaterThan(1);
    expect(boards).toHaveLength(days.rows[0]?.n ?? -1);
  });

  it('stores daily follower snapshots and hourly hot-search captures (ads apart, ranks 1..50)', async () => {
    expect(await count(t, 'user_snapshots')).toBe(60 * 2);
    const captures = await sql<{ n: number; ranked: number; top: number }>`
      select count(distinct captured_at)::int as n, count(rank)::int as ranked, max(rank)::int as top
      from hot_search_snapshots`.execute(t.ctx.db);
    expect(captures.rows[0]).toEqual({ n: 49, ranked: 49 * 50, top: 50 });
  });

  it('marks stored posts as demo data and enriches them for search', async () => {
    const post = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['origin', 'search_text'])
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(post.origin).toBe('simulator');
    expect(post.search_text.length).toBeGreaterThan(0);
  });

  it('collects what happens next on schedule: new posts, a fresh hot-search list, profile snapshots', async () => {
    const before = t.clock.now();
    t.clock.advance(60 * 60_000);
    await runner.enqueueDueSlots();
    await runner.drain();
    const expectedNew = world.countPostsBetween(before, t.clock.now());
    expect(await count(t, 'weibo_posts')).toBe(world.countPostsBetween(start, t.clock.now()));
    expect(expectedNew).toBeGreaterThan(0);
    expect(await count(t, 'hot_search_snapshots', `captured_at > '${before.toISOString()}'`)).toBeGreaterThanOrEqual(
      50,
    );
    expect(
      await count(
        t,
        'user_snapshots',
        `at >= '${new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000).toISOString()}'`,
      ),
    ).toBe(60);
    expect(await count(t, 'weibo_topics')).toBeGreaterThan(0);
  });

  it('reports the data source as demo data with the finished history fill', async () => {
    t.ctx.source = {
      source: new SimulatorSource(world, { now: () => t.clock.now() }),
      world,
      settings: { seed: 'collection-test', bloggers: 60, start: start.toISOString() },
    };
    const answer = await post<{
      demo: boolean;
      source: string;
      backfill: { status: string; progress: number };
      counts: { bloggers: number };
    }>(t.app, '/api/index/data_status');
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({
      source: 'simulator',
      demo: true,
      backfill: { status: 'done', progress: 1 },
      counts: { bloggers: 60 },
    });
  });

  it('never runs the history twice, even when asked again', async () => {
    await registerCollection(runner, t.ctx.jobs, t.ctx.db, {
      source: new SimulatorSource(world, { now: () => t.clock.now() }),
      world,
    });
    expect(await count(t, 'jobs', `kind = '${CollectionJob.backfill}'`)).toBe(1);
  });
});
