import type { WeiboUser } from '@boguan/weibo/model';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dedupe } from './upsert.sql.js';

/**
 * Below this many profiles an upsert computes every search text: the look-up would cost more than it saves.
 * Above it, the stored profiles are read first and the unchanged ones dropped before their search
 * text is cut (jieba is most of what writing a large batch of known profiles costs).
 */
export const PROFILE_CHECK_FROM = 200;

const PROFILE_COLUMNS = [
  'uid',
  'screen_name',
  'avatar',
  'gender',
  'province',
  'city',
  'verified',
  'verified_type',
  'verified_type_ext',
  'verified_reason',
  'followers',
  'follows',
  'statuses',
  'description',
  'categories',
] as const;

type StoredProfile = { [C in (typeof PROFILE_COLUMNS)[number]]: unknown };

/**
 * The users whose stored row would be rewritten by an upsert: new ones and those whose profile
 * differs in any column the upsert compares (`USER_PROFILE` and `verified_type_ext`). The check errs
 * towards "changed": whatever it keeps, the upsert's own IS DISTINCT FROM still decides.
 */
export async function changedProfiles(db: Kysely<Database>, given: readonly WeiboUser[]): Promise<WeiboUser[]> {
  if (given.length < PROFILE_CHECK_FROM) return [...given];
  // The last copy of a profile is the one the upsert would write, so it is the one compared.
  const users = dedupe(given, (user) => user.uid);
  const stored = await sql<StoredProfile>`select ${sql.join(PROFILE_COLUMNS.map((c) => sql.ref(c)))}
    from weibo_users where uid = any(${users.map((u) => u.uid)}::varchar[])`.execute(db);
  if (stored.rows.length === 0) return [...users];
  const byUid = new Map(stored.rows.map((row) => [String(row.uid), row]));
  return users.filter((user) => {
    const row = byUid.get(user.uid);
    return !row || !sameProfile(row, user);
  });
}

function sameProfile(row: StoredProfile, user: WeiboUser): boolean {
  return (
    row.screen_name === user.screenName &&
    row.avatar === user.avatar &&
    row.gender === user.gender &&
    row.province === user.province &&
    row.city === user.city &&
    row.verified === user.verified &&
    Number(row.verified_type) === user.verifiedType &&
    (row.verified_type_ext === null ? null : Number(row.verified_type_ext)) === (user.verifiedTypeExt ?? null) &&
    row.verified_reason === user.verifiedReason &&
    Number(row.followers) === user.followers &&
    Number(row.follows) === user.follows &&
    Number(row.statuses) === user.statuses &&
    row.description === user.description &&
    sameTexts(row.categories, user.categories)
  );
}

function sameTexts(stored: unknown, given: readonly string[]): boolean {
  return Array.isArray(stored) && stored.length === given.length && stored.every((value, i) => value === given[i]);
}
