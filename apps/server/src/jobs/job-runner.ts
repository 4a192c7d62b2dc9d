import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { type Checkpoints, LeaseLostError } from './checkpoint.js';
import type { Job, JobQueue } from './job-queue.js';

export interface JobContext extends Checkpoints {
  job: Job;
  /** Reports progress (0..1) shown to the user as a progress bar; also renews the lease. */
  progress(fraction: number, text?: string): Promise<void>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<Record<string, unknown>>;

/** A periodic job: one slot per period, enqueued once across every running instance. */
export interface Schedule {
  kind: string;
  everyMs: number;
  payload?: Record<string, unknown>;
}

export interface JobRunnerOptions {
  queue: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  leaseMs?: number;
  pollMs?: number;
}

/** A job that runs longer than this is logged. */
const SLOW_JOB_MS = 2000;

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: Schedule[] = [];
  private readonly workerId = `worker-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(private readonly options: JobRunnerOptions) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  schedule(schedule: Schedule): void {
    this.schedules.push(schedule);
  }

  /** Enqueues the current slot of every schedule (a no-op for slots another instance enqueued). */
  async enqueueDueSlots(): Promise<number> {
    const now = this.options.clock.now();
    let created = 0;
    for (const s of this.schedules) {
      const slotStart = new Date(Math.floor(now.getTime() / s.everyMs) * s.everyMs);
      const id = await this.options.queue.enqueue(
        s.kind,
        { ...s.payload, slot: slotStart.toISOString() },
        {
          runAt: slotStart,
          slotKey: `${s.kind}:${slotStart.toISOString()}`,
          maxAttempts: 3,
        },
      );
      if (id !== null) created += 1;
    }
    return created;
  }

  /** Claims and runs one due job; false when nothing was due. */
  async runOne(): Promise<boolean> {
    const { queue, clock, log } = this.options;
    const leaseMs = this.options.leaseMs ?? 60_000;
    const job = await queue.claim(this.workerId, [...this.handlers.keys()], clock.now(), leaseMs);
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    if (!handler) return true;
    const context: JobContext = {
      job,
      progress: async (fraction, text = '') => {
        await queue.progress(job.id, fraction, text, clock.now());
        await queue.heartbeat(job.id, this.workerId, clock.now(), leaseMs);
      },
      checkpoint: job.checkpoint,
      saveCheckpoint: async (value) => {
        if (!(await queue.saveCheckpoint(job, value, clock.now(), leaseMs))) throw new LeaseLostError(job.id);
      },
    };
    if (job.attempts > 1) log.info({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job resumed');
    const started = performance.now();
    try {
      const result = await handler(job.payload, context);
      if (!(await queue.complete(job, result, clock.now())))
        log.warn({ jobId: job.id }, 'job finished after losing it');
      const ms = Math.round(performance.now() - started);
      // A long job on the embedded database holds its one connection: worth a line in the log.
      if (ms >= SLOW_JOB_MS) log.info({ jobId: job.id, kind: job.kind, ms }, 'slow job');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await queue.fail(job, message, clock.now());
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, outcome, err: error }, 'job failed');
    }
    return true;
  }

  /** Runs due jobs until none is left (tests, and each tick of the loop). */
  async drain(limit = 1000): Promise<number> {
    let ran = 0;
    while (ran < limit && (await this.runOne())) ran += 1;
    return ran;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      try {
        await this.enqueueDueSlots();
        await this.drain(50);
      } catch (error) {
        this.options.log.error({ err: error }, 'job loop failed');
      }
    };
    const loop = () => {
      if (this.stopped) return;
      this.running = tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.options.pollMs ?? 1000);
      });
    };
    loop();
  }

  /** Stops taking jobs and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
