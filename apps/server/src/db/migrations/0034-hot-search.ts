import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// hot_search_snapshots grows by a whole list every capture, forever. Two summaries, kept in the
// same transaction as the snapshot writes (docs/hot-search.md), answer every screen without
// walking it:
// - hot_search_captures: one row per capture (when, how many entries, where from), for the latest
//   capture, the capture at or before a minute, the kept range and the spacing between captures;
// - hot_search_days: one row per China day and word (organic and paid apart) with the day's
//   figures, so a day's summary and an entry's life are read from a few rows per day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hot_search_captures')
    .addColumn('captured_at', 'timestamptz', (c) => c.primaryKey())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hot_search_days')
    // China date 'YYYY-MM-DD' (text so both engines compare and return it alike).
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('word', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_ad', 'boolean', (c) => c.notNull())
    // The category of the word's last capture that day.
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('peak_rank', 'smallint')
    .addColumn('peak_rank_at', 'timestamptz')
    .addColumn('peak_heat', 'bigint', (c) => c.notNull())
    // Intervals ending this day between consecutive captures that both show the word.
    .addColumn('seconds_on_list', 'integer', (c) => c.notNull())
    // The same intervals where both captures show it at #1.
    .addColumn('seconds_at_top', 'integer', (c) => c.notNull())
    .addColumn('captures', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hot_search_days_pk', ['day', 'word', 'is_ad'])
    .execute();
  // An entry's life: every day of a word.
  await sql`create index hot_search_days_word_idx on hot_search_days (word, day)`.execute(db);

  // Data stored before this migration is summarised once, set-based.
  await sql`
    insert into hot_search_captures (captured_at, entries, origin)
    select captured_at, count(*)::int, min(origin) from hot_search_snapshots group by captured_at`.execute(db);
  await sql`
    with caps as (
      select captured_at, lag(captured_at) over (order by captured_at) as prev_at from hot_search_captures
    ),
    held as (
      select s.word, s.is_ad, s.captured_at, s.rank, s.heat, s.category,
        to_char((s.captured_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
        -- A gap of more than 4 hours between captures is a hole in the record, not time on the list.
        case when p.word is null or s.captured_at - c.prev_at > interval '4 hours' then 0
          else extract(epoch from s.captured_at - c.prev_at) end as seconds,
        (p.word is not null and s.rank = 1 and p.rank = 1) as at_top
      from hot_search_snapshots s
      join caps c on c.captured_at = s.captured_at
      left join hot_search_snapshots p on p.captured_at = c.prev_at and p.word = s.word and p.is_ad = s.is_ad
    ),
    ranked as (select h.*, min(rank) over (partition by day, word, is_ad) as best from held h)
    insert into hot_search_days (day, word, is_ad, category, first_seen, last_seen, peak_rank, peak_rank_at,
      peak_heat, seconds_on_list, seconds_at_top, captures)
    select day, word, is_ad, (array_agg(category order by captured_at desc))[1], min(captured_at), max(captured_at),
      min(rank), min(captured_at) filter (where rank = best), max(heat), round(sum(seconds))::int,
      round(coalesce(sum(seconds) filter (where at_top), 0))::int, count(*)::int
    from ranked group by day, word, is_ad`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hot_search_days').ifExists().execute();
  await db.schema.dropTable('hot_search_captures').ifExists().execute();
}
