import { addDays, chinaDate, chinaDayStart, DAY_MS } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type { StopeProgress, StopeResult, StopeSubmitted, StopeTask } from '@boguan/contracts/kol-stope.api';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import type { JobCheckpoint } from '../../src/jobs/jobs.tables.js';
import { ManualClock } from '../../src/lib/clock.js';
import { registerKolStopeJobs } from '../../src/modules/kol-stope/kol-stope.job.js';
import { userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { DyingRunner } from '../jobs/dying-worker.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const LEASE_MS = 120_000;
const RESUMED = '（中断后已继续）';

/** The source the job reads, counting what it is asked. */
class CountingSource extends SimulatorSource {
  users = 0;
  timelineSince: Date[] = [];
  override async fetchUser(uid: string): Promise<WeiboUser | null> {
    this.users += 1;
    return super.fetchUser(uid);
  }
  override async fetchTimeline(uid: string, since: Date): Promise<WeiboPost[]> {
    this.timelineSince.push(since);
    return super.fetchTimeline(uid, since);
  }
}

/** Posts stored by the job after the n-th checkpoint (null while only the profile is read). */
const storedAt = (n: number) => (saved: JobCheckpoint) => (saved.posts as { done: number } | null)?.done === n;

/**
 * A 30-day back-collection of a busy blogger (over 800 posts, five steps of 200) whose worker dies
 * mid-task. Only the queue's clock moves past the lease: the world stands still, so the interrupted
 * task and one run without a restart see the same posts with the same counts.
 */
describe('back-collection: a task whose worker died goes on where it stopped', () => {
  let t: TestApp;
  let world: World;
  let source: CountingSource;
  let uid: string;
  let leaseClock: ManualClock;
  const today = () => chinaDate(t.clock.now());
  const range = () => ({ uid, start_date: addDays(today(), -29), end_date: today() });
  /** The world's posts of the range, oldest first (the order the job stores them in). */
  const expected = () =>
    world
      .timeline(uid, chinaDayStart(range().start_date), t.clock.now())
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.mid < b.mid ? -1 : 1));

  beforeAll(async () => {
    t = await createTestApp();
    world = createWorld({
      seed: 'stope-resume',
      bloggers: 300,
      start: new Date(t.clock.now().getTime() - 31 * DAY_MS),
    });
    source = new CountingSource(world, { now: () => t.clock.now() });
    t.ctx.source = { source, world };
    uid = world
      .bloggerUids()
      .map((u) => ({ u, rate: world.bloggerTraits(u)!.postsPerDay }))
      .sort((a, b) => b.rate - a.rate)[0]!.u;
    await new WeiboDataRepository(t.ctx.db).upsertUsers(
      [world.userAt(uid, t.clock.now())!],
      'simulator',
      t.clock.now(),
      userSearchText,
    );
    leaseClock = new ManualClock(t.clock.now());
  }, 120_000);
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const options = () => ({ queue: t.ctx.jobs, clock: leaseClock, log: pino({ level: 'silent' }), leaseMs: LEASE_MS });

  const submit = async (token: string) => {
    const answer = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', range(), token);
    expect(answer.code, answer.msg).toBe(1);
    const task = await t.ctx.db
      .selectFrom('kol_stope_tasks')
      .select('job_id')
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    return { id: answer.data.id, jobId: Number(task.job_id) };
  };

  /** Everything the member sees of a finished task, ids apart. */
  const seen = async (id: number, token: string) => {
    const history = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, token);
    const { id: _id, ...task } = history.data.data.find((x) => x.id === id)!;
    const result = await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page: 1 }, token);
    const links = await t.ctx.db.selectFrom('kol_stope_task_posts').select('mid').where('task_id', '=', id).execute();
    return { task, summary: result.data.summary, mids: links.map((l) => l.mid).sort() };
  };

  const runWithoutRestart = async () => {
    const member = await createUser(t, { level: 40 });
    const { id } = await submit(member.token);
    const runner = new JobRunner(options());
    registerKolStopeJobs(runner, t.ctx);
    expect(await runner.drain()).toBe(1);
    return seen(id, member.token);
  };

  const status = async (id: number, token: string) =>
    (await post<StopeProgress>(t.app, '/api/kol/stope_status', { id }, token)).data;

  /** How often each mid was written to weibo_posts. */
  const writesPerMid = (spy: { mock: { calls: unknown[][] } }) => {
    const writes = new Map<string, number>();
    for (const call of spy.mock.calls) {
      for (const p of call[0] as WeiboPost[]) writes.set(p.mid, (writes.get(p.mid) ?? 0) + 1);
    }
    return writes;
  };

  it('continues after the last stored step, twice, reading the profile once and storing each post once', async () => {
    const posts = expected();
    expect(posts.length).toBeGreaterThan(800);
    const member = await createUser(t, { level: 40 });
    const { id, jobId } = await submit(member.token);
    const upserts = vi.spyOn(WeiboDataRepository.prototype, 'upsertPosts');
    source.users = 0;
    source.timelineSince = [];

    const first = new DyingRunner(options(), { when: storedAt(400) });
    registerKolStopeJobs(first, t.ctx);
    await first.runUntilDeath();
    // It died right after recording 400 posts, before telling the member.
    expect(await status(id, member.token)).toMatchObject({
      status: 1,
      progress_text: `已采集 200/${posts.length} 条博文`,
    });

    leaseClock.advance(LEASE_MS + 1);
    const second = new DyingRunner(options(), { when: storedAt(600) });
    registerKolStopeJobs(second, t.ctx);
    await second.runUntilDeath();
    // While it runs, the member's progress says the task was picked up again.
    expect(await status(id, member.token)).toMatchObject({ status: 1, progress_text: `读取博文列表${RESUMED}` });

    leaseClock.advance(LEASE_MS + 1);
    const third = new JobRunner(options());
    registerKolStopeJobs(third, t.ctx);
    expect(await third.drain()).toBe(1);

    // The profile once; the timeline from the range start, then from the last stored post on.
    expect(source.users).toBe(1);
    expect(source.timelineSince.map((d) => d.getTime())).toEqual([
      chinaDayStart(range().start_date).getTime(),
      posts[399]!.createdAt.getTime(),
      posts[599]!.createdAt.getTime(),
    ]);
    const writes = writesPerMid(upserts);
    expect([...writes.keys()].sort()).toEqual(posts.map((p) => p.mid).sort());
    expect([...writes.values()].every((n) => n === 1)).toBe(true);

    const history = await t.ctx.jobs.history(jobId);
    const steps = Math.ceil(posts.length / 200);
    expect(history.map((e) => e.kind)).toEqual([
      'started',
      'checkpoint',
      'checkpoint',
      'checkpoint',
      'resumed',
      'checkpoint',
      'resumed',
      ...Array.from({ length: steps - 3 }, () => 'checkpoint'),
      'finished',
    ]);
    expect(history.filter((e) => e.kind === 'resumed').map((e) => e.detail)).toMatchObject([
      { attempt: 2, after: 'lease_expired', from_checkpoint: true },
      { attempt: 3, after: 'lease_expired', from_checkpoint: true },
    ]);

    const interrupted = await seen(id, member.token);
    expect(interrupted.task).toMatchObject({ status: 2, progress: 1, progress_text: '已完成', posts: posts.length });
    expect(interrupted).toEqual(await runWithoutRestart());
  }, 120_000);

  it('stores the step its worker died in again, without a duplicate row', async () => {
    const posts = expected();
    const member = await createUser(t, { level: 40 });
    const { id, jobId } = await submit(member.token);
    const upserts = vi.spyOn(WeiboDataRepository.prototype, 'upsertPosts');

    // The second step's posts are written, but the worker dies before recording it.
    const first = new DyingRunner(options(), { when: storedAt(400), beforeSave: true });
    registerKolStopeJobs(first, t.ctx);
    await first.runUntilDeath();
    leaseClock.advance(LEASE_MS + 1);
    const second = new JobRunner(options());
    registerKolStopeJobs(second, t.ctx);
    expect(await second.drain()).toBe(1);

    const writes = writesPerMid(upserts);
    const twice = posts.slice(200, 400).map((p) => p.mid);
    expect([...writes.entries()].filter(([, n]) => n === 2).map(([mid]) => mid)).toEqual(twice);
    expect(writes.size).toBe(posts.length);
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    // Only the range's posts of this blogger were ever stored, each one row.
    expect(Number(stored.n)).toBe(posts.length);
    const done = (await t.ctx.jobs.history(jobId))
      .filter((e) => e.kind === 'checkpoint')
      .map((e) => (e.detail.posts as { done: number } | null)?.done ?? 0);
    expect(done.slice(0, 3)).toEqual([0, 200, 400]);

    const interrupted = await seen(id, member.token);
    expect(interrupted).toEqual(await runWithoutRestart());
  }, 120_000);
});
