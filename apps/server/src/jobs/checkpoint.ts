import type { z } from 'zod';
import type { JobCheckpoint } from './jobs.tables.js';

/**
 * How a job records finished steps. A job saves a checkpoint after each step it need not do again;
 * when its worker dies, the worker that takes the job over once the lease ran out starts it with
 * that checkpoint, so it continues instead of starting over.
 */
export interface Checkpoints {
  /** What the last attempt saved, or null on a first run (or when it saved nothing). */
  checkpoint: JobCheckpoint | null;
  /** Saves the progress made so far and renews the lease; throws `LeaseLostError` once the job is not ours. */
  saveCheckpoint(value: JobCheckpoint): Promise<void>;
}

/** For code run outside a job (CLI, tests): nothing to continue from, nothing kept. */
export const NO_CHECKPOINTS: Checkpoints = { checkpoint: null, saveCheckpoint: async () => undefined };

/**
 * The job was taken over by another worker (this one was too slow to renew its lease) or cancelled:
 * stop without touching it, the new holder goes on from the last checkpoint.
 */
export class LeaseLostError extends Error {
  constructor(readonly jobId: number) {
    super(`job ${jobId}: lease lost`);
    this.name = 'LeaseLostError';
  }
}

/**
 * A saved checkpoint read with the job's own schema. One the code no longer understands (saved by
 * an older version) reads as none: the job starts over rather than trusting it.
 */
export function readCheckpoint<T>(schema: z.ZodType<T>, saved: JobCheckpoint | null): T | null {
  if (saved === null) return null;
  const parsed = schema.safeParse(saved);
  return parsed.success ? parsed.data : null;
}
