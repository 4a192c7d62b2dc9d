import { z } from 'zod';
import { type Checkpoints, readCheckpoint } from '../../jobs/checkpoint.js';

const listSchema = z.object({
  /** The instant the run began: a restarted run reads and marks as of it, so it finishes the same run. */
  asOf: z.string(),
  /** Items finished (fetched, stored and marked). */
  done: z.number().int().min(0),
  /** The figures of the result so far, over every attempt. */
  counts: z.record(z.string(), z.number()),
  /** The list itself, for runs whose list would read differently later (the hot words of a capture). */
  items: z.array(z.string()).optional(),
  /** The last finished item of a list read in a stable order (a keyset cursor). */
  cursor: z.object({ at: z.string(), key: z.string() }).optional(),
});
type ListState = z.infer<typeof listSchema>;

/**
 * One collector run over a list of items, in steps that each end with a checkpoint. A run started
 * again after its worker died reads the checkpoint: same instant, same counts, and `done` items
 * that need not be fetched again.
 */
export class ListRun {
  readonly now: Date;
  readonly resumed: boolean;
  private state: ListState;

  constructor(
    private readonly steps: Checkpoints,
    now: () => Date,
  ) {
    const saved = readCheckpoint(listSchema, steps.checkpoint);
    this.resumed = saved !== null;
    this.state = saved ?? { asOf: now().toISOString(), done: 0, counts: {} };
    this.now = new Date(this.state.asOf);
  }

  get done(): number {
    return this.state.done;
  }

  get items(): string[] | undefined {
    return this.state.items;
  }

  get cursor(): { at: Date; key: string } | undefined {
    const c = this.state.cursor;
    return c ? { at: new Date(c.at), key: c.key } : undefined;
  }

  /** How many of `limit` items are left to do. */
  left(limit: number): number {
    return Math.max(0, limit - this.state.done);
  }

  /** Records one finished step of `items` items and what it added to the result. */
  async step(
    items: number,
    add: Record<string, number>,
    extra: { items?: string[]; cursor?: { at: Date; key: string } } = {},
  ): Promise<void> {
    const counts = { ...this.state.counts };
    for (const [key, value] of Object.entries(add)) counts[key] = (counts[key] ?? 0) + value;
    this.state = {
      ...this.state,
      done: this.state.done + items,
      counts,
      ...(extra.items ? { items: extra.items } : {}),
      ...(extra.cursor ? { cursor: { at: extra.cursor.at.toISOString(), key: extra.cursor.key } } : {}),
    };
    await this.steps.saveCheckpoint(this.state);
  }

  /** The run's figures: every name of `names` (0 when no step added to it), over every attempt. */
  result(names: readonly string[]): Record<string, number> {
    return Object.fromEntries(names.map((name) => [name, this.state.counts[name] ?? 0]));
  }
}
