import type { AppContext } from '../../lib/context.js';
import { pingDatabase } from './system.repository.js';

/** Up when the database answers; how long it took, in milliseconds. */
export async function health(ctx: AppContext): Promise<{ status: 'up'; database: AppContext['dbKind']; dbMs: number }> {
  const started = performance.now();
  await pingDatabase(ctx.db);
  return { status: 'up', database: ctx.dbKind, dbMs: Math.round((performance.now() - started) * 100) / 100 };
}
