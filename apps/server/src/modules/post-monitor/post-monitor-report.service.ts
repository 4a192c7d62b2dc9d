import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import {
  ART_MON_FAILED,
  ART_MON_FREQUENCY_PER_PAGE,
  ART_MON_NOT_STARTED,
  ART_MON_POST_NOT_IN_TASK,
  ART_MON_TASK_NOT_FOUND,
  ART_MON_TYPE_LABELS,
  ArtMonStatus,
  artMonStatusLabel,
  FOLLOWER_BANDS,
  intervalMs,
  PARTICIPANT_SIGNAL_LABELS,
  type ParticipantSignal,
} from '@boguan/contracts/post-monitor';
import type {
  ArtMonContrast,
  ArtMonFrequencyInput,
  ArtMonParticipants,
  ArtMonPoint,
  ArtMonReportContent,
  ArtMonReportInput,
  ArtMonTask,
  ArtMonTrend,
} from '@boguan/contracts/post-monitor.api';
import type { Spread } from '@boguan/contracts/propagation.api';
import { contrastWithAverage, type GrowthPoint, withIncrements } from '@boguan/weibo/analytics/post-growth';
import type { PostParticipants } from '@boguan/weibo/analytics/post-participants';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { spreadOfPost } from '../propagation/spread.service.js';
import { effectiveSentimentCounts } from '../sentiment/sentiment.service.js';
import { DIFFUSE_TREE_NODES, WORD_SAMPLE } from './post-monitor.collect.js';
import {
  type ArtMonPostRow,
  type ArtMonTaskRow,
  ownTask,
  postWithAuthor,
  storedSpread,
  taskPosts,
} from './post-monitor.repository.js';
import { toArtMonPost } from './post-monitor.service.js';
import { commentScores, intervalPoints, recentOriginals } from './post-monitor-report.repository.js';

/** The blogger's average reads the originals of this many days before the post. */
const CONTRAST_DAYS = 30;
const CONTRAST_MAX_POSTS = 200;

export interface ReportScope {
  task: ArtMonTaskRow;
  posts: ArtMonPostRow[];
  post: ArtMonPostRow;
}

/**
 * The task and post a report call names: the member's own task (another's id reads as unknown), one
 * that runs or ran (a waiting one has nothing yet, a failed one says why), and one of its posts.
 */
export async function reportScope(ctx: AppContext, user: Member, input: ArtMonReportInput): Promise<ReportScope> {
  const task = await ownTask(ctx.db, user.id, input.id);
  if (!task) throw AppError.bad(ART_MON_TASK_NOT_FOUND);
  if (task.status === ArtMonStatus.failed) throw AppError.bad(task.error ?? ART_MON_FAILED);
  const posts = await taskPosts(ctx.db, Number(task.id));
  if (task.status === ArtMonStatus.waiting || posts.length === 0) throw AppError.bad(ART_MON_NOT_STARTED);
  const post = input.mid === undefined ? posts[0] : posts.find((p) => p.mid === input.mid);
  if (!post) throw AppError.bad(ART_MON_POST_NOT_IN_TASK);
  return { task, posts, post };
}

function toTask(task: ArtMonTaskRow): ArtMonTask {
  return {
    art_mon_id: Number(task.id),
    type: task.type,
    type_text: ART_MON_TYPE_LABELS[task.type],
    status: task.status,
    status_text: artMonStatusLabel(task.status),
    uid: task.uid,
    uname: task.uname,
    duration: task.duration_hours,
    interval: task.interval_minutes,
    create_time: formatChinaTime(task.created_at),
    start_date: task.start_date,
    end_date: task.end_date,
    refresh_ms: task.status === ArtMonStatus.running ? intervalMs(task.interval_minutes) : null,
    error: task.error,
  };
}

/** The post's counts at the end of each interval of its span (so far), with what each added. */
export async function growthPoints(ctx: AppContext, scope: ReportScope): Promise<GrowthPoint[]> {
  const { post, task } = scope;
  const end = post.ended_at ?? post.until;
  const points = await intervalPoints(ctx.db, post.mid, {
    start: post.started_at,
    end,
    intervalMs: intervalMs(task.interval_minutes),
  });
  return withIncrements(points);
}

export function toPoint(p: GrowthPoint): ArtMonPoint {
  return {
    time: formatChinaTime(p.at),
    reposts: p.reposts,
    comments: p.comments,
    likes: p.likes,
    new_reposts: p.newReposts,
    new_comments: p.newComments,
    new_likes: p.newLikes,
  };
}

const counts = (c: { reposts: number; comments: number; likes: number }) => ({
  reposts: c.reposts,
  comments: c.comments,
  likes: c.likes,
  interactions: c.reposts + c.comments + c.likes,
});

/** reportContent: the post, its counts now and gained, the busiest interval and the comments. */
export async function reportContent(
  ctx: AppContext,
  user: Member,
  input: ArtMonReportInput,
): Promise<ArtMonReportContent> {
  const scope = await reportScope(ctx, user, input);
  const { task, post } = scope;
  const [row, points, scores] = await Promise.all([
    postWithAuthor(ctx.db, post.mid),
    growthPoints(ctx, scope),
    commentScores(ctx.db, post.mid, WORD_SAMPLE),
  ]);
  if (!row) throw AppError.bad(ART_MON_NOT_STARTED);
  const sentiment = await effectiveSentimentCounts(ctx, user.id, 'comment', scores);
  const first = points[0];
  const last = points.at(-1);
  const now = last ?? row;
  // The busiest interval; none while no interval gained anything (a +0 "peak" would mislead).
  const gained = (p: GrowthPoint) => p.newReposts + p.newComments + p.newLikes;
  const peak = points.slice(1).reduce<GrowthPoint | null>((best, p) => {
    if (gained(p) <= 0) return best;
    return !best || gained(p) > gained(best) ? p : best;
  }, null);
  return {
    task: toTask(task),
    posts: scope.posts.map((p) => ({ mid: p.mid, title: p.title, posts_time: formatChinaTime(p.posts_time) })),
    post: toArtMonPost(row),
    monitor_start: formatChinaTime(post.started_at),
    monitor_end: formatChinaTime(post.until),
    finished: post.ended_at ? formatChinaTime(post.ended_at) : null,
    last_poll: last ? formatChinaTime(last.at) : null,
    note: post.note,
    current: counts(now),
    growth: counts({
      reposts: now.reposts - (first?.reposts ?? now.reposts),
      comments: now.comments - (first?.comments ?? now.comments),
      likes: now.likes - (first?.likes ?? now.likes),
    }),
    peak: peak ? toPoint(peak) : null,
    comments: {
      sample_size: scores.length,
      sentiment,
      top_words: (post.summary?.words ?? []).slice(0, 50),
    },
  };
}

/** getCoreContrast: the post now against the average of its blogger's originals of the 30 days before it. */
export async function coreContrast(ctx: AppContext, user: Member, input: ArtMonReportInput): Promise<ArtMonContrast> {
  const scope = await reportScope(ctx, user, input);
  const row = await postWithAuthor(ctx.db, scope.post.mid);
  if (!row) throw AppError.bad(ART_MON_NOT_STARTED);
  const others = await recentOriginals(
    ctx.db,
    { uid: row.uid, mid: row.mid, before: row.created_at },
    CONTRAST_DAYS,
    CONTRAST_MAX_POSTS,
  );
  return {
    sample_size: others.length,
    period_days: CONTRAST_DAYS,
    ...contrastWithAverage(row, others),
  };
}

export async function coreTrend(ctx: AppContext, user: Member, input: ArtMonReportInput): Promise<ArtMonTrend> {
  const scope = await reportScope(ctx, user, input);
  const points = await growthPoints(ctx, scope);
  return { interval: scope.task.interval_minutes, points: points.map(toPoint) };
}

/** getCoreFrequencyList: the interval table, newest interval first, 20 a page. */
export async function frequencyList(
  ctx: AppContext,
  user: Member,
  input: ArtMonFrequencyInput,
): Promise<Paged<ArtMonPoint>> {
  const scope = await reportScope(ctx, user, input);
  const points = (await growthPoints(ctx, scope)).reverse();
  const offset = (input.page - 1) * ART_MON_FREQUENCY_PER_PAGE;
  return {
    data: points.slice(offset, offset + ART_MON_FREQUENCY_PER_PAGE).map(toPoint),
    page: input.page,
    per_page: ART_MON_FREQUENCY_PER_PAGE,
    total: points.length,
  };
}

const EMPTY_PARTICIPANTS: PostParticipants = {
  participants: 0,
  reposters: 0,
  commenters: 0,
  both: 0,
  profiled: 0,
  gender: { m: 0, f: 0, n: 0 },
  regions: [],
  verification: { gold: 0, blue: 0, yellow: 0, none: 0 },
  followerBands: FOLLOWER_BANDS.map(() => 0),
  suspects: {
    count: 0,
    share: 0,
    signalCounts: Object.fromEntries(Object.keys(PARTICIPANT_SIGNAL_LABELS).map((k) => [k, 0])) as Record<
      ParticipantSignal,
      number
    >,
    sample: [],
  },
  topAccounts: [],
};

const signalLabel = (s: string) => PARTICIPANT_SIGNAL_LABELS[s as ParticipantSignal] ?? s;

/** participant: who reposted and commented, as read at the last detail poll. */
export async function participants(
  ctx: AppContext,
  user: Member,
  input: ArtMonReportInput,
): Promise<ArtMonParticipants> {
  const { post } = await reportScope(ctx, user, input);
  const p = (post.summary?.participants as PostParticipants | undefined) ?? EMPTY_PARTICIPANTS;
  return {
    computed_at: post.summary ? formatChinaTime(post.summary.at) : null,
    participants: p.participants,
    reposters: p.reposters,
    commenters: p.commenters,
    both: p.both,
    profiled: p.profiled,
    gender: (['m', 'f', 'n'] as const).map((key) => ({ key, label: GENDER_LABELS[key], count: p.gender[key] })),
    regions: p.regions.slice(0, 10).map((r) => ({ key: r.key, label: r.key || '未知', count: r.count })),
    verification: (['gold', 'blue', 'yellow', 'none'] as const).map((key) => ({
      key,
      label: VERIFY_LABELS[key],
      count: p.verification[key],
    })),
    follower_bands: FOLLOWER_BANDS.map((band, i) => ({
      key: band.key,
      label: band.label,
      count: p.followerBands[i] ?? 0,
    })),
    suspects: {
      count: p.suspects.count,
      share: p.suspects.share,
      signals: Object.entries(p.suspects.signalCounts).map(([key, count]) => ({ key, label: signalLabel(key), count })),
      sample: p.suspects.sample.map((s) => ({ ...s, signals: s.signals.map(signalLabel) })),
    },
    top_accounts: p.topAccounts,
  };
}

/**
 * diffuse: the repost tree and its figures as the last detail poll built them (propagation's
 * spreadOfPost over the reposts stored then); built now only when no poll stored one.
 */
export async function diffuse(ctx: AppContext, user: Member, input: ArtMonReportInput): Promise<Spread> {
  const { task, post } = await reportScope(ctx, user, input);
  const stored = await storedSpread(ctx.db, Number(task.id), post.mid);
  return stored ?? spreadOfPost(ctx, post.mid, { treeNodes: DIFFUSE_TREE_NODES });
}
