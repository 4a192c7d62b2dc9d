import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readDictBytes } from '@boguan/weibo/text/dict-files';
import { buildMerchantMatcher, type MerchantMatcher } from '@boguan/weibo/text/merchants';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The merchant set merchant_mentions is derived from (docs/local-life.md): the stored merchants'
 * names and the engine's matching rules. Its version names both; the matcher built over it is
 * cached by it. The same design as the brand set (brand-data/brand-set.sql.ts).
 */

/**
 * Writers of merchant_mentions hold this lock shared (post writes, the rewrite job), a change of the
 * merchant set holds it exclusively: a post is never matched against a set being replaced, and a
 * change never misses posts written while it commits.
 */
const MERCHANT_SET_LOCK = 'merchant_mentions';

/** Taken before any post row is locked (after the brand-set lock), so writers never wait in a cycle. */
export async function lockMerchantSetShared(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(hashtext(${MERCHANT_SET_LOCK}))`.execute(trx);
}

export async function lockMerchantSetExclusive(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${MERCHANT_SET_LOCK}))`.execute(trx);
}

/** The matching rules' own version: the engine's matcher sources and the user dictionary of its cut. */
let rulesHash: string | undefined;
function matcherRulesHash(): string {
  const require = createRequire(import.meta.url);
  rulesHash ??= createHash('sha256')
    .update(readFileSync(require.resolve('@boguan/weibo/text/merchants')))
    .update(readFileSync(require.resolve('@boguan/weibo/text/name-matcher')))
    .update(readDictBytes('weibo-user-dict.txt'))
    .digest('hex');
  return rulesHash;
}

/** Merchants in id order ("C" collation, alike on both engines): a shared name goes to the first. */
const MERCHANT_ORDER = sql`id collate "C"`;

async function storedNamesDigest(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ digest: string | null }>`
    select md5(string_agg(id || chr(31) || name || chr(31) || array_to_string(aliases, chr(30)),
      chr(29) order by ${MERCHANT_ORDER})) as digest
    from merchants`.execute(db);
  return row.rows[0]?.digest ?? 'none';
}

/** The version of the merchant set as stored now: what merchant_mentions must have been derived with. */
export async function merchantSetVersion(db: Kysely<Database>): Promise<string> {
  return createHash('sha256')
    .update(matcherRulesHash())
    .update(await storedNamesDigest(db))
    .digest('hex')
    .slice(0, 16);
}

export interface MerchantSet {
  version: string;
  matcher: MerchantMatcher;
}

/** Matchers by version (keyed by content, so processes opening several databases share it safely). */
const matchers = new Map<string, MerchantMatcher>();
const KEPT_MATCHERS = 4;

/**
 * The stored merchant set and its matcher: one aggregate per call; the merchants are read and the
 * matcher built only when the set changed. Call it holding the merchant-set lock.
 */
export async function currentMerchantSet(db: Kysely<Database>): Promise<MerchantSet> {
  const version = await merchantSetVersion(db);
  let matcher = matchers.get(version);
  if (!matcher) {
    const merchants = await db
      .selectFrom('merchants')
      .select(['id', 'name', 'aliases'])
      .orderBy(MERCHANT_ORDER)
      .execute();
    matcher = buildMerchantMatcher(merchants);
    if (matchers.size >= KEPT_MATCHERS) matchers.delete(matchers.keys().next().value as string);
    matchers.set(version, matcher);
  }
  return { version, matcher };
}
