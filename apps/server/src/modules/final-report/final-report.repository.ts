import { ReportStatus } from '@boguan/contracts/final-report';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { FrozenFigures } from './campaign-summary.js';
import type { FinalReportBloggersTable, FinalReportPostsTable, FinalReportsTable } from './final-report.tables.js';

export type ReportRow = Selectable<FinalReportsTable>;
export type ReportPostRow = Selectable<FinalReportPostsTable>;
export type ReportBloggerRow = Selectable<FinalReportBloggersTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** What a report or a project reads of a stored post (`weibo_posts as p`): its identity and figures. */
export const POST_FIGURE_COLUMNS = [
  'p.mid',
  'p.bid',
  'p.uid',
  'p.text',
  'p.created_at',
  'p.reposts',
  'p.comments',
  'p.likes',
  'p.sponsored',
  'p.deleted',
  'p.origin',
] as const;

/** Stored posts with their authors (left join: an author not stored reads as null). */
export async function storedPostsWithAuthors(db: Kysely<Database>, mids: readonly string[]) {
  if (mids.length === 0) return [];
  return db
    .selectFrom('weibo_posts as p')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([...POST_FIGURE_COLUMNS, 'u.screen_name', 'u.avatar', 'u.followers', 'u.verify_badge'])
    .where('p.mid', 'in', [...mids])
    .execute();
}
export type StoredPost = Awaited<ReturnType<typeof storedPostsWithAuthors>>[number];

/** Stored profiles of some accounts (a report's authors the source no longer answers for). */
export async function storedUsers(db: Kysely<Database>, uids: readonly string[]) {
  if (uids.length === 0) return [];
  return db
    .selectFrom('weibo_users')
    .select(['uid', 'screen_name', 'avatar', 'followers', 'verify_badge'])
    .where('uid', 'in', [...uids])
    .execute();
}

export interface NewReport {
  userId: number;
  name: string;
  projectId: number | null;
  projectName: string | null;
  mids: string[];
  costFen: number | null;
  inflightKey: string;
  progressText: string;
  now: Date;
}

/**
 * A pending report, or null when the member already has one in flight for the same request (the
 * unique index on (user_id, inflight_key)): a double submit makes one report.
 */
export async function insertReport(db: Db, report: NewReport): Promise<number | null> {
  const row = await db
    .insertInto('final_reports')
    .values({
      user_id: report.userId,
      name: report.name,
      project_id: report.projectId,
      project_name: report.projectName,
      mids: report.mids,
      cost_fen: report.costFen,
      status: ReportStatus.pending,
      progress_text: report.progressText,
      inflight_key: report.inflightKey,
      created_at: report.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'inflight_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The member's report in flight for this request, if any. */
export async function inflightReport(db: Db, userId: number, inflightKey: string): Promise<number | null> {
  const row = await db
    .selectFrom('final_reports')
    .select('id')
    .where('user_id', '=', userId)
    .where('inflight_key', '=', inflightKey)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachReportJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('final_reports').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** One report of one user: another user's id reads as missing. */
export async function ownReport(db: Kysely<Database>, userId: number, id: number): Promise<ReportRow | undefined> {
  return db
    .selectFrom('final_reports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function reportById(db: Db, id: number): Promise<ReportRow | undefined> {
  return db.selectFrom('final_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listReports(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }) {
  const base = db.selectFrom('final_reports').where('user_id', '=', userId);
  return sliceWithTotal(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), base, slice);
}

/** Writes what the job learnt of a report; false when it is gone (deleted while it ran). */
export async function updateReport(
  db: Db,
  id: number,
  change: Omit<Updateable<FinalReportsTable>, 'id' | 'user_id' | 'job_id' | 'created_at' | 'summary'>,
): Promise<boolean> {
  const result = await db.updateTable('final_reports').set(change).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setReportCost(
  db: Kysely<Database>,
  userId: number,
  id: number,
  costFen: number | null,
): Promise<void> {
  await db
    .updateTable('final_reports')
    .set({ cost_fen: costFen })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The finished report in one transaction: its posts, its bloggers and its figures appear together
 * or not at all. False when the report was deleted while its job ran (nothing is written then).
 */
export async function writeFinishedReport(
  db: Kysely<Database>,
  id: number,
  done: {
    posts: Omit<ReportPostRow, 'report_id'>[];
    bloggers: Omit<ReportBloggerRow, 'report_id'>[];
    figures: FrozenFigures;
    dataAt: Date;
    finishedAt: Date;
    progressText: string;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('final_reports')
      .set({
        status: ReportStatus.done,
        progress: 1,
        progress_text: done.progressText,
        inflight_key: null,
        bloggers: done.figures.bloggers,
        interactions: done.figures.interactions,
        summary: JSON.stringify(done.figures),
        data_at: done.dataAt,
        finished_at: done.finishedAt,
        error: null,
      })
      .where('id', '=', id)
      .where('status', 'in', [ReportStatus.pending, ReportStatus.running])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (done.posts.length > 0)
      await trx
        .insertInto('final_report_posts')
        .values(done.posts.map((p) => ({ ...p, report_id: id })))
        .execute();
    if (done.bloggers.length > 0)
      await trx
        .insertInto('final_report_bloggers')
        .values(done.bloggers.map((b) => ({ ...b, report_id: id })))
        .execute();
    return true;
  });
}

export async function reportPosts(db: Kysely<Database>, id: number): Promise<ReportPostRow[]> {
  return db.selectFrom('final_report_posts').selectAll().where('report_id', '=', id).orderBy('position').execute();
}

/** A report's bloggers, most interactions first. */
export async function reportBloggers(db: Kysely<Database>, id: number): Promise<ReportBloggerRow[]> {
  const rows = await db.selectFrom('final_report_bloggers').selectAll().where('report_id', '=', id).execute();
  const total = (b: ReportBloggerRow) => Number(b.reposts) + Number(b.comments) + Number(b.likes);
  return rows.sort(
    (a, b) => total(b) - total(a) || Number(b.followers) - Number(a.followers) || (a.uid < b.uid ? -1 : 1),
  );
}

/** Deletes one of a user's reports (its posts and bloggers go with it). */
export async function deleteReport(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('final_reports').where('id', '=', id).where('user_id', '=', userId).execute();
}
