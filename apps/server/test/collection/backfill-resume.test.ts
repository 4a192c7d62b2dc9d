import { DAY_MS } from '@boguan/contracts/china-time';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import type { HotSearchEntry, UserSnapshot, WeiboPost } from '@boguan/weibo/model';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import type { JobCheckpoint } from '../../src/jobs/jobs.tables.js';
import { CollectionJob, registerCollection } from '../../src/modules/collection/collection.jobs.js';
import { hotWordsCapturedBefore } from '../../src/modules/collection/collection-targets.repository.js';
import { type BackfillReport, backfillSimulator } from '../../src/modules/collection/simulator-backfill.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { DyingRunner } from '../jobs/dying-worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The tables the fill writes, each in a fixed order. */
const FILLED: Record<string, string> = {
  brands: 'id',
  weibo_users: 'uid',
  user_snapshots: 'uid, at',
  weibo_posts: 'mid',
  hot_search_snapshots: 'captured_at, word',
  weibo_topics: 'name',
};

async function dump(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(FILLED)) {
    out[table] = (await sql`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(t.ctx.db)).rows;
  }
  return out;
}

/** How often each row was handed to the repository, over every attempt of the fill. */
function countWrites() {
  const keys = new Map<string, number>();
  const add = (key: string) => keys.set(key, (keys.get(key) ?? 0) + 1);
  const proto = WeiboDataRepository.prototype;
  const posts = vi.spyOn(proto, 'upsertPosts');
  const snapshots = vi.spyOn(proto, 'insertUserSnapshots');
  const hot = vi.spyOn(proto, 'insertHotSearch');
  return () => {
    for (const [batch] of posts.mock.calls) for (const p of batch as WeiboPost[]) add(`post ${p.mid}`);
    for (const [batch] of snapshots.mock.calls) {
      for (const s of batch as UserSnapshot[]) add(`snapshot ${s.uid} ${s.at.toISOString()}`);
    }
    for (const [batch] of hot.mock.calls) {
      for (const e of batch as HotSearchEntry[]) add(`hot ${e.capturedAt.toISOString()} ${e.word}`);
    }
    return keys;
  };
}

class Died extends Error {}

type Stage = { stage: string; next: number; cursor: unknown };

/**
 * The demo-world fill (120 bloggers, 4 days: two batches of posts) killed at a checkpoint of each
 * stage and run again from it, against the same fill run in one go: same rows, each written once.
 */
describe('the demo history fill goes on where it stopped', () => {
  const DAYS = 4;
  let reference: TestApp;
  let referenceDump: Record<string, unknown[]>;
  let referenceReport: BackfillReport;
  let referenceWrites: Map<string, number>;
  const opened: TestApp[] = [];

  const open = async () => {
    const t = await createTestApp();
    opened.push(t);
    const world = createWorld({
      seed: 'backfill-resume',
      bloggers: 120,
      start: new Date(t.clock.now().getTime() - DAYS * DAY_MS),
    });
    return { t, world, repo: new WeiboDataRepository(t.ctx.db) };
  };
  const quiet = async () => undefined;

  beforeAll(async () => {
    const { t, world, repo } = await open();
    reference = t;
    const writes = countWrites();
    referenceReport = await backfillSimulator(world, repo, t.clock.now(), quiet);
    referenceWrites = writes();
    vi.restoreAllMocks();
    referenceDump = await dump(t);
  }, 120_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const t of opened) await t.close();
  });

  it('has a reference with several post batches and every stage written once', () => {
    expect(referenceReport.posts).toBeGreaterThan(1000);
    expect(referenceReport.userSnapshots).toBe(120 * DAYS);
    expect([...referenceWrites.values()].every((n) => n === 1)).toBe(true);
    expect(reference).toBeDefined();
  });

  const deaths: [string, (s: Stage, world: World) => boolean][] = [
    [
      'halfway through the follower snapshots',
      (s, w) => s.stage === 'snapshots' && s.next === w.start.getTime() + 2 * DAY_MS,
    ],
    ['after the first batch of posts', (s) => s.stage === 'posts' && s.cursor !== null],
    ['halfway through the hot-search captures', (s, w) => s.stage === 'hot' && s.next > w.start.getTime() + 2 * DAY_MS],
  ];

  it.each(deaths)(
    'killed %s, it finishes the same fill writing each row once',
    async (_name, when) => {
      const { t, world, repo } = await open();
      const writes = countWrites();
      const now = t.clock.now();
      let saved: JobCheckpoint | null = null;
      const dying = {
        checkpoint: null,
        storedHotWords: async () => [],
        saveCheckpoint: async (value: JobCheckpoint) => {
          // A copy, as the job queue stores it: the fill goes on changing its own object.
          saved = structuredClone(value);
          if (when(value as unknown as Stage, world)) throw new Died();
        },
      };
      await expect(backfillSimulator(world, repo, now, quiet, dying)).rejects.toBeInstanceOf(Died);
      expect(saved).not.toBeNull();

      // Another process, later: the fill reads the world at its first instant all the same.
      t.clock.advance(5 * 60_000);
      const report = await backfillSimulator(world, repo, now, quiet, {
        checkpoint: saved,
        saveCheckpoint: async () => undefined,
        storedHotWords: (until) => hotWordsCapturedBefore(t.ctx.db, 'simulator', until),
      });
      expect(report).toEqual(referenceReport);
      expect(writes()).toEqual(referenceWrites);
      expect(await dump(t)).toEqual(referenceDump);
    },
    120_000,
  );

  it('as a job: another worker takes it over after the lease and its history shows the restart', async () => {
    const { t, world } = await open();
    const handle = { source: new SimulatorSource(world, { now: () => t.clock.now() }), world };
    const options = { queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }), leaseMs: 60_000 };
    const writes = countWrites();

    const dying = new DyingRunner(options, { when: (s) => s.stage === 'hot' });
    await registerCollection(dying, t.ctx.jobs, t.ctx.db, handle);
    await dying.runUntilDeath();
    t.clock.advance(60_001);
    const other = new JobRunner(options);
    await registerCollection(other, t.ctx.jobs, t.ctx.db, handle);
    expect(await other.drain()).toBe(1);

    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', CollectionJob.backfill)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const {
      bloggerStats: _stats,
      brandDays: _days,
      brandBoards: _boards,
      ...report
    } = job.result as Record<string, unknown>;
    expect(report).toEqual(referenceReport);
    expect(writes()).toEqual(referenceWrites);
    expect(await dump(t)).toEqual(referenceDump);

    const history = await t.ctx.jobs.history(job.id);
    const resumed = history.findIndex((e) => e.kind === 'resumed');
    expect(history[0]?.kind).toBe('started');
    expect(history[resumed - 1]?.detail).toMatchObject({ stage: 'hot' });
    expect(history[resumed]?.detail).toMatchObject({ attempt: 2, after: 'lease_expired', from_checkpoint: true });
    expect(history.at(-1)?.kind).toBe('finished');
    expect(history.filter((e) => e.kind === 'resumed')).toHaveLength(1);
  }, 120_000);
});
