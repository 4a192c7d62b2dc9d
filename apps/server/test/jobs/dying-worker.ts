import { type JobHandler, JobRunner, type JobRunnerOptions } from '../../src/jobs/job-runner.js';
import type { JobCheckpoint } from '../../src/jobs/jobs.tables.js';

export interface Death {
  /** Dies at the save of the checkpoint this accepts (the n-th save counts from 1). */
  when: (checkpoint: JobCheckpoint, n: number) => boolean;
  /**
   * Dies just before that save reaches the database: the step's rows are written but not
   * recorded, so the next worker does that step again. By default the worker dies just after it.
   */
  beforeSave?: boolean;
}

/**
 * A worker that dies mid-job, as a killed process does: at the chosen checkpoint its handler stops
 * for good (its promise never settles), it neither finishes nor fails the job, and its lease runs
 * out on the clock the test moves. `died` resolves when that happened.
 */
export class DyingRunner extends JobRunner {
  readonly died: Promise<void>;
  private markDead: () => void = () => undefined;
  private saves = 0;

  constructor(
    options: JobRunnerOptions,
    private readonly death: Death,
  ) {
    super(options);
    this.died = new Promise((resolve) => {
      this.markDead = resolve;
    });
  }

  override register(kind: string, handler: JobHandler): void {
    super.register(kind, (payload, context) =>
      handler(payload, {
        ...context,
        saveCheckpoint: async (value) => {
          this.saves += 1;
          const dies = this.death.when(value, this.saves);
          if (!(dies && this.death.beforeSave)) await context.saveCheckpoint(value);
          if (dies) {
            this.markDead();
            await new Promise<never>(() => undefined);
          }
        },
      }),
    );
  }

  /** Claims one job and runs it until the worker dies (a dead worker's run never returns). */
  async runUntilDeath(): Promise<void> {
    const finished = this.runOne().then(() => {
      throw new Error('the job ended before the worker died');
    });
    await Promise.race([this.died, finished]);
  }
}
