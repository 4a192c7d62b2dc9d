import { DAY_MS } from '@boguan/contracts/china-time';
import type { CountPoint } from '@boguan/weibo/analytics/post-growth';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * What the report reads: a followed post's snapshots cut into the task's intervals, the history's
 * mini trends, the comments' scores and the blogger's recent posts.
 */

/**
 * The counts of a post at the end of each interval of its monitoring: bucket k holds the polls in
 * (start + (k-1)·interval, start + k·interval] and keeps the last one (bucket 0 is the baseline
 * read at the start). Polls of other tools watching the same post fall into the same buckets, so
 * the table has one row per interval whoever polled.
 */
export async function intervalPoints(
  db: Kysely<Database>,
  mid: string,
  span: { start: Date; end: Date; intervalMs: number },
): Promise<CountPoint[]> {
  const result = await sql<{ at: Date; reposts: number; comments: number; likes: number }>`
    select distinct on (b) at, reposts, comments, likes from (
      select ceil(extract(epoch from (s.at - ${span.start}::timestamptz)) * 1000 / ${span.intervalMs})::bigint as b,
             s.at, s.reposts, s.comments, s.likes
        from post_snapshots s
       where s.mid = ${mid} and s.at >= ${span.start} and s.at <= ${span.end}) x
    order by b, at desc`.execute(db);
  return result.rows.map((r) => ({
    at: new Date(r.at),
    reposts: Number(r.reposts),
    comments: Number(r.comments),
    likes: Number(r.likes),
  }));
}

/**
 * The mini trend of each task's first post: its monitoring span cut into `points` buckets, the last
 * poll of each. One statement for a page of the history.
 */
export async function miniTrends(
  db: Kysely<Database>,
  taskIds: readonly number[],
  points: number,
): Promise<Map<number, CountPoint[]>> {
  const out = new Map<number, CountPoint[]>();
  if (taskIds.length === 0) return out;
  const result = await sql<{ task_id: number; at: Date; reposts: number; comments: number; likes: number }>`
    select distinct on (task_id, b) task_id, at, reposts, comments, likes from (
      select p.task_id, s.at, s.reposts, s.comments, s.likes,
             ceil(extract(epoch from (s.at - p.started_at))
                  / greatest(extract(epoch from (p.until - p.started_at)) / ${points}, 1))::bigint as b
        from art_mon_tasks t
        join art_mon_posts p on p.task_id = t.id and p.mid = t.mid
        join post_snapshots s on s.mid = p.mid and s.at >= p.started_at and s.at <= coalesce(p.ended_at, p.until)
       where t.id in (${sql.join(taskIds.map((id) => sql`${id}`))})) x
    order by task_id, b, at desc`.execute(db);
  for (const row of result.rows) {
    const id = Number(row.task_id);
    const list = out.get(id) ?? [];
    list.push({
      at: new Date(row.at),
      reposts: Number(row.reposts),
      comments: Number(row.comments),
      likes: Number(row.likes),
    });
    out.set(id, list);
  }
  return out;
}

/** The newest `limit` comments' model scores (the sample the sentiment split reads). */
export async function commentScores(db: Kysely<Database>, mid: string, limit: number) {
  return db
    .selectFrom('weibo_comments')
    .select(['id', 'sentiment_score as score'])
    .where('mid', '=', mid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The blogger's original posts of the `days` before `before`, newest first, the post itself left out. */
export async function recentOriginals(
  db: Kysely<Database>,
  post: { uid: string; mid: string; before: Date },
  days: number,
  limit: number,
) {
  return db
    .selectFrom('weibo_posts')
    .select(['reposts', 'comments', 'likes'])
    .where('uid', '=', post.uid)
    .where('created_at', '<', post.before)
    .where('created_at', '>=', new Date(post.before.getTime() - days * DAY_MS))
    .where('mid', '!=', post.mid)
    .where('parent_mid', 'is', null)
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
