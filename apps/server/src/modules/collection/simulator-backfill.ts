import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from '@boguan/contracts/china-time';
import { TOPIC_PERIODS_KEPT } from '@boguan/contracts/topic-ranking';
import type { World } from '@boguan/simulator/world';
import type { HotSearchEntry, TopicSnapshot, UserSnapshot, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { z } from 'zod';
import { type Checkpoints, NO_CHECKPOINTS, readCheckpoint } from '../../jobs/checkpoint.js';
import { brandSearchText, enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { teachBrandWords } from '../weibo-data/search-words.js';
import type { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { TOPIC_WATCH_MS } from './collectors.js';

const POST_BATCH = 1000;

const reportSchema = z.object({
  users: z.number(),
  userSnapshots: z.number(),
  posts: z.number(),
  hotSearchEntries: z.number(),
  topics: z.number(),
  /** Topic snapshots written (a fill saved before they were written reads as 0). */
  topicSnapshots: z.number().default(0),
  brands: z.number(),
});
export type BackfillReport = z.infer<typeof reportSchema>;

/** Where a fill stands: each stage resumes from its own marker, the report counts every attempt's rows. */
const checkpointSchema = z.object({
  /** The instant the world is read at: a restarted fill reads it at the same instant. */
  asOf: z.string(),
  stage: z.enum(['snapshots', 'posts', 'hot', 'done']),
  /** snapshots: the next day to snapshot; hot: the next hour to capture (epoch ms). */
  next: z.number(),
  /** posts: the newest stored post's time and the mids stored at that very instant (null before any). */
  cursor: z.object({ at: z.number(), mids: z.array(z.string()) }).nullable(),
  report: reportSchema,
});
type BackfillState = z.infer<typeof checkpointSchema>;

export type ProgressFn = (fraction: number, text: string) => Promise<void>;

/** A job's checkpoints, plus what the fill reads back of its own earlier writes. */
export interface BackfillResume extends Checkpoints {
  /** Non-ad hot-search words of the demo world stored from captures before `until` (the topics to read). */
  storedHotWords(until: Date): Promise<string[]>;
}

const FRESH: BackfillResume = { ...NO_CHECKPOINTS, storedHotWords: async () => [] };

/** The instant a saved fill reads the world at, so a restarted job finishes the same fill. */
export function backfillAsOf(saved: Checkpoints['checkpoint']): Date | null {
  const state = readCheckpoint(checkpointSchema, saved);
  return state ? new Date(state.asOf) : null;
}

interface Fill {
  world: World;
  repo: WeiboDataRepository;
  now: Date;
  start: number;
  progress: ProgressFn;
  resume: BackfillResume;
  state: BackfillState;
}

async function save(fill: Fill, change: Partial<BackfillState>): Promise<void> {
  fill.state = { ...fill.state, ...change };
  await fill.resume.saveCheckpoint(fill.state);
}

/** One follower snapshot per blogger and day, from the next day not yet stored. */
async function snapshots(fill: Fill): Promise<void> {
  const { world, now, start } = fill;
  const uids = world.bloggerUids();
  for (let day = fill.state.next; day < now.getTime(); day += DAY_MS) {
    const at = new Date(Math.min(day + DAY_MS - 1, now.getTime()));
    const rows: UserSnapshot[] = [];
    for (const uid of uids) {
      const u = world.userAt(uid, at);
      if (u) rows.push({ uid, at, followers: u.followers, follows: u.follows, statuses: u.statuses });
    }
    fill.state.report.userSnapshots += await fill.repo.insertUserSnapshots(rows);
    await save(fill, { next: day + DAY_MS });
    await fill.progress(0.05 + (0.1 * (day - start)) / Math.max(1, now.getTime() - start), '粉丝变化');
  }
  await save(fill, { stage: 'posts', cursor: null });
  await fill.progress(0.15, '粉丝变化');
}

/** Every post as of now, oldest first in batches; the cursor says which were stored. */
async function posts(fill: Fill): Promise<void> {
  const { world, now, start } = fill;
  const span = Math.max(1, now.getTime() - start);
  const from = fill.state.cursor;
  const done = new Set(from?.mids);
  let batch: WeiboPost[] = [];
  const store = async () => {
    fill.state.report.posts += await fill.repo.upsertPosts(batch, 'simulator', now, enrichPost);
    const last = (batch.at(-1) as WeiboPost).createdAt.getTime();
    const atLast = batch.filter((p) => p.createdAt.getTime() === last).map((p) => p.mid);
    const before = fill.state.cursor;
    await save(fill, { cursor: { at: last, mids: before?.at === last ? [...before.mids, ...atLast] : atLast } });
    batch = [];
  };
  const since = from ? new Date(from.at) : world.start;
  for (const post of world.postsBetween(since, now, { at: now })) {
    if (from && post.createdAt.getTime() === from.at && done.has(post.mid)) continue;
    batch.push(post);
    if (batch.length >= POST_BATCH) {
      await store();
      await fill.progress(0.15 + (0.7 * (post.createdAt.getTime() - start)) / span, `博文 ${fill.state.report.posts}`);
    }
  }
  if (batch.length > 0) await store();
  await save(fill, { stage: 'hot', next: Math.ceil(start / HOUR_MS) * HOUR_MS });
}

/** The non-ad words of one hourly capture. */
function listedWords(entries: readonly HotSearchEntry[]): string[] {
  return entries.filter((e) => !e.isAd).map((e) => e.word);
}

const countsKey = (read: number, discuss: number) => `${read}/${discuss}`;

/** The hours before `now` the backfill snapshots topics every hour: the hour boards kept, and the one before the oldest (its rank change). */
const HOURLY_TOPICS_MS = (TOPIC_PERIODS_KEPT.hour + 2) * HOUR_MS;

/**
 * Whether the backfill snapshots the watched topics at `hour`: every hour the hour boards keep, and
 * each China midnight before that, the only instants day and week boards read (a board reads the last
 * snapshot at or before its period's ends). Snapshotting every past hour of a month-long demo world
 * would write hundreds of thousands of rows no board reads.
 */
function snapshotsTopicsAt(hour: number, now: number): boolean {
  return now - hour <= HOURLY_TOPICS_MS || (hour + CHINA_OFFSET_MS) % DAY_MS === 0;
}

/** The last hour before `hour`, from `first` on, at which topics were snapshotted; null when none. */
function previousTopicHour(hour: number, first: number, now: number): number | null {
  for (let h = hour - HOUR_MS; h >= first; h -= HOUR_MS) if (snapshotsTopicsAt(h, now)) return h;
  return null;
}

/** What a day of captures writes, in one call each: the hot-search summaries are recomputed once a day. */
interface Pending {
  entries: HotSearchEntry[];
  snapshots: TopicSnapshot[];
}

async function flush(fill: Fill, pending: Pending): Promise<void> {
  fill.state.report.hotSearchEntries += await fill.repo.insertHotSearch(pending.entries, 'simulator');
  fill.state.report.topicSnapshots += await fill.repo.insertTopicSnapshots(pending.snapshots);
  pending.entries = [];
  pending.snapshots = [];
}

/** The hourly captures of a fill, and for each watched word the snapshot instants it was watched at. */
interface CapturePlan {
  /** Captures by hour, from the fill's next hour on. */
  captures: Map<number, HotSearchEntry[]>;
  /** Snapshot instants in order, from the one before the fill's next hour (its counts are already stored). */
  instants: number[];
  watchedAt: Map<string, number[]>;
}

/**
 * Reads the list every hour from the watch window before the last snapshot instant to now, and
 * notes which words each snapshot instant watches (every word listed in the TOPIC_WATCH_MS before it,
 * as the hourly collector watches them).
 */
function planCaptures(fill: Fill, firstHour: number, end: number): CapturePlan {
  const { world } = fill;
  const next = fill.state.next;
  const before = previousTopicHour(next, firstHour, end);
  const lastListed = new Map<string, number>();
  const plan: CapturePlan = { captures: new Map(), instants: [], watchedAt: new Map() };
  for (let hour = Math.max(firstHour, (before ?? next) - TOPIC_WATCH_MS); hour <= end; hour += HOUR_MS) {
    const entries = world.hotSearchAt(new Date(hour));
    if (hour >= next) plan.captures.set(hour, entries);
    for (const word of listedWords(entries)) lastListed.set(word, hour);
    // Before `next` only the instant `before` is read: the counts it saw decide what is new after it.
    if (hour !== before && (hour < next || !snapshotsTopicsAt(hour, end))) continue;
    plan.instants.push(hour);
    for (const [word, listed] of lastListed) {
      if (hour - listed > TOPIC_WATCH_MS) continue;
      const hours = plan.watchedAt.get(word);
      if (hours) hours.push(hour);
      else plan.watchedAt.set(word, [hour]);
    }
  }
  return plan;
}

/**
 * The topic snapshots of the snapshot instants from `next` on, by instant. A topic's snapshot is
 * left out when its counts equal those it had at the snapshot instant before (a decayed topic stops
 * moving): the board rule reads the last snapshot at or before an instant, which then holds the same
 * counts. The counts at the instant before a restart are recomputed from the world, so a resumed fill
 * writes the same rows.
 */
function topicSnapshots(fill: Fill, plan: CapturePlan): Map<number, TopicSnapshot[]> {
  const previousInstant = new Map<number, number>();
  plan.instants.forEach((at, i) => {
    if (i > 0) previousInstant.set(at, plan.instants[i - 1] as number);
  });
  const byInstant = new Map<number, TopicSnapshot[]>();
  for (const [word, hours] of plan.watchedAt) {
    const series = fill.world.topicSeries(
      word,
      hours.map((h) => new Date(h)),
    );
    let seenAt: number | null = null;
    let seenKey = '';
    hours.forEach((hour, i) => {
      const topic = series[i];
      if (!topic) return;
      const key = countsKey(topic.readCount, topic.discussCount);
      const unchanged = seenAt !== null && seenAt === previousInstant.get(hour) && seenKey === key;
      seenAt = hour;
      seenKey = key;
      if (unchanged || hour < fill.state.next) return;
      const rows = byInstant.get(hour) ?? [];
      rows.push({ name: topic.name, at: new Date(hour), readCount: topic.readCount, discussCount: topic.discussCount });
      byInstant.set(hour, rows);
    });
  }
  return byInstant;
}

/**
 * Hourly hot-search captures from the next hour not yet stored, with snapshots of the watched topics
 * at the hours snapshotsTopicsAt names, then the topics they named. Each watched word's counts are
 * read for all its instants at once (world.topicSeries), the rows written a day at a time.
 */
async function hotSearchAndTopics(fill: Fill): Promise<void> {
  const { world, now, start } = fill;
  const end = now.getTime();
  const span = Math.max(1, end - start);
  // Words of captures an earlier attempt stored are read back, not recomputed.
  const topicNames = new Set(await fill.resume.storedHotWords(new Date(fill.state.next)));
  const firstHour = Math.ceil(start / HOUR_MS) * HOUR_MS;
  const plan = planCaptures(fill, firstHour, end);
  const snapshotsAt = topicSnapshots(fill, plan);
  const pending: Pending = { entries: [], snapshots: [] };
  for (const [hour, entries] of plan.captures) {
    for (const word of listedWords(entries)) topicNames.add(word);
    pending.entries.push(...entries);
    pending.snapshots.push(...(snapshotsAt.get(hour) ?? []));
    // A day of captures is one step: saving every hour would cost as much as the capture itself.
    if (hour % DAY_MS === 0) {
      await flush(fill, pending);
      await save(fill, { next: hour + HOUR_MS });
      await fill.progress(0.85 + (0.1 * (hour - start)) / span, '热搜与话题');
    }
  }
  await flush(fill, pending);
  const topics = [...topicNames].map((name) => world.topicAt(name, now)).filter((t) => t !== null);
  fill.state.report.topics = await fill.repo.upsertTopics(topics, 'simulator', now);
  await save(fill, { stage: 'done' });
}

/**
 * Fills the history of the demo world from its start to `now` through the same repository (and
 * the same text enrichment) as collected and imported data: profiles, daily follower snapshots,
 * every post with its counts as of now, hourly hot-search captures with snapshots of the topics
 * they name, topics and brands. Each step
 * saves a checkpoint; given the checkpoint of an attempt that died, the fill goes on from there.
 */
export async function backfillSimulator(
  world: World,
  repo: WeiboDataRepository,
  now: Date,
  progress: ProgressFn,
  resume: BackfillResume = FRESH,
): Promise<BackfillReport> {
  const start = world.start.getTime();
  const saved = readCheckpoint(checkpointSchema, resume.checkpoint);
  // A checkpoint of another instant is another fill: start over.
  const state = saved?.asOf === now.toISOString() ? saved : null;
  const fill: Fill = {
    world,
    repo,
    now,
    start,
    progress,
    resume,
    state: state ?? {
      asOf: now.toISOString(),
      stage: 'snapshots',
      next: start,
      cursor: null,
      report: { users: 0, userSnapshots: 0, posts: 0, hotSearchEntries: 0, topics: 0, topicSnapshots: 0, brands: 0 },
    },
  };
  if (!state) {
    // Brands first: storing them teaches the segmenter their names, so profiles and posts are cut
    // with those names whole, as queries are.
    fill.state.report.brands = await repo.upsertBrands(world.brands, 'simulator', now, brandSearchText);
    // Local-life merchants before the posts, so each post's merchant mentions are derived as it is
    // written (docs/local-life.md).
    await repo.upsertMerchants(world.merchants, 'simulator', now);
    const users = world
      .bloggerUids()
      .map((uid) => world.userAt(uid, now))
      .filter((u): u is WeiboUser => u !== null);
    fill.state.report.users = await repo.upsertUsers(users, 'simulator', now, userSearchText);
    await save(fill, {});
    await progress(0.05, '博主资料');
  } else {
    // The brands are stored already; this process's segmenter must still know them before posts are cut.
    teachBrandWords(world.brands.map((b) => ({ cn_name: b.cnName, aliases: b.aliases })));
  }
  if (fill.state.stage === 'snapshots') await snapshots(fill);
  if (fill.state.stage === 'posts') await posts(fill);
  if (fill.state.stage === 'hot') await hotSearchAndTopics(fill);
  return fill.state.report;
}
