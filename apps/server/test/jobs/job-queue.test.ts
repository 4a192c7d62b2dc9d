import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue, retryDelayMs } from '../../src/jobs/job-queue.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('durable job queue', () => {
  let t: TestApp;
  let queue: JobQueue;
  beforeAll(async () => {
    t = await createTestApp();
    queue = new JobQueue(t.ctx.db);
  });
  afterAll(async () => t.close());

  const runner = () => new JobRunner({ queue, clock: t.clock, log: pino({ level: 'silent' }), leaseMs: 30_000 });

  it('runs a job once, records its result and progress', async () => {
    const r = runner();
    const seen: number[] = [];
    r.register('count', async (payload, { progress }) => {
      seen.push(payload.n as number);
      await progress(0.5, '一半');
      return { doubled: (payload.n as number) * 2 };
    });
    const id = await queue.enqueue('count', { n: 21 }, { runAt: t.clock.now() });
    expect(await r.drain()).toBe(1);
    expect(await r.drain()).toBe(0);
    const job = await queue.get(id as number);
    expect(seen).toEqual([21]);
    expect(job?.status).toBe('done');
    expect(job?.progress).toBe(1);
    expect(job?.result).toEqual({ doubled: 42 });
  });

  it('does not run a job before its time', async () => {
    const r = runner();
    r.register('later', async () => ({}));
    const id = await queue.enqueue('later', {}, { runAt: new Date(t.clock.now().getTime() + 60_000) });
    expect(await r.drain()).toBe(0);
    t.clock.advance(60_000);
    expect(await r.drain()).toBe(1);
    expect((await queue.get(id as number))?.status).toBe('done');
  });

  it('retries with back-off and gives up after max attempts', async () => {
    const r = runner();
    let calls = 0;
    r.register('flaky', async () => {
      calls += 1;
      throw new Error('source unavailable');
    });
    const id = (await queue.enqueue('flaky', {}, { runAt: t.clock.now(), maxAttempts: 3 })) as number;
    expect(await r.drain()).toBe(1);
    expect((await queue.get(id))?.status).toBe('queued');
    t.clock.advance(retryDelayMs(1) - 1);
    expect(await r.drain()).toBe(0);
    t.clock.advance(1);
    expect(await r.drain()).toBe(1);
    t.clock.advance(retryDelayMs(2));
    expect(await r.drain()).toBe(1);
    const job = await queue.get(id);
    expect(calls).toBe(3);
    expect(job?.status).toBe('failed');
    expect(job?.error).toBe('source unavailable');
  });

  it('enqueues a periodic slot once however many instances try', async () => {
    const a = runner();
    const b = runner();
    for (const r of [a, b]) r.schedule({ kind: 'tick', everyMs: 60_000 });
    const created = (await Promise.all([a.enqueueDueSlots(), b.enqueueDueSlots(), a.enqueueDueSlots()])).reduce(
      (x, y) => x + y,
    );
    expect(created).toBe(1);
  });

  it('prunes finished periodic slots past the keep time, never a job a user task points at', async () => {
    const r = runner();
    r.register('old-tick', async () => ({}));
    r.register('user-export', async () => ({}));
    r.schedule({ kind: 'old-tick', everyMs: 60_000 });
    await r.enqueueDueSlots();
    const userJob = (await queue.enqueue('user-export', {}, { runAt: t.clock.now() })) as number;
    await r.drain();
    const slot = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'old-tick')
      .executeTakeFirstOrThrow();
    const before = t.clock.now();
    t.clock.advance(60_000);
    expect(await queue.prune(before)).toBe(0);
    expect(await queue.prune(t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await queue.get(slot.id)).toBeUndefined();
    expect(await t.ctx.db.selectFrom('job_events').select('id').where('job_id', '=', slot.id).execute()).toEqual([]);
    expect((await queue.get(userJob))?.status).toBe('done');
  });

  it('never gives one job to two workers at once, and takes over an expired lease', async () => {
    const id = (await queue.enqueue('solo', {}, { runAt: t.clock.now() })) as number;
    const now = t.clock.now();
    const [first, second] = await Promise.all([
      queue.claim('w1', ['solo'], now, 30_000),
      queue.claim('w2', ['solo'], now, 30_000),
    ]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual([id]);
    t.clock.advance(30_001);
    const again = await queue.claim('w3', ['solo'], t.clock.now(), 30_000);
    expect(again?.id).toBe(id);
    expect(again?.locked_by).toBe('w3');
    expect(again?.attempts).toBe(2);
  });
});
