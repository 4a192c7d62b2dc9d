import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, retryDelayMs } from '../../src/jobs/job-queue.js';
import { type JobHandler, JobRunner } from '../../src/jobs/job-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DyingRunner } from './dying-worker.js';

const LEASE_MS = 30_000;

/** A job of `payload.steps` steps; each step is recorded in `ran` and saved, so a restart skips it. */
function stepsJob(ran: number[], options: { failAt?: number } = {}): JobHandler {
  return async (payload, { checkpoint, saveCheckpoint, progress, job }) => {
    const total = Number(payload.steps);
    let done = Number(checkpoint?.done ?? 0);
    let sum = Number(checkpoint?.sum ?? 0);
    while (done < total) {
      if (done === options.failAt && job.attempts === 1) throw new Error('source unavailable');
      ran.push(done);
      sum += done * 10;
      done += 1;
      await saveCheckpoint({ done, sum });
      await progress(done / total, `${done}/${total}`);
    }
    return { done, sum };
  };
}

describe('jobs continue from their checkpoint after a restart', () => {
  let t: TestApp;
  let queue: JobQueue;
  beforeAll(async () => {
    t = await createTestApp();
    queue = t.ctx.jobs;
  });
  afterAll(async () => t.close());

  const options = () => ({ queue, clock: t.clock, log: pino({ level: 'silent' }), leaseMs: LEASE_MS });
  const kinds = async (id: number) => (await queue.history(id)).map((e) => e.kind);
  const enqueue = async (kind: string, payload: Record<string, unknown> = { steps: 5 }) =>
    (await queue.enqueue(kind, payload, { runAt: t.clock.now() })) as number;

  it('lets another worker take over a dead worker’s job once the lease ran out and do each step once', async () => {
    const ran: number[] = [];
    const id = await enqueue('steps');
    const dying = new DyingRunner(options(), { when: (saved) => saved.done === 2 });
    dying.register('steps', stepsJob(ran));
    await dying.runUntilDeath();
    expect(ran).toEqual([0, 1]);

    const other = new JobRunner(options());
    other.register('steps', stepsJob(ran));
    // The lease still holds: the job is not anybody else's yet.
    t.clock.advance(LEASE_MS - 1);
    expect(await other.drain()).toBe(0);
    t.clock.advance(2);
    expect(await other.drain()).toBe(1);

    expect(ran).toEqual([0, 1, 2, 3, 4]);
    const job = await queue.get(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, progress: 1, checkpoint: { done: 5, sum: 100 } });

    // The same job run without a death answers the same.
    const plain = new JobRunner(options());
    plain.register('steps', stepsJob([]));
    const uninterrupted = await enqueue('steps');
    await plain.drain();
    expect(job?.result).toEqual((await queue.get(uninterrupted))?.result);

    expect(await kinds(id)).toEqual([
      'started',
      'checkpoint',
      'checkpoint',
      'resumed',
      'checkpoint',
      'checkpoint',
      'checkpoint',
      'finished',
    ]);
    const history = await queue.history(id);
    expect(history[0]?.detail).toMatchObject({ attempt: 1, from_checkpoint: false });
    expect(history[2]?.detail).toEqual({ done: 2, sum: 10 });
    expect(history[3]?.detail).toMatchObject({ attempt: 2, after: 'lease_expired', from_checkpoint: true });
    expect(new Date(history[3]!.at).getTime() - new Date(history[2]!.at).getTime()).toBe(LEASE_MS + 1);
  });

  it('retries a failed attempt from its checkpoint and says so in the history', async () => {
    const ran: number[] = [];
    const runner = new JobRunner(options());
    runner.register('flaky-steps', stepsJob(ran, { failAt: 2 }));
    const id = await enqueue('flaky-steps');
    expect(await runner.drain()).toBe(1);
    expect((await queue.get(id))?.status).toBe('queued');
    t.clock.advance(retryDelayMs(1));
    expect(await runner.drain()).toBe(1);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect((await queue.get(id))?.result).toEqual({ done: 5, sum: 100 });
    const history = await queue.history(id);
    expect(history.map((e) => e.kind)).toEqual([
      'started',
      'checkpoint',
      'checkpoint',
      'failed',
      'resumed',
      'checkpoint',
      'checkpoint',
      'checkpoint',
      'finished',
    ]);
    expect(history[3]?.detail).toMatchObject({ attempt: 1, outcome: 'retry', error: 'source unavailable' });
    expect(history[4]?.detail).toMatchObject({ attempt: 2, after: 'failure', from_checkpoint: true });
  });

  /** A job that saves once, then waits for the test before its next step. */
  function pausedJob(result: Record<string, unknown>) {
    let reached: () => void = () => undefined;
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler: JobHandler = async (_payload, { saveCheckpoint }) => {
      await saveCheckpoint({ done: 1 });
      reached();
      await gate;
      await saveCheckpoint({ done: 2, by: result.by });
      return result;
    };
    return { handler, paused, release };
  }

  it('stops a worker that lost its lease at its next checkpoint and leaves the job to the new holder', async () => {
    const id = await enqueue('slow', {});
    const slow = pausedJob({ by: 'slow' });
    const first = new JobRunner(options());
    first.register('slow', slow.handler);
    const running = first.runOne();
    await slow.paused;

    t.clock.advance(LEASE_MS + 1);
    const second = new JobRunner(options());
    second.register('slow', async (_payload, { checkpoint, saveCheckpoint }) => {
      expect(checkpoint).toEqual({ done: 1 });
      await saveCheckpoint({ done: 2, by: 'second' });
      return { by: 'second' };
    });
    expect(await second.drain()).toBe(1);

    slow.release();
    expect(await running).toBe(true);
    const job = await queue.get(id);
    expect(job).toMatchObject({ status: 'done', result: { by: 'second' }, checkpoint: { done: 2, by: 'second' } });
    expect(await kinds(id)).toEqual(['started', 'checkpoint', 'resumed', 'checkpoint', 'finished']);
  });

  it('stops a cancelled job at its next checkpoint and keeps it cancelled', async () => {
    const id = await enqueue('cancelled', {});
    const paused = pausedJob({ by: 'cancelled' });
    const runner = new JobRunner(options());
    runner.register('cancelled', paused.handler);
    const running = runner.runOne();
    await paused.paused;
    expect(await queue.cancel(id, t.clock.now())).toBe(true);
    paused.release();
    await running;
    expect(await queue.get(id)).toMatchObject({ status: 'cancelled', result: null, checkpoint: { done: 1 } });
    expect(await kinds(id)).toEqual(['started', 'checkpoint']);
  });
});
