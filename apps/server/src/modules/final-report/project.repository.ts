import type { ProjectPostSort } from '@boguan/contracts/final-report';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { POST_FIGURE_COLUMNS } from './final-report.repository.js';
import type { CampaignProjectsTable } from './final-report.tables.js';

export type ProjectRow = Selectable<CampaignProjectsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** China date of a timestamp column: China time is UTC+8 all year, so a fixed shift is exact. */
const chinaDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export async function countProjects(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('campaign_projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertProject(
  db: Db,
  p: {
    userId: number;
    name: string;
    brand: string;
    startDate: string;
    endDate: string;
    budgetFen: number | null;
    now: Date;
  },
): Promise<ProjectRow> {
  return db
    .insertInto('campaign_projects')
    .values({
      user_id: p.userId,
      name: p.name,
      brand: p.brand,
      start_date: p.startDate,
      end_date: p.endDate,
      budget_fen: p.budgetFen,
      created_at: p.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One project of one user: another user's id reads as missing. */
export async function ownProject(db: Kysely<Database>, userId: number, id: number): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('campaign_projects')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks the project's row for a change of its posts (count, then insert, under the lock). */
export async function lockProject(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.selectFrom('campaign_projects').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Projects with their post count and their posts' current interactions (deleted posts left out). */
function withFigures(db: Kysely<Database>) {
  return db
    .selectFrom('campaign_projects as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('campaign_project_posts as pp')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('pp.project_id', '=', 'c.id')
        .as('posts'),
      eb
        .selectFrom('campaign_project_posts as pp')
        .innerJoin('weibo_posts as w', 'w.mid', 'pp.mid')
        .select(sql<number>`coalesce(sum(w.reposts + w.comments + w.likes), 0)`.as('n'))
        .whereRef('pp.project_id', '=', 'c.id')
        .where('w.deleted', '=', false)
        .as('interactions'),
    ]);
}
export type ProjectWithFigures = ProjectRow & { posts: number; interactions: number };

const figures = (row: ProjectRow & { posts: number | null; interactions: number | null }): ProjectWithFigures => ({
  ...row,
  posts: Number(row.posts ?? 0),
  interactions: Number(row.interactions ?? 0),
});

export async function listProjects(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    withFigures(db)
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countProjects(db, userId),
  ]);
  return { rows: rows.map(figures), total };
}

export async function projectWithFigures(db: Kysely<Database>, id: number): Promise<ProjectWithFigures> {
  return figures(await withFigures(db).where('c.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteProject(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('campaign_projects').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** A project's mids in the order they were added. */
export async function projectMidList(db: Db, projectId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_project_posts')
    .select('mid')
    .where('project_id', '=', projectId)
    .orderBy('added_at')
    .orderBy('mid')
    .execute();
  return rows.map((r) => r.mid);
}

/** Adds posts (already in: skipped); returns how many were new. */
export async function insertProjectPosts(db: Db, projectId: number, mids: readonly string[], now: Date) {
  if (mids.length === 0) return 0;
  const rows = await db
    .insertInto('campaign_project_posts')
    .values(mids.map((mid) => ({ project_id: projectId, mid, added_at: now })))
    .onConflict((oc) => oc.columns(['project_id', 'mid']).doNothing())
    .returning('mid')
    .execute();
  return rows.length;
}

export async function removeProjectPost(db: Db, projectId: number, mid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('campaign_project_posts')
    .where('project_id', '=', projectId)
    .where('mid', '=', mid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A project's posts joined to their stored figures and authors. */
function postRows(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom('campaign_project_posts as pp')
    .innerJoin('weibo_posts as p', 'p.mid', 'pp.mid')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .where('pp.project_id', '=', projectId)
    .select([...POST_FIGURE_COLUMNS, 'p.collected_at', 'pp.added_at', 'u.screen_name', 'u.avatar', 'u.followers']);
}
export type ProjectPostRow = Awaited<ReturnType<ReturnType<typeof postRows>['execute']>>[number];

const SORTS: Record<ProjectPostSort, ReturnType<typeof sql<number>>> = {
  added_at: sql`pp.added_at`,
  created_at: sql`p.created_at`,
  interactions: sql`(p.reposts + p.comments + p.likes)`,
  reposts: sql`p.reposts`,
  comments: sql`p.comments`,
  likes: sql`p.likes`,
};

export async function projectPostPage(
  db: Kysely<Database>,
  projectId: number,
  q: { sort: ProjectPostSort; order: SortOrder; limit: number; offset: number },
): Promise<{ rows: ProjectPostRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    postRows(db, projectId)
      .orderBy(SORTS[q.sort], q.order)
      .orderBy('p.mid', q.order)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    db
      .selectFrom('campaign_project_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function allProjectPosts(db: Kysely<Database>, projectId: number): Promise<ProjectPostRow[]> {
  return postRows(db, projectId).orderBy('pp.added_at').orderBy('p.mid').execute();
}

/** The newest `perPost` stored comments of each post, at most `max` in all. */
export async function commentSample(db: Kysely<Database>, mids: readonly string[], perPost: number, max: number) {
  if (mids.length === 0) return [];
  const rows = await sql<{ id: string; text: string; score: number | null }>`
    select id, text, sentiment_score as score from (
      select id, text, sentiment_score, created_at,
        row_number() over (partition by mid order by created_at desc, id desc) as n
      from weibo_comments where mid in (${sql.join([...mids])})
    ) c where n <= ${perPost} order by created_at desc, id desc limit ${max}`.execute(db);
  return rows.rows;
}

/** The last count reading of each post on each China day in [from, to). */
export async function dailyReadings(db: Kysely<Database>, mids: readonly string[], from: Date, to: Date) {
  if (mids.length === 0) return [];
  const rows = await sql<{ mid: string; day: string; reposts: number; comments: number; likes: number }>`
    select distinct on (mid, day) mid, day, reposts, comments, likes from (
      select mid, at, reposts, comments, likes, ${chinaDay('at')} as day
      from post_snapshots where mid in (${sql.join([...mids])}) and at >= ${from} and at < ${to}
    ) s order by mid, day, at desc`.execute(db);
  return rows.rows;
}

/** Posts whose comments were never sampled, or last before `before`. */
export async function postsNeedingComments(db: Kysely<Database>, projectId: number, before: Date) {
  const rows = await db
    .selectFrom('campaign_project_posts as pp')
    .innerJoin('weibo_posts as p', 'p.mid', 'pp.mid')
    .select(['pp.mid', 'p.comments'])
    .where('pp.project_id', '=', projectId)
    .where((eb) => eb.or([eb('pp.comments_read_at', 'is', null), eb('pp.comments_read_at', '<', before)]))
    .orderBy('pp.added_at')
    .execute();
  return rows;
}

export async function markCommentsRead(db: Kysely<Database>, projectId: number, mids: readonly string[], now: Date) {
  if (mids.length === 0) return;
  await db
    .updateTable('campaign_project_posts')
    .set({ comments_read_at: now })
    .where('project_id', '=', projectId)
    .where('mid', 'in', [...mids])
    .execute();
}

/** The oldest comment sampling of a project's posts (null when one was never sampled). */
export async function oldestCommentRead(db: Kysely<Database>, projectId: number) {
  const row = await db
    .selectFrom('campaign_project_posts')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`count(*) filter (where comments_read_at is null)`.as('never'),
      (eb) => eb.fn.min('comments_read_at').as('oldest'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { posts: Number(row.n), never: Number(row.never), oldest: row.oldest as Date | null };
}
