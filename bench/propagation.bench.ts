// `npm run bench propagation`: one propagation analysis of a 100k-repost post end to end on
// PostgreSQL, job to stored result: the job reads the post, its author and its 100k reposts with
// the reposters' profiles from a source, stores them through the product's repository, builds the
// spread from the rows it read and writes the frozen report. Beside it: the same job on reposts already
// stored (mode 'stored') and the bare engine (analyzePropagation in memory) on the same cascade.

import { openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { runPropagationTask } from '@boguan/server/src/modules/propagation/propagation.job.js';
import { submitPropagation } from '@boguan/server/src/modules/propagation/propagation.service.js';
import { analyzePropagation } from '@boguan/weibo/analytics/propagation';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { type Cascade, generateCascade } from './engine/cascade.js';
import { envInt, fmt } from './engine/measure.js';
import { inProcessApp } from './lib/in-process-app.js';
import { benchDatabaseUrl } from './lib/postgres.js';
import { report } from './lib/report.js';

const NOW = new Date('2026-03-05T02:00:00Z');

function profile(uid: string, followers: number, i: number): WeiboUser {
  return {
    uid,
    screenName: `转发用户${uid.slice(-6)}`,
    avatar: i % 7 === 0 ? '' : `https://tvax1.sinaimg.cn/crop/${uid}.jpg`,
    gender: i % 3 === 0 ? 'f' : i % 3 === 1 ? 'm' : 'n',
    province: ['北京', '上海', '广东', '浙江', '四川', ''][i % 6]!,
    city: '',
    verified: followers > 100_000,
    verifiedType: followers > 100_000 ? 0 : -1,
    verifiedReason: '',
    followers,
    follows: 200 + (i % 500),
    statuses: i % 11 === 0 ? 0 : 300,
    description: '',
    categories: [],
    createdAt: new Date(NOW.getTime() - (400 + (i % 2000)) * 86_400_000),
  };
}

/** A source that knows one post: the cascade's root, its author and its reposts with every reposter's profile. */
function cascadeSource(cascade: Cascade): Source {
  const users = [...cascade.followers].map(([uid, followers], i) => profile(uid, followers, i));
  const root: WeiboPost = {
    mid: cascade.rootMid,
    bid: '',
    uid: cascade.rootUid,
    text: '压测博文：十万转发的传播分析',
    createdAt: cascade.rootCreatedAt,
    source: '',
    region: '',
    pics: [],
    videoUrl: null,
    isLongText: false,
    isAd: false,
    parentMid: null,
    rootMid: null,
    reposts: cascade.reposts.length,
    comments: 0,
    likes: 0,
    deleted: false,
  };
  const none = async () => {
    throw new Error('not used by the bench');
  };
  return {
    kind: 'weibo-web',
    demo: false,
    now: () => NOW,
    fetchUser: async (uid) => users.find((u) => u.uid === uid) ?? null,
    fetchTimeline: none,
    fetchPost: async (mid) => (mid === root.mid ? root : null),
    fetchReposts: async () => ({
      reposts: cascade.reposts.map((r) => ({ ...r, rootMid: cascade.rootMid })),
      users: users.filter((u) => u.uid !== cascade.rootUid),
    }),
    fetchComments: none,
    fetchHotSearch: none,
    fetchTopic: none,
    searchPosts: none,
    fetchFollowers: none,
  };
}

async function member(ctx: AppContext): Promise<{ id: number; level: number }> {
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile: '13900000000',
      nick_name: '压测',
      identity_type: 'Ad',
      level: 40,
      level_expires_at: new Date(NOW.getTime() + 365 * 86_400_000),
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, level: 40 };
}

/** Submit + the job to the stored report, timed; throws unless the report counts every repost. */
async function analyse(
  ctx: AppContext,
  user: { id: number; level: number },
  cascade: Cascade,
  mode: 'collect' | 'stored',
) {
  const t0 = performance.now();
  const { id } = await submitPropagation(ctx, user, { url: cascade.rootMid, mode });
  const outcome = await runPropagationTask(ctx, id);
  const ms = performance.now() - t0;
  const row = await ctx.db
    .selectFrom('propagation_tasks')
    .select(['status', 'nodes', 'depth'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.status !== 2 || row.nodes !== cascade.reposts.length)
    throw new Error(`propagation bench: task ${id} ended ${JSON.stringify(outcome)} with ${row.nodes} nodes`);
  return { ms, depth: row.depth };
}

export async function propagationBench(): Promise<void> {
  const size = envInt('BENCH_TREE_NODES', 100_000);
  const url = await benchDatabaseUrl('boguan_bench_propagation');
  if (!url) return;
  const cascade = generateCascade(size, 7, new Date(NOW.getTime() - 2 * 86_400_000));
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  try {
    await migrateToLatest(handle.db as never);
    const { app, ctx } = await inProcessApp(handle, NOW, '/tmp/boguan-bench-propagation');
    try {
      ctx.source = { source: cascadeSource(cascade) };
      const user = await member(ctx);
      const collect = await analyse(ctx, user, cascade, 'collect');
      const stored = await analyse(ctx, user, cascade, 'stored');
      const e0 = performance.now();
      analyzePropagation(cascade.reposts, { rootMid: cascade.rootMid });
      const engineMs = performance.now() - e0;
      report({
        bench: 'propagation',
        name: `propagation analysis of a ${size}-repost post, job to stored result (PostgreSQL)`,
        value: collect.ms,
        unit: 'ms',
        goal: 5000,
        better: 'lower',
        note:
          `collect: ${size} reposts and ${cascade.followers.size - 1} profiles stored, tree built, report frozen; ` +
          `the same on reposts already stored ${fmt(stored.ms)} ms; bare engine in memory ${fmt(engineMs)} ms; depth ${collect.depth}`,
      });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
