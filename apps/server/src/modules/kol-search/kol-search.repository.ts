import { DAY_MS } from '@boguan/contracts/china-time';
import type { KolSort, SortOrder } from '@boguan/contracts/kol-search';
import type { KolSearchFilters, KolSearchOptions } from '@boguan/contracts/kol-search.api';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { matches } from '../search/search.repository.js';

/** The blogger_stats column each sort key reads (each indexed desc with kol_id, except the last two). */
export const SORT_COLUMNS = {
  fans: 'followers',
  avg_interactions: 'avg_interactions_30d',
  engagement_rate: 'engagement_rate_30d',
  posts_30d: 'posts_30d',
  growth_7d: 'growth_7d',
  influence_week: 'influence_week',
  sponsored_share: 'sponsored_share_30d',
  last_post_at: 'last_post_at',
} as const satisfies Record<KolSort, keyof Database['blogger_stats']>;

type StatsQuery = SelectQueryBuilder<Database & { s: Database['blogger_stats'] }, 's', object>;

/**
 * The search's WHERE over blogger_stats alone; the keyword is the only part that needs the
 * profile, as a uid subquery through the GIN index on weibo_users.search_text.
 */
function filteredStats(db: Kysely<Database>, f: KolSearchFilters, tokens: string[], now: Date): StatsQuery {
  let q = db.selectFrom('blogger_stats as s') as unknown as StatsQuery;
  if (tokens.length > 0) {
    // Word matches as the header search does; stored text is kept cut like queries (search-text job).
    const matching = db.selectFrom('weibo_users').select('uid').where(matches(tokens));
    q = q.where('s.uid', 'in', matching);
  }
  // `@>` so the GIN index on categories is used.
  if (f.category) q = q.where(sql<boolean>`s.categories @> ${[f.category]}::text[]`);
  if (f.fans_min !== undefined) q = q.where('s.followers', '>=', f.fans_min);
  if (f.fans_max !== undefined) q = q.where('s.followers', '<=', f.fans_max);
  if (f.verify.length > 0) q = q.where('s.verify_badge', 'in', f.verify);
  if (f.gender) q = q.where('s.gender', '=', f.gender);
  if (f.province) q = q.where('s.province', '=', f.province);
  if (f.city) q = q.where('s.city', '=', f.city);
  if (f.interact_min !== undefined) q = q.where('s.avg_interactions_30d', '>=', f.interact_min);
  if (f.interact_max !== undefined) q = q.where('s.avg_interactions_30d', '<=', f.interact_max);
  // Rates are stored as ratios and typed as percentages.
  if (f.engage_min !== undefined) q = q.where('s.engagement_rate_30d', '>=', f.engage_min / 100);
  if (f.engage_max !== undefined) q = q.where('s.engagement_rate_30d', '<=', f.engage_max / 100);
  if (f.sponsored_max !== undefined) q = q.where('s.sponsored_share_30d', '<=', f.sponsored_max / 100);
  if (f.active_days !== undefined)
    q = q.where('s.last_post_at', '>=', new Date(now.getTime() - f.active_days * DAY_MS));
  return q;
}

export async function countMatches(
  db: Kysely<Database>,
  f: KolSearchFilters,
  tokens: string[],
  now: Date,
): Promise<number> {
  return countRows(filteredStats(db, f, tokens, now));
}

/**
 * kol_ids of one slice in the asked order. Ties break on kol_id (the index's second column,
 * walked in the same direction) so pages never overlap or skip; bloggers without any post sort
 * last whichever way last_post_at is ordered.
 */
export async function matchingIds(
  db: Kysely<Database>,
  f: KolSearchFilters,
  tokens: string[],
  now: Date,
  slice: { sort: KolSort; order: SortOrder; offset: number; limit: number },
): Promise<number[]> {
  if (slice.limit <= 0) return [];
  const column = sql.ref(`s.${SORT_COLUMNS[slice.sort]}`);
  const direction = slice.order === 'asc' ? sql`asc` : sql`desc`;
  const tie = slice.order === 'asc' ? sql`desc` : sql`asc`;
  const rows = await filteredStats(db, f, tokens, now)
    .select('s.kol_id')
    .orderBy(sql`${column} ${direction} nulls last, s.kol_id ${tie}`)
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map((row) => row.kol_id);
}

/** Categories and provinces (with their cities) that bloggers actually have, most common first. */
export async function searchOptions(db: Kysely<Database>): Promise<KolSearchOptions> {
  const [categories, places] = await Promise.all([
    sql<{ name: string; count: number }>`
      select c as name, count(*)::int as count
      from blogger_stats, unnest(categories) as c
      where c <> ''
      group by c order by count desc, c`.execute(db),
    db
      .selectFrom('blogger_stats')
      .select(['province', 'city', (eb) => eb.fn.countAll<number>().as('count')])
      .where('province', '<>', '')
      .groupBy(['province', 'city'])
      .execute(),
  ]);
  const provinces = new Map<string, { name: string; count: number; cities: Array<{ name: string; count: number }> }>();
  for (const row of places) {
    const count = Number(row.count);
    const entry = provinces.get(row.province) ?? { name: row.province, count: 0, cities: [] };
    entry.count += count;
    if (row.city) entry.cities.push({ name: row.city, count });
    provinces.set(row.province, entry);
  }
  const byCount = (a: { name: string; count: number }, b: { name: string; count: number }) =>
    b.count - a.count || a.name.localeCompare(b.name, 'zh-CN');
  return {
    categories: categories.rows.map((row) => ({ name: row.name, count: Number(row.count) })),
    provinces: [...provinces.values()].sort(byCount).map((p) => ({ ...p, cities: p.cities.sort(byCount) })),
  };
}
