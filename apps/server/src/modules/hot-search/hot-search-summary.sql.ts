import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import { HOT_MAX_GAP_HOURS } from '@boguan/contracts/hot-search';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The hot-search summaries (hot_search_captures, hot_search_days; docs/hot-search.md) kept in the
 * transaction that writes snapshots. A write recomputes, from the stored snapshots, every
 * (China day, word) whose figures it can change: the words of the captures it wrote and the words
 * of the capture right after each (whose "previous capture" may now be a new one). Recomputing from
 * what is stored, never adding to what was summed, makes imports in any order and re-imports give
 * the same figures as one write of everything.
 */

/**
 * The longest interval between consecutive captures counted as time on the list (docs/metrics.md):
 * a longer one is a hole in the record (collector down, archive hours missing), not time seen.
 */
const MAX_GAP = sql`interval '${sql.raw(String(HOT_MAX_GAP_HOURS))} hours'`;

/** Serialises the writers: two writers recomputing the same day would each miss the other's rows. */
const SUMMARY_LOCK = 'hot_search_summaries';

/** China date 'YYYY-MM-DD' of a timestamptz column, the same on both engines whatever the session time zone. */
export const chinaDayOf = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export async function refreshHotSearchSummaries(
  trx: Kysely<Database>,
  capturedAts: readonly Date[],
  origin: string,
): Promise<void> {
  if (capturedAts.length === 0) return;
  const times = [...new Set(capturedAts.map((at) => at.toISOString()))];
  await sql`select pg_advisory_xact_lock(hashtext(${SUMMARY_LOCK}))`.execute(trx);
  await sql`
    insert into hot_search_captures (captured_at, entries, origin)
    select captured_at, count(*)::int, ${origin} from hot_search_snapshots
    where captured_at = any(${times}::timestamptz[]) group by captured_at
    on conflict (captured_at) do update set entries = excluded.entries`.execute(trx);
  const touched = await sql<{ day: string; word: string }>`
    with given as (select unnest(${times}::timestamptz[]) as t),
    following as (
      select (select min(c.captured_at) from hot_search_captures c where c.captured_at > g.t) as t from given g
    ),
    captures as (select t from given union select t from following where t is not null)
    select distinct ${chinaDayOf('s.captured_at')} as day, s.word
    from hot_search_snapshots s join captures on s.captured_at = captures.t`.execute(trx);
  const wordsByDay = new Map<string, string[]>();
  for (const row of touched.rows) {
    const words = wordsByDay.get(row.day);
    if (words) words.push(row.word);
    else wordsByDay.set(row.day, [row.word]);
  }
  for (const [day, words] of wordsByDay) await recomputeDay(trx, day, words);
}

/**
 * The figures of `words` on China day `day`, from that day's snapshots and the capture before the
 * day's first (an interval ending at 00:05 counts for the day it ends in). Time on list follows
 * packages/weibo/src/analytics/hot-search.ts: the sum of intervals between consecutive captures
 * that both show the word, each at most HOT_MAX_GAP_HOURS long (its `maxGapMs`).
 */
async function recomputeDay(trx: Kysely<Database>, day: string, words: readonly string[]): Promise<void> {
  const lo = chinaDayStart(day);
  const hi = chinaDayStart(addDays(day, 1));
  await trx.deleteFrom('hot_search_days').where('day', '=', day).where('word', 'in', words).execute();
  await sql`
    with caps as (
      select captured_at, lag(captured_at) over (order by captured_at) as prev_at
      from hot_search_captures
      where captured_at < ${hi}
        and captured_at >= coalesce((select max(captured_at) from hot_search_captures where captured_at < ${lo}), ${lo})
    ),
    held as (
      select s.word, s.is_ad, s.captured_at, s.rank, s.heat, s.category,
        case when p.word is null or s.captured_at - c.prev_at > ${MAX_GAP} then 0
          else extract(epoch from s.captured_at - c.prev_at) end as seconds,
        (p.word is not null and s.rank = 1 and p.rank = 1) as at_top
      from hot_search_snapshots s
      join caps c on c.captured_at = s.captured_at
      left join hot_search_snapshots p on p.captured_at = c.prev_at and p.word = s.word and p.is_ad = s.is_ad
      where s.captured_at >= ${lo} and s.captured_at < ${hi} and s.word = any(${words}::text[])
    ),
    ranked as (select h.*, min(rank) over (partition by word, is_ad) as best from held h)
    insert into hot_search_days (day, word, is_ad, category, first_seen, last_seen, peak_rank, peak_rank_at,
      peak_heat, seconds_on_list, seconds_at_top, captures)
    select ${day}, word, is_ad, (array_agg(category order by captured_at desc))[1], min(captured_at),
      max(captured_at), min(rank), min(captured_at) filter (where rank = best), max(heat),
      round(sum(seconds))::int, round(coalesce(sum(seconds) filter (where at_top), 0))::int, count(*)::int
    from ranked group by word, is_ad`.execute(trx);
}

/** Runs `work` in a transaction, or in the caller's when it already holds one. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
