// `npm run bench post-monitor`: the monitor report of a post with 50,000 reposts on PostgreSQL at 1M
// posts (bench/kol.ts's dataset, built once and kept). The monitored post is made through the
// product's own path once and kept beside the dataset: submit and the start job read it from a
// Source (a seeded 50k-repost cascade with 20k comments and every profile), count snapshots every
// 10 minutes for three days, then the last detail poll stores the reposts, comments and profiles and
// summarises the participants. Each report call is then timed through app.inject on a real app
// (routing, session, zod, ownership, JSON) beside the bare SQL of the same repository calls.
import { DAY_MS, HOUR_MS } from '@boguan/contracts/china-time';
import type { DatabaseHandle } from '@boguan/server/src/db/database.js';
import type { ManualClock } from '@boguan/server/src/lib/clock.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { pollFollowedPost, storePost } from '@boguan/server/src/modules/post-monitor/post-monitor.collect.js';
import { startTask } from '@boguan/server/src/modules/post-monitor/post-monitor.job.js';
import {
  ownTask,
  postWithAuthor,
  storedSpread,
  taskPosts,
} from '@boguan/server/src/modules/post-monitor/post-monitor.repository.js';
import { submit } from '@boguan/server/src/modules/post-monitor/post-monitor.service.js';
import {
  commentScores,
  intervalPoints,
  recentOriginals,
} from '@boguan/server/src/modules/post-monitor/post-monitor-report.repository.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import { WeiboDataRepository } from '@boguan/server/src/modules/weibo-data/weibo-data.repository.js';
import { hashString, Rng } from '@boguan/simulator/rng';
import type { WeiboComment, WeiboPost, WeiboRepost, WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { type Cascade, generateCascade } from './engine/cascade.js';
import { sql } from './engine/kysely.js';
import { envInt, fmt, progress } from './engine/measure.js';
import { dataset } from './kol.js';
import { type EndpointCase, measureEndpoints } from './lib/endpoint-vs-sql.js';
import { inProcessApp } from './lib/in-process-app.js';

const GOAL_MS = 80;
const INTERVAL_MIN = 10;
const DURATION_H = 72;
const COMMENT_SHARE = 0.4;
const COMMENT_TEXTS = [
  '太好看了吧[心]',
  '已经下单了，期待',
  '这个价格有点贵[汗]',
  '支持支持！',
  '广告吧这是',
  '求链接',
  '质量怎么样？有人用过吗',
  '踩雷了，不推荐[怒]',
  '博主说得对',
  '哈哈哈哈[笑cry]',
];

/** The monitored post's owner and task, kept beside the dataset; written last so a cut build is redone. */
async function readMarker(ctx: AppContext): Promise<{ mid: string; task_id: number; user_id: number } | null> {
  try {
    const result = await sql<{ mid: string; task_id: number; user_id: number }>`
      select mid, task_id, user_id from bench_art_mon_dataset limit 1`.execute(ctx.db);
    const row = result.rows[0];
    return row ? { mid: row.mid, task_id: Number(row.task_id), user_id: Number(row.user_id) } : null;
  } catch {
    return null;
  }
}

/** Reposters live in a uid range of their own (9…): the dataset's bloggers are never overwritten. */
const reposterUid = (uid: string) => String(9_000_000_000 + (Number(uid) - 2_000_000_000));

function profile(uid: string, followers: number, i: number, now: Date): WeiboUser {
  return {
    uid,
    screenName: i % 13 === 0 ? `用户${uid.slice(-8)}` : `参与用户${uid.slice(-6)}`,
    avatar: i % 9 === 0 ? '' : `https://tvax1.sinaimg.cn/crop/${uid}.jpg`,
    gender: i % 3 === 0 ? 'f' : i % 3 === 1 ? 'm' : 'n',
    province: ['北京', '上海', '广东', '浙江', '四川', '江苏', ''][i % 7]!,
    city: '',
    verified: followers > 100_000,
    verifiedType: followers > 100_000 ? 0 : -1,
    verifiedReason: '',
    followers,
    follows: 150 + (i % 700),
    statuses: i % 11 === 0 ? 0 : 120 + (i % 900),
    description: '',
    categories: [],
    createdAt: new Date(now.getTime() - (20 + (i % 2000)) * DAY_MS),
  };
}

interface Monitored {
  root: WeiboPost;
  reposts: WeiboRepost[];
  comments: WeiboComment[];
  users: Map<string, WeiboUser>;
}

/** The post of a blogger of the dataset, published at `at`, with a cascade of `size` reposts and its comments. */
function monitoredPost(blogger: string, size: number, at: Date): Monitored {
  const cascade: Cascade = generateCascade(size, 23, at);
  const users = new Map<string, WeiboUser>();
  let i = 0;
  for (const [uid, followers] of cascade.followers) {
    if (uid === cascade.rootUid) continue;
    const mapped = reposterUid(uid);
    users.set(mapped, profile(mapped, followers, i, at));
    i += 1;
  }
  const reposts = cascade.reposts.map(
    (r): WeiboRepost => ({
      mid: r.mid,
      rootMid: cascade.rootMid,
      parentMid: r.parentMid,
      uid: reposterUid(r.uid),
      text: r.text,
      createdAt: r.createdAt,
    }),
  );
  const rng = new Rng(hashString('art-mon-bench-comments'));
  const pool = [...users.keys()];
  const comments: WeiboComment[] = [];
  const count = Math.round(size * COMMENT_SHARE);
  for (let c = 0; c < count; c += 1) {
    const follows = reposts[rng.int(reposts.length)]!;
    comments.push({
      id: String(6_120_000_000_000_000 + c),
      mid: cascade.rootMid,
      uid: pool[rng.int(pool.length)]!,
      text: rng.pick(COMMENT_TEXTS),
      createdAt: new Date(follows.createdAt.getTime() + 1000 * (1 + rng.int(600))),
      likes: rng.int(20),
      replyTo: null,
    });
  }
  const root: WeiboPost = {
    mid: cascade.rootMid,
    bid: '',
    uid: blogger,
    text: '压测博文：五万转发的博文监测报告',
    createdAt: at,
    source: '',
    region: '',
    pics: [],
    videoUrl: null,
    isLongText: false,
    isAd: false,
    parentMid: null,
    rootMid: null,
    reposts: 0,
    comments: 0,
    likes: 0,
    deleted: false,
  };
  return { root, reposts, comments, users };
}

/** A source that knows the monitored post as it stands at the clock's now. */
function monitoredSource(m: Monitored, clock: ManualClock): Source {
  const upTo = <T extends { createdAt: Date }>(list: T[]) => list.filter((x) => x.createdAt <= clock.now());
  const none = async () => {
    throw new Error('not used by the bench');
  };
  const postNow = (): WeiboPost => {
    const reposts = upTo(m.reposts).length;
    const comments = upTo(m.comments).length;
    return { ...m.root, reposts, comments, likes: Math.round((reposts + comments) * 2.5) };
  };
  const usersOf = (list: { uid: string }[]) => [...new Set(list.map((x) => x.uid))].map((uid) => m.users.get(uid)!);
  return {
    kind: 'weibo-web',
    demo: false,
    now: () => clock.now(),
    fetchUser: async (uid) => m.users.get(uid) ?? null,
    fetchTimeline: none,
    fetchPost: async (mid) => (mid === m.root.mid ? postNow() : null),
    fetchReposts: async () => {
      const reposts = upTo(m.reposts);
      return { reposts, users: usersOf(reposts) };
    },
    fetchComments: async () => {
      const comments = upTo(m.comments);
      return { comments, users: usersOf(comments) };
    },
    fetchHotSearch: none,
    fetchTopic: none,
    searchPosts: none,
    fetchFollowers: none,
  };
}

/**
 * Monitors the post through the product's path: submit and the start job at `at` + 1 minute, the
 * collector's count snapshot every 10 minutes, then the detail poll at `end` (all the reposts).
 */
async function buildMonitoredPost(ctx: AppContext, at: Date, end: Date, size: number) {
  const t0 = performance.now();
  const clock = ctx.clock as ManualClock;
  const top = await sql<{ uid: string }>`
    select uid from blogger_stats order by followers desc, uid limit 1`.execute(ctx.db);
  const blogger = top.rows[0]?.uid;
  if (!blogger) throw new Error('post-monitor bench: the dataset has no blogger');
  const m = monitoredPost(blogger, size, at);
  const source = monitoredSource(m, clock);
  ctx.source = { source };
  const user = await ctx.db
    .insertInto('users')
    .values({
      mobile: '19700000050',
      nick_name: '监测压测',
      identity_type: 'Ad',
      level: 40,
      level_expires_at: new Date(end.getTime() + 365 * DAY_MS),
      created_at: clock.now(),
      updated_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = { id: Number(user.id), level: 40 };
  const { art_mon_id } = await submit(ctx, member, {
    type: 2,
    url: m.root.mid,
    duration: DURATION_H,
    interval: INTERVAL_MIN,
  } as never);
  await startTask(ctx, art_mon_id);
  const started = clock.now().getTime();
  // What the collector stores on the task's interval (post_watches), one snapshot per interval.
  const snapshots = [];
  for (let t = started + INTERVAL_MIN * 60_000; t <= end.getTime(); t += INTERVAL_MIN * 60_000) {
    clock.advance(t - clock.now().getTime());
    const post = await source.fetchPost(m.root.mid);
    snapshots.push({
      mid: m.root.mid,
      at: new Date(t),
      reposts: post!.reposts,
      comments: post!.comments,
      likes: post!.likes,
    });
  }
  const repo = new WeiboDataRepository(ctx.db);
  await repo.insertPostSnapshots(snapshots);
  await storePost(ctx, source, (await source.fetchPost(m.root.mid))!, null);
  const d0 = performance.now();
  await pollFollowedPost(ctx, source, art_mon_id, m.root.mid);
  progress(
    `post-monitor: detail poll of ${m.reposts.length} reposts, ${m.comments.length} comments, ${m.users.size} profiles in ${fmt((performance.now() - d0) / 1000, 1)} s`,
  );
  await sql`analyze weibo_reposts`.execute(ctx.db);
  await sql`analyze weibo_comments`.execute(ctx.db);
  await sql`analyze post_snapshots`.execute(ctx.db);
  await sql`create table bench_art_mon_dataset (mid text, task_id bigint, user_id bigint)`.execute(ctx.db);
  await sql`insert into bench_art_mon_dataset values (${m.root.mid}, ${art_mon_id}, ${member.id})`.execute(ctx.db);
  ctx.source = null;
  progress(`post-monitor: monitored post built in ${fmt((performance.now() - t0) / 1000, 0)} s`);
}

export async function postMonitorBench(): Promise<void> {
  const bloggers = envInt('BENCH_BLOGGERS', 100_000);
  const posts = envInt('BENCH_POSTS', 1_000_000);
  const size = envInt('BENCH_MONITOR_REPOSTS', 50_000);
  const runs = envInt('BENCH_MONITOR_RUNS', 200);
  const data = await dataset(bloggers, posts);
  if (!data) return;
  // The post is published at the dataset's now and watched for three days; the report is read
  // an hour before the end (the task still running: 监测中).
  const at = data.now;
  const end = new Date(at.getTime() + DURATION_H * HOUR_MS - HOUR_MS);
  const { app, ctx } = await inProcessApp(
    data.handle as DatabaseHandle,
    new Date(at.getTime() + 60_000),
    '/tmp/boguan-bench-post-monitor',
  );
  try {
    let marker = await readMarker(ctx);
    const reused = marker !== null;
    if (!marker) {
      await buildMonitoredPost(ctx, at, end, size);
      marker = await readMarker(ctx);
    } else progress(`post-monitor: reusing the monitored post ${marker.mid}`);
    if (!marker) throw new Error('post-monitor bench: the monitored post was not built');
    const clock = ctx.clock as ManualClock;
    clock.advance(end.getTime() - clock.now().getTime());
    // A post kept from an earlier run is polled again (same cascade), so its summary is the current code's.
    if (reused) {
      const blogger = (await postWithAuthor(ctx.db, marker.mid))!.uid;
      await pollFollowedPost(ctx, monitoredSource(monitoredPost(blogger, size, at), clock), marker.task_id, marker.mid);
    }
    const token = await createSession(ctx.db, { userId: marker.user_id, now: clock.now() });
    const { mid, task_id: id, user_id: userId } = marker;
    const counted = await sql<{ p: number; r: number; c: number }>`
      select (select count(*) from weibo_posts)::int as p,
             (select count(*) from weibo_reposts where root_mid = ${mid})::int as r,
             (select count(*) from weibo_comments where mid = ${mid})::int as c`.execute(ctx.db);
    const sizes = counted.rows[0]!;
    const note = `${sizes.p} posts; the post has ${sizes.r} stored reposts, ${sizes.c} comments, ${INTERVAL_MIN}-minute points over ${DURATION_H - 1} h`;
    progress(`post-monitor: ${note}`);

    // The SQL behind each call, in the order the services send it.
    const scope = async () => {
      const task = await ownTask(ctx.db, userId, id);
      const followed = await taskPosts(ctx.db, id);
      return { task: task!, post: followed[0]! };
    };
    const points = async () => {
      const { post } = await scope();
      return intervalPoints(ctx.db, mid, {
        start: post.started_at,
        end: post.ended_at ?? post.until,
        intervalMs: INTERVAL_MIN * 60_000,
      });
    };
    const cases: EndpointCase[] = [
      {
        name: 'reportContent (post, counts, growth, peak, comment sentiment and words)',
        request: () => ({ url: '/api/art_mon/reportContent', form: { id: String(id) } }),
        bare: async () => Promise.all([postWithAuthor(ctx.db, mid), points(), commentScores(ctx.db, mid, 2000)]),
      },
      {
        name: 'getCoreTrend (one point per 10-minute interval)',
        request: () => ({ url: '/api/art_mon/getCoreTrend', form: { id: String(id) } }),
        bare: points,
      },
      {
        name: 'getCoreFrequencyList (pages 1–5)',
        request: (i) => ({
          url: '/api/art_mon/getCoreFrequencyList',
          form: { id: String(id), page: String(1 + (i % 5)) },
        }),
        bare: points,
      },
      {
        name: "getCoreContrast (against the blogger's 30-day average)",
        request: () => ({ url: '/api/art_mon/getCoreContrast', form: { id: String(id) } }),
        bare: async () => {
          await scope();
          const row = (await postWithAuthor(ctx.db, mid))!;
          return recentOriginals(ctx.db, { uid: row.uid, mid, before: row.created_at }, 30, 200);
        },
      },
      {
        name: 'participant (summary of the last detail poll)',
        request: () => ({ url: '/api/art_mon/participant', form: { id: String(id) } }),
        bare: scope,
      },
      {
        name: 'diffuse (the repost tree the last detail poll built from every stored repost)',
        request: () => ({ url: '/api/art_mon/diffuse', form: { id: String(id) } }),
        bare: async () => {
          await scope();
          return storedSpread(ctx.db, id, mid);
        },
      },
    ];
    await measureEndpoints(app, token, { bench: 'post-monitor', runs, goalMs: GOAL_MS, note: note }, cases);
  } finally {
    await app.close();
    await data.handle.close();
  }
}
