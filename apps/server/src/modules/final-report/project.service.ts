import { chinaDate, chinaDayEnd, formatChinaTime } from '@boguan/contracts/china-time';
import {
  FinalReportMessage as M,
  PROJECT_LIMITS,
  PROJECT_LIST_PER_PAGE,
  PROJECT_PHASE_LABELS,
  PROJECT_POSTS_PER_PAGE,
  PROJECT_WATCH_INTERVAL_MS,
  type ProjectPhase,
  projectFullMessage,
  projectLimitMessage,
} from '@boguan/contracts/final-report';
import type {
  AddPostsInput,
  CreateProjectInput,
  PostsAdded,
  ProjectItem,
  ProjectListPage,
  ProjectPost,
  ProjectPostsInput,
  ProjectPostsPage,
} from '@boguan/contracts/final-report.api';
import { MemberLevel, toMemberLevel } from '@boguan/contracts/membership';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import { unwatchPosts, watchPost } from '../collection/post-watches.repository.js';
import type { Member } from '../membership/membership.service.js';
import { type CampaignPostRow, toReportPost } from './campaign-summary.js';
import { pastedLines } from './post-links.js';
import { type Line, resolveLines } from './post-lookup.service.js';
import { queueProjectComments } from './project.job.js';
import {
  countProjects,
  deleteProject,
  insertProject,
  insertProjectPosts,
  listProjects,
  lockProject,
  ownProject,
  type ProjectPostRow,
  type ProjectRow,
  type ProjectWithFigures,
  projectMidList,
  projectPostPage,
  projectWithFigures,
  removeProjectPost,
} from './project.repository.js';
import { maxPosts } from './report-rules.js';

/** Who watches a project's posts in post_watches. */
export const watchOwner = (projectId: number) => `project:${projectId}`;

export function projectPhase(p: Pick<ProjectRow, 'start_date' | 'end_date'>, today: string): ProjectPhase {
  if (today < p.start_date) return 'upcoming';
  return today > p.end_date ? 'ended' : 'running';
}

function toProjectItem(ctx: AppContext, row: ProjectWithFigures, max: number): ProjectItem {
  const phase = projectPhase(row, chinaDate(ctx.clock.now()));
  return {
    id: Number(row.id),
    name: row.name,
    brand: row.brand,
    start_date: row.start_date,
    end_date: row.end_date,
    budget_fen: row.budget_fen,
    phase,
    phase_text: PROJECT_PHASE_LABELS[phase],
    posts: row.posts,
    interactions: row.interactions,
    max_posts: max,
    create_time: formatChinaTime(row.created_at),
  };
}

/** A project's post as the lists and the live report read it (a deleted post keeps its last counts). */
export function toCampaignRow(r: ProjectPostRow): CampaignPostRow {
  return {
    mid: r.mid,
    bid: r.bid,
    uid: r.uid,
    uname: r.screen_name ?? r.uid,
    avatar: r.avatar ?? '',
    followers: Number(r.followers ?? 0),
    text: r.text,
    created_at: r.created_at,
    reposts: r.reposts,
    comments: r.comments,
    likes: r.likes,
    sponsored: r.sponsored,
    origin: r.origin,
    state: r.deleted ? 'deleted' : 'ok',
  };
}

export async function requireProject(ctx: AppContext, user: Member, id: number): Promise<ProjectRow> {
  const project = await ownProject(ctx.db, user.id, id);
  if (!project) throw AppError.bad(M.projectNotFound);
  return project;
}

export function projectMids(ctx: AppContext, projectId: number): Promise<string[]> {
  return projectMidList(ctx.db, projectId);
}

/** The collector reads a project's posts hourly until the project's last day ends; an ended project is not watched. */
async function watchAll(ctx: AppContext, trx: Transaction<Database>, project: ProjectRow, mids: readonly string[]) {
  const now = ctx.clock.now();
  const until = chinaDayEnd(project.end_date);
  if (until <= now) return;
  for (const mid of mids) {
    await watchPost(trx, {
      mid,
      owner: watchOwner(Number(project.id)),
      intervalMs: PROJECT_WATCH_INTERVAL_MS,
      until,
      now,
    });
  }
}

/** Lines resolved to posts; any bad line refuses the whole request, naming it. */
async function postsOf(ctx: AppContext, lines: readonly Line[], known: ReadonlySet<string>) {
  const resolved = await resolveLines(ctx, lines, known);
  const [first] = resolved.errors;
  if (first) throw AppError.bad(first.message);
  return { mids: resolved.posts.map((p) => p.mid), skipped: resolved.duplicates.length };
}

/**
 * Adds posts under the project's row lock: the count and the insert cannot be raced past the
 * level's cap (the primary key (project_id, mid) keeps a post in once).
 */
async function addUnderLock(
  ctx: AppContext,
  trx: Transaction<Database>,
  project: ProjectRow,
  mids: string[],
  max: number,
) {
  await lockProject(trx, Number(project.id));
  const held = await projectMidList(trx, Number(project.id));
  const fresh = mids.filter((mid) => !held.includes(mid));
  if (held.length + fresh.length > max) throw AppError.bad(projectFullMessage(max));
  const added = await insertProjectPosts(trx, Number(project.id), fresh, ctx.clock.now());
  await watchAll(ctx, trx, project, fresh);
  return { added, total: held.length + added };
}

export async function createProject(ctx: AppContext, user: Member, input: CreateProjectInput) {
  const max = maxPosts(ctx, user);
  const level = toMemberLevel(user.level);
  const limit = PROJECT_LIMITS[level];
  const full = () => {
    const message = projectLimitMessage(limit, level < MemberLevel.professional);
    return level < MemberLevel.professional ? AppError.quotaUsedUp(message) : AppError.bad(message);
  };
  // A member at the limit is told before any link is read; the locked count below is the rule.
  if ((await countProjects(ctx.db, user.id)) >= limit) throw full();
  const { mids } = input.urls.trim() ? await postsOf(ctx, pastedLines(input.urls), new Set()) : { mids: [] };
  if (mids.length > max) throw AppError.bad(projectFullMessage(max));
  const result = await ctx.db.transaction().execute(async (trx) => {
    // Count and insert under the member's row lock: parallel creates cannot pass the limit together.
    await lockUserRow(trx, user.id);
    if ((await countProjects(trx, user.id)) >= limit) throw full();
    const project = await insertProject(trx, {
      userId: user.id,
      name: input.name,
      brand: input.brand,
      startDate: input.start_date,
      endDate: input.end_date,
      budgetFen: input.budget ?? null,
      now: ctx.clock.now(),
    });
    const { added } = await addUnderLock(ctx, trx, project, mids, max);
    return { id: Number(project.id), added };
  });
  if (result.added > 0) await queueProjectComments(ctx, result.id, user.id);
  return result;
}

export async function projectList(ctx: AppContext, user: Member, page: number): Promise<ProjectListPage> {
  const max = maxPosts(ctx, user);
  const { rows, total } = await listProjects(ctx.db, user.id, {
    limit: PROJECT_LIST_PER_PAGE,
    offset: (page - 1) * PROJECT_LIST_PER_PAGE,
  });
  return {
    data: rows.map((row) => toProjectItem(ctx, row, max)),
    page,
    per_page: PROJECT_LIST_PER_PAGE,
    total,
    limit: PROJECT_LIMITS[toMemberLevel(user.level)],
  };
}

export async function projectDetail(ctx: AppContext, user: Member, id: number): Promise<ProjectItem> {
  const project = await requireProject(ctx, user, id);
  return toProjectItem(ctx, await projectWithFigures(ctx.db, Number(project.id)), maxPosts(ctx, user));
}

export async function addPosts(ctx: AppContext, user: Member, input: AddPostsInput): Promise<PostsAdded> {
  const max = maxPosts(ctx, user);
  const project = await requireProject(ctx, user, input.id);
  const pasted = pastedLines(input.urls);
  const picked = input.mids.map((mid, i) => ({ line: pasted.length + i + 1, input: mid }));
  const held = new Set(await projectMidList(ctx.db, Number(project.id)));
  const { mids, skipped } = await postsOf(ctx, [...pasted, ...picked], held);
  const { added, total } = await ctx.db.transaction().execute((trx) => addUnderLock(ctx, trx, project, mids, max));
  if (added > 0) await queueProjectComments(ctx, Number(project.id), user.id);
  return { added, skipped: skipped + (mids.length - added), total };
}

export async function removePost(ctx: AppContext, user: Member, id: number, mid: string): Promise<void> {
  const project = await requireProject(ctx, user, id);
  if (!(await removeProjectPost(ctx.db, Number(project.id), mid))) throw AppError.bad(M.notInProject);
  await unwatchPosts(ctx.db, watchOwner(Number(project.id)), mid);
}

export async function projectPosts(ctx: AppContext, user: Member, input: ProjectPostsInput): Promise<ProjectPostsPage> {
  const project = await requireProject(ctx, user, input.id);
  const [figures, page] = await Promise.all([
    projectWithFigures(ctx.db, Number(project.id)),
    projectPostPage(ctx.db, Number(project.id), {
      sort: input.sort,
      order: input.order,
      limit: PROJECT_POSTS_PER_PAGE,
      offset: (input.page - 1) * PROJECT_POSTS_PER_PAGE,
    }),
  ]);
  const data: ProjectPost[] = page.rows.map((r) => ({
    ...toReportPost(toCampaignRow(r)),
    added_time: formatChinaTime(r.added_at),
    read_time: formatChinaTime(r.collected_at),
  }));
  return {
    project: toProjectItem(ctx, figures, maxPosts(ctx, user)),
    list: { data, page: input.page, per_page: PROJECT_POSTS_PER_PAGE, total: page.total },
  };
}

/** Deletes a project and ends its watches; reports made from it keep their frozen posts. */
export async function removeProject(ctx: AppContext, user: Member, id: number): Promise<void> {
  const project = await requireProject(ctx, user, id);
  await ctx.db.transaction().execute(async (trx) => {
    await unwatchPosts(trx, watchOwner(Number(project.id)));
    await deleteProject(trx, user.id, Number(project.id));
  });
}

export { toProjectItem };
