import { DAY_MS } from '@boguan/contracts/china-time';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld } from '@boguan/simulator/world';
import type { WeiboPost, WeiboTopic, WeiboUser } from '@boguan/weibo/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Checkpoints } from '../../src/jobs/checkpoint.js';
import type { JobCheckpoint } from '../../src/jobs/jobs.tables.js';
import {
  addTargets,
  latestHotWords,
  stalestTargets,
  youngPostsToRefresh,
} from '../../src/modules/collection/collection-targets.repository.js';
import { type Collectors, createCollectors } from '../../src/modules/collection/collectors.js';
import { watchPost } from '../../src/modules/collection/post-watches.repository.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The source, counting how often each account, post and topic is asked for. */
class CountingSource extends SimulatorSource {
  asked = new Map<string, number>();
  private count(key: string) {
    this.asked.set(key, (this.asked.get(key) ?? 0) + 1);
  }
  override async fetchTimeline(uid: string, since: Date): Promise<WeiboPost[]> {
    this.count(uid);
    return super.fetchTimeline(uid, since);
  }
  override async fetchUser(uid: string): Promise<WeiboUser | null> {
    this.count(uid);
    return super.fetchUser(uid);
  }
  override async fetchPost(mid: string): Promise<WeiboPost | null> {
    this.count(mid);
    return super.fetchPost(mid);
  }
  override async fetchTopic(name: string): Promise<WeiboTopic | null> {
    this.count(name);
    return super.fetchTopic(name);
  }
}

class Died extends Error {}

/**
 * The periodic collectors (300 accounts, steps of 200) killed after their first step and run again
 * from its checkpoint a few minutes later: every item of the first run's list is asked for once.
 */
describe('periodic collectors go on where they stopped', () => {
  let t: TestApp;
  let source: CountingSource;
  let collectors: Collectors;

  beforeAll(async () => {
    t = await createTestApp();
    const world = createWorld({
      seed: 'collector-resume',
      bloggers: 300,
      start: new Date(t.clock.now().getTime() - 3 * DAY_MS),
    });
    source = new CountingSource(world, { now: () => t.clock.now() });
    // Topic steps as a connector's (10): the run dies inside the capture's list, not after it.
    collectors = createCollectors(source, new WeiboDataRepository(t.ctx.db), t.ctx.db, { topicStep: 10 });
    await addTargets(t.ctx.db, world.bloggerUids(), 'test', t.clock.now());
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(() => {
    source.asked = new Map();
  });

  /** Runs a collector until its first checkpoint kills it, then again from that checkpoint. */
  async function interrupted(
    run: (steps: Checkpoints) => Promise<Record<string, number>>,
    meanwhile: () => Promise<void> = async () => t.clock.advance(3 * 60_000),
  ) {
    let saved: JobCheckpoint | null = null;
    const dying: Checkpoints = {
      checkpoint: null,
      saveCheckpoint: async (value) => {
        saved = structuredClone(value);
        throw new Died();
      },
    };
    await expect(run(dying)).rejects.toBeInstanceOf(Died);
    await meanwhile();
    return run({ checkpoint: saved, saveCheckpoint: async () => undefined });
  }

  const askedOnce = (keys: readonly string[]) => {
    expect([...source.asked.keys()].sort()).toEqual([...keys].sort());
    expect([...source.asked.values()].every((n) => n === 1)).toBe(true);
  };

  it('reads each stale account’s timeline once and marks it at the run’s first instant', async () => {
    const began = t.clock.now();
    const targets = (await stalestTargets(t.ctx.db, 'last_timeline_at', 250)).map((x) => x.uid);
    const result = await interrupted((steps) => collectors.timelines(250, steps));
    askedOnce(targets);
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(result).toEqual({ accounts: 250, posts: Number(stored.n) });
    const marked = await t.ctx.db
      .selectFrom('collection_targets')
      .select('last_timeline_at')
      .where('uid', 'in', targets)
      .execute();
    expect(marked.every((m) => new Date(m.last_timeline_at!).getTime() === began.getTime())).toBe(true);
  });

  it('reads each stale profile once', async () => {
    const targets = (await stalestTargets(t.ctx.db, 'last_profile_at', 300)).map((x) => x.uid);
    const result = await interrupted((steps) => collectors.profiles(300, steps));
    askedOnce(targets);
    expect(result).toMatchObject({ accounts: 300, updated: 300, snapshots: 300 });
  });

  it('refreshes the counts of each young post once, in the first run’s order', async () => {
    t.clock.advance(30 * 60_000);
    const maxAgeMs = 2 * DAY_MS;
    const since = new Date(t.clock.now().getTime() - maxAgeMs);
    const young = (await youngPostsToRefresh(t.ctx.db, 'simulator', since, 500)).map((x) => x.mid);
    expect(young).toHaveLength(500);
    const result = await interrupted((steps) => collectors.recentPostCounts(maxAgeMs, 500, steps));
    askedOnce(young);
    expect(result.checked).toBe(500);
  });

  it('polls each due watched post once', async () => {
    const mids = (await t.ctx.db.selectFrom('weibo_posts').select('mid').orderBy('mid').limit(300).execute()).map(
      (r) => r.mid,
    );
    for (const mid of mids) {
      await watchPost(t.ctx.db, { mid, owner: 'test', intervalMs: 10 * 60_000, until: null, now: t.clock.now() });
    }
    const result = await interrupted((steps) => collectors.watchedPosts(2000, steps));
    askedOnce(mids);
    expect(result).toMatchObject({ due: 300, snapshots: 300 });
  });

  it('reads the topics of the capture the run began with, each once, though a newer capture came', async () => {
    await collectors.hotSearch();
    const words = await latestHotWords(t.ctx.db);
    expect(words.length).toBeGreaterThan(10);
    source.asked = new Map();
    const result = await interrupted(
      (steps) => collectors.topics(steps),
      async () => {
        t.clock.advance(6 * 3_600_000);
        await collectors.hotSearch();
        expect(await latestHotWords(t.ctx.db)).not.toEqual(words);
      },
    );
    askedOnce(words);
    expect(result.topics).toBeGreaterThan(0);
  });
});
