import type { AppContext } from '../../lib/context.js';
import { pingDatabase } from './system.repository.js';

/**
 * Up when the database answers; how long it took, in milliseconds. The database engine and its
 * version are not named: this answer is public, and they only help someone pick an exploit.
 */
export async function health(ctx: AppContext): Promise<{ status: 'up'; dbMs: number }> {
  const started = performance.now();
  await pingDatabase(ctx.db);
  return { status: 'up', dbMs: Math.round((performance.now() - started) * 100) / 100 };
}
