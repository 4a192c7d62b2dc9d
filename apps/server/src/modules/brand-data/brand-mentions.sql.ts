import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { readSetting, writeSetting } from '../collection/settings.repository.js';
import { inTransaction } from '../hot-search/hot-search-summary.sql.js';
import { type MentionRow, type MentionSource, mentionRows } from './brand-mentions.derive.js';
import { brandSetVersion, currentBrandSet, lockBrandSetExclusive, lockBrandSetShared } from './brand-set.sql.js';

/*
 * brand_mentions kept exact (docs/brand-data.md). Every write derives a post's rows from the post as
 * stored after the write, so a new text, a deletion, a rescored sentiment and an unchanged re-collection
 * all end in the rows the post's stored text gives with the stored brands; rows already right are
 * left untouched.
 */

export const BRAND_MENTIONS_JOB = 'maintain.brand_mentions';
/** The brand-set version (brand-set.sql.ts) every stored post's mentions were derived with. */
export const BRAND_MENTIONS_VERSION_KEY = 'brand_mentions.version';

/** Posts read back per statement. */
const READ_BATCH = 1000;

const SOURCE_COLUMNS = [
  'mid',
  'uid',
  'created_at',
  'text',
  'sentiment_score',
  'sponsored',
  'parent_mid',
  'deleted',
] as const satisfies readonly (keyof MentionSource)[];

/**
 * Replaces the mention rows of `mids` by `rows` in one statement: rows no longer wanted go, new ones
 * come, changed ones are rewritten, equal ones are not touched.
 */
async function writeMentions(trx: Kysely<Database>, mids: readonly string[], rows: readonly MentionRow[]) {
  await sql`
    with want as (
      select brand_id, mid, uid, posted_at, sentiment, sponsored, is_repost
      from json_populate_recordset(null::brand_mentions, ${JSON.stringify(rows)}::json)
    ),
    gone as (
      delete from brand_mentions m where m.mid = any(${mids}::varchar[])
        and not exists (select 1 from want w where w.mid = m.mid and w.brand_id = m.brand_id)
    )
    insert into brand_mentions (brand_id, mid, uid, posted_at, sentiment, sponsored, is_repost)
    select brand_id, mid, uid, posted_at, sentiment, sponsored, is_repost from want
    on conflict (mid, brand_id) do update set uid = excluded.uid, posted_at = excluded.posted_at,
      sentiment = excluded.sentiment, sponsored = excluded.sponsored, is_repost = excluded.is_repost
    where (brand_mentions.uid, brand_mentions.posted_at, brand_mentions.sentiment, brand_mentions.sponsored,
      brand_mentions.is_repost) is distinct from
      (excluded.uid, excluded.posted_at, excluded.sentiment, excluded.sponsored, excluded.is_repost)`.execute(trx);
}

/**
 * Re-derives the mentions of the posts `mids` from what is stored of them, in the caller's
 * transaction (the one that wrote them). Takes the brand-set lock shared: call it before the posts'
 * rows are written, or hold that lock already (`lockBrandSetShared`).
 */
export async function syncBrandMentions(trx: Kysely<Database>, mids: readonly string[]): Promise<void> {
  if (mids.length === 0) return;
  await lockBrandSetShared(trx);
  const { matcher } = await currentBrandSet(trx);
  if (matcher.size === 0) {
    // No brand is stored: no post mentions one (brand rows go with their brand).
    return;
  }
  const unique = [...new Set(mids)];
  for (let i = 0; i < unique.length; i += READ_BATCH) {
    const batch = unique.slice(i, i + READ_BATCH);
    const posts = await trx.selectFrom('weibo_posts').select(SOURCE_COLUMNS).where('mid', 'in', batch).execute();
    await writeMentions(
      trx,
      batch,
      posts.flatMap((p) => mentionRows(p, matcher)),
    );
  }
}

/**
 * One step of the rewrite: the `limit` posts after `after` in mid order, their mentions derived
 * again with the current brand set, in one transaction that keeps them from changing meanwhile.
 * Answers the last mid done (null when none was left) and the brand-set version used.
 */
export async function rederiveMentionsAfter(
  db: Kysely<Database>,
  after: string,
  limit: number,
): Promise<{ last: string | null; posts: number; mentions: number; version: string }> {
  return inTransaction(db, async (trx) => {
    await lockBrandSetShared(trx);
    const { version, matcher } = await currentBrandSet(trx);
    const posts = await trx
      .selectFrom('weibo_posts')
      .select(SOURCE_COLUMNS)
      .where('mid', '>', after)
      .orderBy('mid')
      .limit(limit)
      .forShare()
      .execute();
    const rows = posts.flatMap((p) => mentionRows(p, matcher));
    await writeMentions(
      trx,
      posts.map((p) => p.mid),
      rows,
    );
    return { last: posts.at(-1)?.mid ?? null, posts: posts.length, mentions: rows.length, version };
  });
}

export async function storedPostCount(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from weibo_posts`.execute(db);
  return row.rows[0]?.n ?? 0;
}

export type RewriteState = 'current' | 'recorded' | 'queued' | 'enqueued';

/**
 * Makes sure the stored mentions will match the stored brand set: nothing to do when they were
 * derived with it ('current'); with no post stored the version is just recorded ('recorded');
 * otherwise the rewrite job is queued ('enqueued'), unless one is queued already, which reads the
 * brand set when it runs ('queued'). Run by a change of the brands, in its transaction, and at start.
 */
export async function scheduleMentionsRewrite(db: Kysely<Database>, now: Date): Promise<RewriteState> {
  return inTransaction(db, async (trx) => {
    await lockBrandSetExclusive(trx);
    const version = await brandSetVersion(trx);
    if ((await readSetting<string>(trx, BRAND_MENTIONS_VERSION_KEY)) === version) return 'current';
    const anyPost = await trx.selectFrom('weibo_posts').select('mid').limit(1).executeTakeFirst();
    if (!anyPost) {
      await writeSetting(trx, BRAND_MENTIONS_VERSION_KEY, version, now);
      return 'recorded';
    }
    const queued = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', BRAND_MENTIONS_JOB)
      .where('status', '=', 'queued')
      .limit(1)
      .executeTakeFirst();
    if (queued) return 'queued';
    // A slot key of its own for each rewrite (the lock above is what keeps them one at a time): a
    // brand set that comes back (A, B, A) is rewritten again, and finished rewrites are pruned like
    // periodic slots.
    await new JobQueue(trx).enqueue(
      BRAND_MENTIONS_JOB,
      { version },
      { runAt: now, slotKey: `${BRAND_MENTIONS_JOB}:${version}:${randomUUID()}` },
    );
    return 'enqueued';
  });
}

/**
 * Records that every stored post's mentions were derived with `version`, if that is still the
 * stored brand set's version (a change during the rewrite queued another one).
 */
export async function recordMentionsVersion(db: Kysely<Database>, version: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockBrandSetExclusive(trx);
    if ((await brandSetVersion(trx)) !== version) return false;
    await writeSetting(trx, BRAND_MENTIONS_VERSION_KEY, version, now);
    return true;
  });
}
