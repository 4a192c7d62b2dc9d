import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { readCheckpoint } from '../../jobs/checkpoint.js';
import type { JobContext, JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { storedPostCount } from '../brand-data/brand-mentions.sql.js';
import { readSetting } from '../collection/settings.repository.js';
import {
  MERCHANT_MENTIONS_JOB,
  MERCHANT_MENTIONS_VERSION_KEY,
  recordMerchantVersion,
  rederiveMerchantMentionsAfter,
  scheduleMerchantRewrite,
  upsertMerchants,
} from './merchant-mentions.sql.js';
import { merchantSetVersion } from './merchant-set.sql.js';

/** Posts per step (one transaction each). */
const BATCH = 2000;
/** A checkpoint every this many steps: a resumed rewrite goes on from there. */
const STEPS_PER_CHECKPOINT = 10;

const checkpointSchema = z.object({ version: z.string(), after: z.string() });

type Steps = Pick<JobContext, 'progress' | 'checkpoint' | 'saveCheckpoint'>;

/**
 * Derives the merchant mentions of every stored post again with the stored merchant set, in mid
 * order, a step at a time. Stops early ('superseded') when the set changes while it runs: that
 * change queued the rewrite that takes over.
 */
export async function rederiveAllMerchantMentions(db: Kysely<Database>, steps: Steps, now: () => Date) {
  const version = await merchantSetVersion(db);
  if ((await readSetting<string>(db, MERCHANT_MENTIONS_VERSION_KEY)) === version) return { current: true };
  const saved = readCheckpoint(checkpointSchema, steps.checkpoint);
  let after = saved?.version === version ? saved.after : '';
  const total = Math.max(1, await storedPostCount(db));
  let posts = 0;
  let mentions = 0;
  for (let step = 1; ; step += 1) {
    const done = await rederiveMerchantMentionsAfter(db, after, BATCH);
    if (done.version !== version) return { superseded: true, posts, mentions };
    if (done.last === null) break;
    after = done.last;
    posts += done.posts;
    mentions += done.mentions;
    if (step % STEPS_PER_CHECKPOINT === 0) await steps.saveCheckpoint({ version, after });
    await steps.progress(Math.min(0.99, posts / total), '重建商户提及');
  }
  const recorded = await recordMerchantVersion(db, version, now());
  return { superseded: !recorded, posts, mentions };
}

/**
 * Keeps merchant_mentions derived with the stored merchant set (docs/local-life.md). At start the
 * demo world's merchants are stored (an install filled before local life existed gets them; an
 * unchanged set writes nothing), then a set (or matcher) other than the one the stored mentions were
 * derived with queues one rewrite. A change of the merchants queues one in its own transaction.
 */
export async function registerLocalLife(runner: JobRunner, ctx: AppContext): Promise<void> {
  runner.register(MERCHANT_MENTIONS_JOB, (_payload, steps) =>
    rederiveAllMerchantMentions(ctx.db, steps, () => ctx.clock.now()),
  );
  const world = ctx.source?.world;
  if (world) await upsertMerchants(ctx.db, world.merchants, 'simulator', ctx.clock.now());
  await scheduleMerchantRewrite(ctx.db, ctx.clock.now());
}
