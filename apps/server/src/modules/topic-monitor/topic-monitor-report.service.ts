import { formatChinaTime } from '@boguan/contracts/china-time';
import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import { FOLLOWER_BANDS, PARTICIPANT_SIGNAL_LABELS, type ParticipantSignal } from '@boguan/contracts/post-monitor';
import {
  TOPIC_MON_FAILED,
  TOPIC_MON_NOT_STARTED,
  TOPIC_MON_SAMPLE,
  TOPIC_MON_TASK_NOT_FOUND,
  TOPIC_MON_TOP_BLOGGERS,
  TOPIC_MON_TOP_POSTS,
  TopicMonStatus,
  topicIntervalMs,
  topicMonStatusLabel,
} from '@boguan/contracts/topic-monitor';
import type {
  TopicParticipants,
  TopicPoint,
  TopicReportContent,
  TopicReportInput,
  TopicTask,
  TopicTopPosts,
  TopicTrend,
} from '@boguan/contracts/topic-monitor.api';
import { postParticipants } from '@boguan/weibo/analytics/post-participants';
import type { Gender, WeiboUser } from '@boguan/weibo/model';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { effectiveSentimentCounts } from '../sentiment/sentiment.service.js';
import { findTopic } from '../topics/topic-source.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { ownTask, type TopicMonTaskRow, taskSnapshots } from './topic-monitor.repository.js';
import { topicCard } from './topic-monitor.service.js';
import { intervalPoints, type TopicGrowthPoint } from './topic-monitor-points.js';
import {
  bloggerCount,
  samplePosts,
  storedUsers,
  topBloggers,
  topPosts as topPostRows,
} from './topic-monitor-report.repository.js';

const TOP_WORDS = 50;
type Verify = TopicTopPosts['posts'][number]['verify'];
const verifyOf = (badge: string | null): Verify => (badge || 'none') as Verify;

export interface TopicReportScope {
  task: TopicMonTaskRow;
  points: TopicGrowthPoint[];
}

/**
 * The task a report call names: the member's own (another's id reads as unknown), one that runs or
 * ran (a waiting one has nothing yet, a failed one says why), with its interval points.
 */
export async function reportScope(ctx: AppContext, user: Member, input: TopicReportInput): Promise<TopicReportScope> {
  const task = await ownTask(ctx.db, user.id, input.id);
  if (!task) throw AppError.bad(TOPIC_MON_TASK_NOT_FOUND);
  if (task.status === TopicMonStatus.failed) throw AppError.bad(task.error ?? TOPIC_MON_FAILED);
  const snapshots = await taskSnapshots(ctx.db, Number(task.id));
  if (task.status === TopicMonStatus.waiting || !task.started_at || snapshots.length === 0)
    throw AppError.bad(TOPIC_MON_NOT_STARTED);
  const points = intervalPoints(snapshots, new Date(task.started_at), topicIntervalMs(task.interval_minutes));
  return { task, points };
}

const timeOrNull = (at: Date | null) => (at ? formatChinaTime(at) : null);

function toTask(task: TopicMonTaskRow): TopicTask {
  return {
    topic_mon_id: Number(task.id),
    topic: task.topic,
    status: task.status,
    status_text: topicMonStatusLabel(task.status),
    duration: task.duration_hours,
    interval: task.interval_minutes,
    create_time: formatChinaTime(task.created_at),
    monitor_start: timeOrNull(task.started_at),
    monitor_end: timeOrNull(task.until),
    last_poll: timeOrNull(task.last_poll_at),
    refresh_ms: task.status === TopicMonStatus.running ? topicIntervalMs(task.interval_minutes) : null,
    error: task.error,
  };
}

export function toPoint(p: TopicGrowthPoint): TopicPoint {
  return {
    time: formatChinaTime(p.at),
    read: p.read,
    discussion: p.discussion,
    posts: p.posts,
    originals: p.originals,
    new_read: p.newRead,
    new_discussion: p.newDiscussion,
    new_posts: p.newPosts,
    new_originals: p.newOriginals,
  };
}

const figures = (p: Pick<TopicGrowthPoint, 'read' | 'discussion' | 'posts' | 'originals'>) => ({
  read: p.read,
  discussion: p.discussion,
  posts: p.posts,
  originals: p.originals,
});

/** reportContent: the topic, its figures now and gained, the busiest interval, the posts' words and sentiment. */
export async function reportContent(
  ctx: AppContext,
  user: Member,
  input: TopicReportInput,
): Promise<TopicReportContent> {
  const { task, points } = await reportScope(ctx, user, input);
  const taskId = Number(task.id);
  const [topic, sample, bloggers] = await Promise.all([
    findTopic(ctx, task.topic),
    samplePosts(ctx.db, taskId, TOPIC_MON_SAMPLE),
    bloggerCount(ctx.db, taskId),
  ]);
  const first = points[0] as TopicGrowthPoint;
  const last = points.at(-1) as TopicGrowthPoint;
  const card = topic
    ? await topicCard(ctx, topic)
    : { name: task.topic, host: null, category: '', read: last.read, discussion: last.discussion, is_demo: false };
  const sentiment = await effectiveSentimentCounts(
    ctx,
    user.id,
    'post',
    sample.map((p) => ({ id: p.mid, score: p.sentiment_score })),
  );
  // The hashtag itself would top every list: the words are those around it.
  const words = wordFrequencies(
    sample.map((p) => p.text.split(`#${task.topic}#`).join(' ')),
    { top: TOP_WORDS + 1 },
  )
    .filter((w) => w.word !== task.topic)
    .slice(0, TOP_WORDS);
  const peak = points.slice(1).reduce<TopicGrowthPoint | null>((best, p) => {
    if (p.newDiscussion <= 0) return best;
    return !best || p.newDiscussion > best.newDiscussion ? p : best;
  }, null);
  return {
    task: toTask(task),
    topic: { ...card, is_demo: task.origin === 'simulator' || card.is_demo },
    current: figures(last),
    growth: {
      read: last.read - first.read,
      discussion: last.discussion - first.discussion,
      posts: last.posts - first.posts,
      originals: last.originals - first.originals,
    },
    peak: peak ? toPoint(peak) : null,
    bloggers,
    posts: { sample_size: sample.length, sentiment, top_words: words },
  };
}

export async function trend(ctx: AppContext, user: Member, input: TopicReportInput): Promise<TopicTrend> {
  const { task, points } = await reportScope(ctx, user, input);
  return { interval: task.interval_minutes, points: points.map(toPoint) };
}

/** topPosts: the task's posts with the most interactions and the bloggers who posted most. */
export async function topPosts(ctx: AppContext, user: Member, input: TopicReportInput): Promise<TopicTopPosts> {
  const { task } = await reportScope(ctx, user, input);
  const [posts, bloggers] = await Promise.all([
    topPostRows(ctx.db, Number(task.id), TOPIC_MON_TOP_POSTS),
    topBloggers(ctx.db, Number(task.id), TOPIC_MON_TOP_BLOGGERS),
  ]);
  return {
    posts: posts.map((p) => ({
      mid: p.mid,
      uid: p.uid,
      uname: p.screen_name ?? p.uid,
      avatar: p.avatar ?? '',
      verify: verifyOf(p.verify_badge),
      text: p.text,
      posts_time: formatChinaTime(p.created_at),
      reposts: p.reposts,
      comments: p.comments,
      likes: p.likes,
      is_original: p.parent_mid === null,
      url: weiboPostUrl(p),
    })),
    bloggers: bloggers.map((b) => ({
      uid: b.uid,
      uname: b.screen_name ?? b.uid,
      avatar: b.avatar ?? '',
      verify: verifyOf(b.verify_badge),
      fans: Number(b.followers ?? 0),
      posts: Number(b.posts),
      interactions: Number(b.interactions),
    })),
  };
}

/** A stored profile as the analytics read it. */
function toWeiboUser(row: Awaited<ReturnType<typeof storedUsers>>[number]): WeiboUser {
  return {
    uid: row.uid,
    screenName: row.screen_name,
    avatar: row.avatar,
    gender: (['m', 'f'].includes(row.gender) ? row.gender : 'n') as Gender,
    province: row.province,
    city: row.city,
    verified: row.verified,
    verifiedType: row.verified_type,
    ...(row.verified_type_ext === null ? {} : { verifiedTypeExt: row.verified_type_ext }),
    verifiedReason: row.verified_reason,
    followers: Number(row.followers),
    follows: Number(row.follows),
    statuses: Number(row.statuses),
    description: row.description,
    categories: row.categories,
    createdAt: row.created_at ? new Date(row.created_at) : null,
  };
}

/** On a topic, "repeated" means posting it again and again. */
const signalLabel = (s: string) =>
  s === 'repeated' ? '多次发布该话题博文' : (PARTICIPANT_SIGNAL_LABELS[s as ParticipantSignal] ?? s);

/**
 * participant: the bloggers of the task's newest posts (post monitoring's analysis: an original
 * counts as a comment would, a repost as a repost, so bare reposts and repeated posting are signals).
 */
export async function participants(ctx: AppContext, user: Member, input: TopicReportInput): Promise<TopicParticipants> {
  const { task } = await reportScope(ctx, user, input);
  const sample = await samplePosts(ctx.db, Number(task.id), TOPIC_MON_SAMPLE);
  const users = (await storedUsers(ctx.db, [...new Set(sample.map((p) => p.uid))])).map(toWeiboUser);
  const p = postParticipants(
    sample.filter((s) => s.parent_mid !== null),
    sample.filter((s) => s.parent_mid === null),
    users,
    { now: ctx.clock.now() },
  );
  const account = (a: (typeof p.topAccounts)[number]) => ({
    uid: a.uid,
    name: a.name,
    avatar: a.avatar,
    followers: a.followers,
    verify: a.verify,
    posts: a.reposts + a.comments,
  });
  return {
    participants: p.participants,
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
      sample: p.suspects.sample.map((s) => ({ ...account(s), signals: s.signals.map(signalLabel) })),
    },
  };
}
