import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrandMatcher, buildBrandMatcher } from '@boguan/weibo/text/brands';
import { readDictBytes } from '@boguan/weibo/text/dict-files';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The brand set brand_mentions is derived from (docs/brand-data.md): the stored brands' names and
 * the engine's matching rules. Its version names both; the matcher built over it is cached by it.
 */

/**
 * Writers of brand_mentions hold this lock shared (post writes, the rewrite job), a change of the
 * brand set holds it exclusively: a post is never matched against a brand set that is being
 * replaced, and a brand change never misses posts written while it commits.
 */
const BRAND_SET_LOCK = 'brand_mentions';

/** Taken first in a transaction, before any post row is locked, so writers never wait on each other in a cycle. */
export async function lockBrandSetShared(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(hashtext(${BRAND_SET_LOCK}))`.execute(trx);
}

export async function lockBrandSetExclusive(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${BRAND_SET_LOCK}))`.execute(trx);
}

/**
 * The matching rules' own version: the engine's matcher source and the user dictionary its word
 * boundaries are cut with. A change of either (a boundary rule such as 小米 not inside 小米粥, a new
 * Weibo word) re-derives every stored post as a new brand does.
 */
let rulesHash: string | undefined;
function matcherRulesHash(): string {
  rulesHash ??= createHash('sha256')
    .update(readFileSync(createRequire(import.meta.url).resolve('@boguan/weibo/text/brands')))
    .update(readDictBytes('weibo-user-dict.txt'))
    .digest('hex');
  return rulesHash;
}

/** Brands in id order ("C" collation, alike on both engines): the matcher gives a shared name to the first. */
const BRAND_ORDER = sql`id collate "C"`;

/** A digest of every stored brand's names, computed where they are stored (one short aggregate). */
async function storedNamesDigest(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ digest: string | null }>`
    select md5(string_agg(id || chr(31) || cn_name || chr(31) || en_name || chr(31) || array_to_string(aliases, chr(30)),
      chr(29) order by ${BRAND_ORDER})) as digest
    from brands`.execute(db);
  return row.rows[0]?.digest ?? 'none';
}

function versionOf(digest: string): string {
  return createHash('sha256').update(matcherRulesHash()).update(digest).digest('hex').slice(0, 16);
}

/** The version of the brand set as stored now: what brand_mentions must have been derived with. */
export async function brandSetVersion(db: Kysely<Database>): Promise<string> {
  return versionOf(await storedNamesDigest(db));
}

export interface BrandSet {
  version: string;
  matcher: BrandMatcher;
}

/**
 * Matchers by version. Keyed by content, never by database, so the processes that open several
 * databases (tests, benches) share it safely; a few entries cover them.
 */
const matchers = new Map<string, BrandMatcher>();
const KEPT_MATCHERS = 4;

/**
 * The stored brand set and its matcher: one aggregate per call, the brands themselves read and the
 * matcher built only when the set changed. Call it holding the brand-set lock so the set cannot
 * change between the two reads.
 */
export async function currentBrandSet(db: Kysely<Database>): Promise<BrandSet> {
  const version = await brandSetVersion(db);
  let matcher = matchers.get(version);
  if (!matcher) {
    const brands = await db
      .selectFrom('brands')
      .select(['id', 'cn_name', 'en_name', 'aliases'])
      .orderBy(BRAND_ORDER)
      .execute();
    matcher = buildBrandMatcher(
      brands.map((b) => ({ id: b.id, cnName: b.cn_name, enName: b.en_name, aliases: b.aliases })),
    );
    if (matchers.size >= KEPT_MATCHERS) matchers.delete(matchers.keys().next().value as string);
    matchers.set(version, matcher);
  }
  return { version, matcher };
}
