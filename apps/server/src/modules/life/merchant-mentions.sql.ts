import { randomUUID } from 'node:crypto';
import type { Merchant } from '@boguan/weibo/model';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { readSetting, writeSetting } from '../collection/settings.repository.js';
import { inTransaction } from '../hot-search/hot-search-summary.sql.js';
import { writeRows } from '../weibo-data/upsert.sql.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import {
  type MerchantMentionRow,
  type MerchantMentionSource,
  merchantMentionRows,
} from './merchant-mentions.derive.js';
import {
  currentMerchantSet,
  lockMerchantSetExclusive,
  lockMerchantSetShared,
  merchantSetVersion,
} from './merchant-set.sql.js';

/*
 * merchant_mentions kept exact (docs/local-life.md), as brand_mentions is: every write derives a
 * post's rows from the post as stored after the write; rows already right are left untouched.
 */

export const MERCHANT_MENTIONS_JOB = 'maintain.merchant_mentions';
/** The merchant-set version every stored post's mentions were derived with. */
export const MERCHANT_MENTIONS_VERSION_KEY = 'merchant_mentions.version';

const READ_BATCH = 1000;

const SOURCE_COLUMNS = [
  'mid',
  'uid',
  'created_at',
  'text',
  'parent_mid',
  'deleted',
] as const satisfies readonly (keyof MerchantMentionSource)[];

/** Replaces the rows of `mids` by `rows` in one statement; equal rows are not touched. */
async function writeMentions(trx: Kysely<Database>, mids: readonly string[], rows: readonly MerchantMentionRow[]) {
  await sql`
    with want as (
      select merchant_id, mid, uid, posted_at, is_repost
      from json_populate_recordset(null::merchant_mentions, ${JSON.stringify(rows)}::json)
    ),
    gone as (
      delete from merchant_mentions m where m.mid = any(${mids}::varchar[])
        and not exists (select 1 from want w where w.mid = m.mid and w.merchant_id = m.merchant_id)
    )
    insert into merchant_mentions (merchant_id, mid, uid, posted_at, is_repost)
    select merchant_id, mid, uid, posted_at, is_repost from want
    on conflict (mid, merchant_id) do update set uid = excluded.uid, posted_at = excluded.posted_at,
      is_repost = excluded.is_repost
    where (merchant_mentions.uid, merchant_mentions.posted_at, merchant_mentions.is_repost) is distinct from
      (excluded.uid, excluded.posted_at, excluded.is_repost)`.execute(trx);
}

/**
 * Re-derives the merchant mentions of the posts `mids` from what is stored of them, in the caller's
 * transaction (the one that wrote them). Takes the merchant-set lock shared: call it before the
 * posts' rows are written, or hold that lock already (WeiboDataRepository.upsertPosts takes it first).
 */
export async function syncMerchantMentions(trx: Kysely<Database>, mids: readonly string[]): Promise<void> {
  if (mids.length === 0) return;
  await lockMerchantSetShared(trx);
  const { matcher } = await currentMerchantSet(trx);
  // No merchant is stored: no post names one (rows go with their merchant).
  if (matcher.size === 0) return;
  const unique = [...new Set(mids)];
  for (let i = 0; i < unique.length; i += READ_BATCH) {
    const batch = unique.slice(i, i + READ_BATCH);
    const posts = await trx.selectFrom('weibo_posts').select(SOURCE_COLUMNS).where('mid', 'in', batch).execute();
    await writeMentions(
      trx,
      batch,
      posts.flatMap((p) => merchantMentionRows(p, matcher)),
    );
  }
}

/**
 * One step of the rewrite: the `limit` posts after `after` in mid order, derived again with the
 * current merchant set in one transaction that keeps them from changing meanwhile.
 */
export async function rederiveMerchantMentionsAfter(
  db: Kysely<Database>,
  after: string,
  limit: number,
): Promise<{ last: string | null; posts: number; mentions: number; version: string }> {
  return inTransaction(db, async (trx) => {
    await lockMerchantSetShared(trx);
    const { version, matcher } = await currentMerchantSet(trx);
    const posts = await trx
      .selectFrom('weibo_posts')
      .select(SOURCE_COLUMNS)
      .where('mid', '>', after)
      .orderBy('mid')
      .limit(limit)
      .forShare()
      .execute();
    const rows = posts.flatMap((p) => merchantMentionRows(p, matcher));
    await writeMentions(
      trx,
      posts.map((p) => p.mid),
      rows,
    );
    return { last: posts.at(-1)?.mid ?? null, posts: posts.length, mentions: rows.length, version };
  });
}

export type RewriteState = 'current' | 'recorded' | 'queued' | 'enqueued';

/**
 * Makes sure the stored mentions will match the stored merchant set: nothing to do when they were
 * derived with it; with no post stored the version is just recorded; otherwise the rewrite job is
 * queued unless one is queued already. Run by a change of the merchants (in its transaction) and at start.
 */
export async function scheduleMerchantRewrite(db: Kysely<Database>, now: Date): Promise<RewriteState> {
  return inTransaction(db, async (trx) => {
    await lockMerchantSetExclusive(trx);
    const version = await merchantSetVersion(trx);
    if ((await readSetting<string>(trx, MERCHANT_MENTIONS_VERSION_KEY)) === version) return 'current';
    const anyPost = await trx.selectFrom('weibo_posts').select('mid').limit(1).executeTakeFirst();
    if (!anyPost) {
      await writeSetting(trx, MERCHANT_MENTIONS_VERSION_KEY, version, now);
      return 'recorded';
    }
    const queued = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MERCHANT_MENTIONS_JOB)
      .where('status', '=', 'queued')
      .limit(1)
      .executeTakeFirst();
    if (queued) return 'queued';
    await new JobQueue(trx).enqueue(
      MERCHANT_MENTIONS_JOB,
      { version },
      { runAt: now, slotKey: `${MERCHANT_MENTIONS_JOB}:${version}:${randomUUID()}` },
    );
    return 'enqueued';
  });
}

/** Records the version every stored post's mentions were derived with, if it is still the stored set's. */
export async function recordMerchantVersion(db: Kysely<Database>, version: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockMerchantSetExclusive(trx);
    if ((await merchantSetVersion(trx)) !== version) return false;
    await writeSetting(trx, MERCHANT_MENTIONS_VERSION_KEY, version, now);
    return true;
  });
}

const MERCHANT_FIELDS = ['name', 'category', 'city', 'district', 'aliases'] as const;

/**
 * Stores merchants (new ones added, changed ones rewritten, none removed) and, when anything changed,
 * queues in the same transaction the rewrite of every stored post's merchant mentions; posts written
 * from then on are matched with the new set at once. Returns rows written.
 */
export function upsertMerchants(
  db: Kysely<Database>,
  merchants: readonly Merchant[],
  origin: Origin,
  now: Date,
): Promise<number> {
  if (merchants.length === 0) return Promise.resolve(0);
  return inTransaction(db, async (trx) => {
    await lockMerchantSetExclusive(trx);
    const written = await writeRows(trx, merchants, {
      table: 'merchants',
      conflict: ['id'],
      fields: ['id', ...MERCHANT_FIELDS],
      more: () => ({ origin }),
      refresh: { when: [...MERCHANT_FIELDS] },
    });
    if (written > 0) await scheduleMerchantRewrite(trx, now);
    return written;
  });
}
