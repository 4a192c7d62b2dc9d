import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { readCheckpoint } from '../../jobs/checkpoint.js';
import type { JobContext, JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { readSetting } from '../collection/settings.repository.js';
import {
  BRAND_MENTIONS_JOB,
  BRAND_MENTIONS_VERSION_KEY,
  recordMentionsVersion,
  rederiveMentionsAfter,
  scheduleMentionsRewrite,
  storedPostCount,
} from './brand-mentions.sql.js';
import { brandSetVersion } from './brand-set.sql.js';

/** Posts per step (one transaction each). */
const BATCH = 2000;
/** A checkpoint every this many steps: a resumed rewrite goes on from there. */
const STEPS_PER_CHECKPOINT = 10;

const checkpointSchema = z.object({ version: z.string(), after: z.string() });

type Steps = Pick<JobContext, 'progress' | 'checkpoint' | 'saveCheckpoint'>;

/**
 * Derives the mentions of every stored post again with the stored brand set, in mid order, a step
 * at a time. Stops early ('superseded') when the brand set changes while it runs: that change queued
 * the rewrite that takes over.
 */
export async function rederiveAllMentions(db: Kysely<Database>, steps: Steps, now: () => Date) {
  const version = await brandSetVersion(db);
  if ((await readSetting<string>(db, BRAND_MENTIONS_VERSION_KEY)) === version) return { current: true };
  const saved = readCheckpoint(checkpointSchema, steps.checkpoint);
  let after = saved?.version === version ? saved.after : '';
  const total = Math.max(1, await storedPostCount(db));
  let posts = 0;
  let mentions = 0;
  for (let step = 1; ; step += 1) {
    const done = await rederiveMentionsAfter(db, after, BATCH);
    if (done.version !== version) return { superseded: true, posts, mentions };
    if (done.last === null) break;
    after = done.last;
    posts += done.posts;
    mentions += done.mentions;
    if (step % STEPS_PER_CHECKPOINT === 0) await steps.saveCheckpoint({ version, after });
    await steps.progress(Math.min(0.99, posts / total), '重建品牌提及');
  }
  const recorded = await recordMentionsVersion(db, version, now());
  return { superseded: !recorded, posts, mentions };
}

/**
 * Keeps brand_mentions derived with the stored brand set (docs/brand-data.md): at start, a brand set
 * (or matcher) other than the one the stored mentions were derived with, or a database with posts
 * and no recorded version (an install upgraded to brand mentions), queues one rewrite; a change of
 * the brands queues one in its own transaction (WeiboDataRepository.upsertBrands).
 */
export async function registerBrandMentions(runner: JobRunner, db: Kysely<Database>, clock: Clock): Promise<void> {
  runner.register(BRAND_MENTIONS_JOB, (_payload, steps) => rederiveAllMentions(db, steps, () => clock.now()));
  await scheduleMentionsRewrite(db, clock.now());
}
