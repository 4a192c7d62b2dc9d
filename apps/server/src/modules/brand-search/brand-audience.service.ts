import { BRAND_INTERESTS, BRAND_REGIONS } from '@boguan/contracts/brand-search';
import type { AudienceRow, BrandAudience } from '@boguan/contracts/brand-search.api';
import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type BrandView, periodFields } from './brand-detail.access.js';
import { mentionUsers } from './brand-detail.repository.js';

const UNKNOWN = '未知';

function tally(keys: Iterable<string>, counts: Map<string, number>): void {
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Rows of a breakdown, most common first (then by key); each share of all `n` users with its interval. */
function rows(counts: Map<string, number>, n: number, label: (key: string) => string, limit?: number): AudienceRow[] {
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit);
  return sorted.map(([key, count]) => ({ key, label: label(key), count, share: shareInterval(count, n) }));
}

/** A fixed set of keys, each listed even at 0, in their own order. */
function fixedRows(keys: readonly string[], counts: Map<string, number>, n: number, label: (key: string) => string) {
  return keys.map((key) => {
    const count = counts.get(key) ?? 0;
    return { key, label: label(key), count, share: shareInterval(count, n) };
  });
}

/**
 * Who mentions the brand: the distinct authors of its mentioning posts over the period. Every share
 * is of all of them (n), with its Wilson 95 % interval; a user without a stored profile counts as
 * unknown gender, region and unverified. Interests are the users' categories: a user may have several,
 * so those shares need not add up to 1.
 */
export async function brandAudience(db: Kysely<Database>, view: BrandView): Promise<BrandAudience> {
  const users = await mentionUsers(db, view.card.brand_id, view.from, view.to);
  const n = users.length;
  const gender = new Map<string, number>();
  const region = new Map<string, number>();
  const verify = new Map<string, number>();
  const interests = new Map<string, number>();
  for (const user of users) {
    tally([user.gender === 'm' || user.gender === 'f' ? user.gender : 'n'], gender);
    tally([user.province?.trim() || UNKNOWN], region);
    tally([user.verify_badge && user.verify_badge in VERIFY_LABELS ? user.verify_badge : 'none'], verify);
    tally(new Set((user.categories ?? []).filter((c) => c.trim() !== '')), interests);
  }
  return {
    ...periodFields(view),
    users: n,
    gender: fixedRows(['f', 'm', 'n'], gender, n, (k) => GENDER_LABELS[k as keyof typeof GENDER_LABELS]),
    region: rows(region, n, (k) => k, BRAND_REGIONS),
    verification: fixedRows(
      Object.keys(VERIFY_LABELS),
      verify,
      n,
      (k) => VERIFY_LABELS[k as keyof typeof VERIFY_LABELS],
    ),
    interests: rows(interests, n, (k) => k, BRAND_INTERESTS),
  };
}
