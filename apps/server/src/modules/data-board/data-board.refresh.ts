import { addDays, chinaDate, chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import {
  DATA_BOARD_NO_CATEGORY,
  DATA_BOARD_NO_REGION,
  DATA_BOARD_NO_VERIFY,
  DATA_BOARD_TOP,
} from '@boguan/contracts/data-board';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chinaDayOf } from '../hot-search/hot-search-summary.sql.js';

type Db = Kysely<Database>;

/*
 * The dashboard's daily summaries (docs/data-board.md, "How the days are kept"): per finished China
 * day, weibo_posts summed (data_board_days), shared out by the authors' category, the posts'
 * region and the authors' verification (data_board_shares), and the day's top bloggers and posts
 * (data_board_bloggers, data_board_posts). Each write rewrites whole days in one transaction, so a
 * reader sees a day either before or after, never half.
 */

/** Serialises the writers (the periodic job, the daily rebuild): two never interleave a day. */
const LOCK = 'data_board';

const TABLES = ['data_board_days', 'data_board_shares', 'data_board_bloggers', 'data_board_posts'] as const;

/**
 * Days before today recomputed at every run: a post's counts are collected again for 48 hours
 * after it is posted, so the interactions of the last days still move.
 */
export const DATA_BOARD_RECENT = 3;

/** The day before a China date column, as text (both engines). */
const dayBefore = (column: string) => sql<string>`to_char(to_date(${sql.ref(column)}, 'YYYY-MM-DD') - 1, 'YYYY-MM-DD')`;

const interactions = sql`(reposts::bigint + comments + likes)`;

/** Writes the summaries of the days from..to (both included), whose rows were removed first. */
async function writeDays(trx: Db, from: string, to: string, now: Date): Promise<number> {
  const start = chinaDayStart(from);
  const end = chinaDayEnd(to);
  const written = await sql`
    insert into data_board_days (day, posts, stored, bloggers, reposts, comments, likes, computed_at)
    select ${chinaDayOf('created_at')}, (count(*) filter (where not deleted))::int, count(*)::int,
      (count(distinct uid) filter (where not deleted))::int,
      coalesce(sum(reposts) filter (where not deleted), 0)::bigint,
      coalesce(sum(comments) filter (where not deleted), 0)::bigint,
      coalesce(sum(likes) filter (where not deleted), 0)::bigint,
      ${now}::timestamptz
    from weibo_posts
    where created_at >= ${start} and created_at < ${end}
    group by 1`.execute(trx);

  // Each post once per dimension: its author's first category, its own region (else the author's
  // province), its author's verification; an author not stored counts as unknown.
  await sql`
    insert into data_board_shares (day, dimension, name, posts)
    select x.day, d.dimension, left(d.name, 40), count(*)::int
    from (
      select ${chinaDayOf('p.created_at')} as day,
        coalesce(nullif(u.categories[1], ''), ${DATA_BOARD_NO_CATEGORY}::text) as category,
        coalesce(nullif(p.region, ''), nullif(u.province, ''), ${DATA_BOARD_NO_REGION}::text) as region,
        coalesce(u.verify_badge, ${DATA_BOARD_NO_VERIFY}::text) as verify
      from weibo_posts p left join weibo_users u on u.uid = p.uid
      where p.created_at >= ${start} and p.created_at < ${end} and not p.deleted
    ) x
    cross join lateral (values ('category', x.category), ('region', x.region), ('verify', x.verify)) as d(dimension, name)
    group by 1, 2, 3`.execute(trx);

  // Every author of each day and of the day before `from` ranked, so a top blogger's rank the day
  // before is its rank among all that day's authors.
  await sql`
    with b as (
      select ${chinaDayOf('created_at')} as day, uid, count(*)::int as posts,
        sum(${interactions})::bigint as interactions
      from weibo_posts
      where created_at >= ${chinaDayStart(addDays(from, -1))} and created_at < ${end} and not deleted
      group by 1, 2
    ),
    r as (
      select b.*, row_number() over (partition by day order by interactions desc, posts desc, uid collate "C") as rank
      from b
    )
    insert into data_board_bloggers (day, rank, uid, posts, interactions, prev_rank, prev_interactions)
    select r.day, r.rank, r.uid, r.posts, r.interactions, q.rank, coalesce(q.interactions, 0)
    from r left join r q on q.uid = r.uid and q.day = ${dayBefore('r.day')}
    where r.rank <= ${DATA_BOARD_TOP} and r.day >= ${from}`.execute(trx);

  await sql`
    insert into data_board_posts (day, rank, mid, reposts, comments, likes)
    select day, rank, mid, reposts, comments, likes
    from (
      select ${chinaDayOf('created_at')} as day, mid, reposts, comments, likes,
        row_number() over (partition by ${chinaDayOf('created_at')} order by ${interactions} desc, mid collate "C") as rank
      from weibo_posts
      where created_at >= ${start} and created_at < ${end} and not deleted
    ) x
    where rank <= ${DATA_BOARD_TOP}`.execute(trx);
  return Number(written.numAffectedRows ?? 0);
}

/** Rewrites the days from..to (China dates, both included); returns the days written. */
export async function refreshDataBoardDays(db: Db, from: string, to: string, now: Date): Promise<number> {
  if (from > to) return 0;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${LOCK}))`.execute(trx);
    for (const table of TABLES) await trx.deleteFrom(table).where('day', '>=', from).where('day', '<=', to).execute();
    return writeDays(trx, from, to, now);
  });
}

/** Rewrites every finished day from the first stored post on (and drops every other row). */
export async function rebuildDataBoard(db: Db, now: Date): Promise<number> {
  const today = chinaDate(now);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${LOCK}))`.execute(trx);
    for (const table of TABLES) await trx.deleteFrom(table).execute();
    const first = await sql<{ at: Date | null }>`select min(created_at) as at from weibo_posts`.execute(trx);
    const at = first.rows[0]?.at;
    if (!at) return 0;
    const from = chinaDate(new Date(at));
    const to = addDays(today, -1);
    return from > to ? 0 : writeDays(trx, from, to, now);
  });
}

/**
 * Whether the summaries of the days before `from` still count every stored post of them: the posts
 * they counted against an index-only count of weibo_posts. An import or a backfill of past posts
 * makes them differ; the days from `from` on are rewritten at every run anyway.
 */
export async function olderDaysInStep(db: Db, from: string): Promise<boolean> {
  const result = await sql<{ stored: number; summed: number }>`
    select (select count(*) from weibo_posts where created_at < ${chinaDayStart(from)})::bigint as stored,
      (select coalesce(sum(stored), 0) from data_board_days where day < ${from})::bigint as summed`.execute(db);
  const row = result.rows[0];
  return row !== undefined && Number(row.stored) === Number(row.summed);
}

/**
 * One run of the job: the last DATA_BOARD_RECENT finished days; everything when the older days no
 * longer count the stored posts, and daily (`full`), which also catches posts deleted since and
 * authors whose category, province or verification changed.
 */
export async function keepDataBoard(db: Db, now: Date, full = false): Promise<{ rebuilt: boolean; days: number }> {
  const today = chinaDate(now);
  const from = addDays(today, -DATA_BOARD_RECENT);
  if (full || !(await olderDaysInStep(db, from))) return { rebuilt: true, days: await rebuildDataBoard(db, now) };
  return { rebuilt: false, days: await refreshDataBoardDays(db, from, addDays(today, -1), now) };
}
