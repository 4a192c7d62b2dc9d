import { DAY_MS } from '@boguan/contracts/china-time';
import type { NameCount } from '@boguan/contracts/kol.api';
import {
  POST_BOARD_DEPTH,
  POST_BOARD_PERIODS,
  POST_BOARDS,
  type PostBoard,
  type PostBoardPeriod,
} from '@boguan/contracts/post-search';
import { stepStart } from '@boguan/weibo/analytics/post-rankings';
import { buildBrandMatcher, findBrandMentions } from '@boguan/weibo/text/brands';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunks } from '../weibo-data/upsert.sql.js';

/** How far back a blogger's organic posts are averaged for 恰饭效果 (docs/metrics.md). */
const ORGANIC_WINDOW_MS = 30 * DAY_MS;

interface RankedRow {
  category: string;
  rank: number;
  mid: string;
  uid: string;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  in_category: number;
}

/**
 * The top `depth` posts of the window per category of their author ('' = every post), in the
 * boards' order (interactions desc, newer first, then mid), with how many posts each category had.
 */
async function rankWindow(
  db: Kysely<Database>,
  window: { start: Date; end: Date },
  sponsoredOnly: boolean,
  depth: number,
): Promise<RankedRow[]> {
  const sponsored = sponsoredOnly ? sql`and sponsored` : sql``;
  const result = await sql<RankedRow>`
    with p as (
      select mid, uid, created_at, reposts, comments, likes, (reposts + comments + likes)::bigint as interactions
      from weibo_posts
      where created_at > ${window.start} and created_at <= ${window.end} and not deleted
        and reposts + comments + likes > 0 ${sponsored}
    ), c as (
      select p.*, ''::text as category from p
      union all
      select p.*, cat from p join weibo_users u on u.uid = p.uid cross join unnest(u.categories) as cat where cat <> ''
    ), r as (
      select c.*,
        row_number() over (partition by category order by interactions desc, created_at desc, mid collate "C" desc) as rank,
        count(*) over (partition by category) as in_category
      from c
    )
    select category, rank::int as rank, mid, uid, reposts, comments, likes, interactions, in_category::int as in_category
    from r where rank <= ${depth}
    order by category, rank`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    interactions: Number(row.interactions),
    in_category: Number(row.in_category),
  }));
}

/** Each blogger's organic average over the 30 days up to `end` (bloggers without organic posts are absent). */
async function organicAverages(db: Kysely<Database>, uids: readonly string[], end: Date): Promise<Map<string, number>> {
  const averages = new Map<string, number>();
  for (const batch of chunks([...uids], 1000)) {
    const rows = await sql<{ uid: string; avg: number }>`
      select uid, avg(reposts + comments + likes)::float8 as avg
      from weibo_posts
      where uid = any(${batch}) and created_at > ${new Date(end.getTime() - ORGANIC_WINDOW_MS)}
        and created_at <= ${end} and not deleted and not sponsored
      group by uid`.execute(db);
    for (const row of rows.rows) averages.set(row.uid, Number(row.avg));
  }
  return averages;
}

/** The brands each post's text names (cn name, else en name), through the engine's brand matcher. */
async function brandsOf(db: Kysely<Database>, mids: readonly string[]): Promise<Map<string, string[]>> {
  const brands = await db.selectFrom('brands').select(['id', 'cn_name', 'en_name', 'aliases']).execute();
  const matcher = buildBrandMatcher(
    brands.map((b) => ({ id: b.id, cnName: b.cn_name, enName: b.en_name, aliases: b.aliases })),
  );
  const nameOf = new Map(brands.map((b) => [b.id, b.cn_name || b.en_name]));
  const out = new Map<string, string[]>();
  for (const batch of chunks([...mids], 1000)) {
    const posts = await db.selectFrom('weibo_posts').select(['mid', 'text']).where('mid', 'in', batch).execute();
    for (const post of posts) {
      const ids = [...new Set(findBrandMentions(post.text, matcher).map((m) => m.brandId))];
      out.set(
        post.mid,
        ids.map((id) => nameOf.get(id) ?? id),
      );
    }
  }
  return out;
}

/** The categories on a board with the posts each had in the window, most first. */
function categoryCounts(rows: readonly RankedRow[]): NameCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.category !== '') counts.set(row.category, row.in_category);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * Computes one board for the step `now` falls in and replaces that step's stored board in one
 * transaction (a reader sees the old board or the new one, never half of it); the step before it
 * stays for the rank change, older ones are removed. Returns the rows stored.
 */
export async function refreshBoard(
  db: Kysely<Database>,
  board: PostBoard,
  period: PostBoardPeriod,
  now: Date,
): Promise<number> {
  const config = POST_BOARD_PERIODS[board][period];
  if (!config) throw new Error(`no ${period} period on the ${board} board`);
  const slot = stepStart(now, config.stepMs);
  const window = { start: new Date(now.getTime() - config.windowMs), end: now };
  const rows = await rankWindow(db, window, board === 'cake', POST_BOARD_DEPTH);
  const mids = [...new Set(rows.map((row) => row.mid))];
  const organic =
    board === 'cake' ? await organicAverages(db, [...new Set(rows.map((row) => row.uid))], now) : new Map();
  const brands = board === 'cake' ? await brandsOf(db, mids) : new Map<string, string[]>();
  const posts = rows.find((row) => row.category === '')?.in_category ?? 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('post_rank_rows')
      .where('board', '=', board)
      .where('period', '=', period)
      .where('slot', '=', slot)
      .execute();
    for (const batch of chunks(rows, 1000)) {
      await trx
        .insertInto('post_rank_rows')
        .values(
          batch.map((row) => ({
            board,
            period,
            slot,
            category: row.category,
            rank: row.rank,
            mid: row.mid,
            uid: row.uid,
            reposts: row.reposts,
            comments: row.comments,
            likes: row.likes,
            interactions: row.interactions,
            organic_avg: organic.get(row.uid) ?? null,
            brands: brands.get(row.mid) ?? [],
          })),
        )
        .execute();
    }
    const values = {
      computed_at: now,
      window_start: window.start,
      window_end: window.end,
      posts,
      categories: JSON.stringify(categoryCounts(rows)),
    };
    await trx
      .insertInto('post_rank_slots')
      .values({ board, period, slot, ...values })
      .onConflict((oc) => oc.columns(['board', 'period', 'slot']).doUpdateSet(values))
      .execute();
    // Keep this step and the one before it.
    const previous = await trx
      .selectFrom('post_rank_slots')
      .select('slot')
      .where('board', '=', board)
      .where('period', '=', period)
      .where('slot', '<', slot)
      .orderBy('slot', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (previous) {
      for (const table of ['post_rank_rows', 'post_rank_slots'] as const) {
        await trx
          .deleteFrom(table)
          .where('board', '=', board)
          .where('period', '=', period)
          .where('slot', '<', previous.slot)
          .execute();
      }
    }
  });
  return rows.length;
}

/** Every board and period, one after the other: what the `analyze.post_ranks` job runs. */
export async function refreshPostBoards(db: Kysely<Database>, now: Date): Promise<Record<string, number>> {
  const stored: Record<string, number> = {};
  for (const board of POST_BOARDS) {
    for (const period of Object.keys(POST_BOARD_PERIODS[board]) as PostBoardPeriod[]) {
      stored[`${board}_${period}`] = await refreshBoard(db, board, period, now);
    }
  }
  return stored;
}
