import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/* What the report reads of a task's collected posts (stored in weibo_posts, authors in weibo_users). */

/** The newest `limit` posts of the task: their text and model score (words and sentiment). */
export async function samplePosts(db: Kysely<Database>, taskId: number, limit: number) {
  return db
    .selectFrom('topic_mon_posts as t')
    .innerJoin('weibo_posts as p', 'p.mid', 't.mid')
    .select(['p.mid', 'p.uid', 'p.text', 'p.parent_mid', 'p.sentiment_score'])
    .where('t.task_id', '=', taskId)
    .orderBy('t.posted_at', 'desc')
    .orderBy('t.mid', 'desc')
    .limit(limit)
    .execute();
}

/** Distinct bloggers of the task's posts. */
export async function bloggerCount(db: Kysely<Database>, taskId: number): Promise<number> {
  const row = await db
    .selectFrom('topic_mon_posts as t')
    .innerJoin('weibo_posts as p', 'p.mid', 't.mid')
    .select(sql<number>`count(distinct p.uid)::int`.as('n'))
    .where('t.task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The task's posts with the most interactions (reposts + comments + likes), with their authors. */
export async function topPosts(db: Kysely<Database>, taskId: number, limit: number) {
  return db
    .selectFrom('topic_mon_posts as t')
    .innerJoin('weibo_posts as p', 'p.mid', 't.mid')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      'p.mid',
      'p.bid',
      'p.uid',
      'p.text',
      'p.created_at',
      'p.reposts',
      'p.comments',
      'p.likes',
      'p.parent_mid',
      'p.origin',
      'u.screen_name',
      'u.avatar',
      'u.verify_badge',
    ])
    .where('t.task_id', '=', taskId)
    .orderBy(sql`p.reposts + p.comments + p.likes`, 'desc')
    .orderBy('p.mid')
    .limit(limit)
    .execute();
}

/** The bloggers with the most posts in the task (then the most interactions on them). */
export async function topBloggers(db: Kysely<Database>, taskId: number, limit: number) {
  const result = await sql<{
    uid: string;
    screen_name: string | null;
    avatar: string | null;
    verify_badge: string | null;
    followers: number | null;
    posts: number;
    interactions: number;
  }>`
    select p.uid, u.screen_name, u.avatar, u.verify_badge, u.followers,
           count(*)::int as posts, sum(p.reposts + p.comments + p.likes)::bigint as interactions
      from topic_mon_posts t
      join weibo_posts p on p.mid = t.mid
      left join weibo_users u on u.uid = p.uid
     where t.task_id = ${taskId}
     group by p.uid, u.screen_name, u.avatar, u.verify_badge, u.followers
     order by posts desc, interactions desc, p.uid
     limit ${limit}`.execute(db);
  return result.rows;
}

/** The profiles of the given accounts as stored. */
export async function storedUsers(db: Kysely<Database>, uids: readonly string[]) {
  if (uids.length === 0) return [];
  return db
    .selectFrom('weibo_users')
    .selectAll()
    .where('uid', 'in', [...uids])
    .execute();
}

/** A topic host's card fields, when the account is stored. */
export async function hostProfile(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('weibo_users')
    .select(['uid', 'screen_name', 'avatar', 'verify_badge', 'followers'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}
