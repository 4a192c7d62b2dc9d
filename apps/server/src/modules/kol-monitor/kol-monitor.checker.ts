import { WATCH_KINDS } from '@boguan/contracts/kol-monitor';
import { verifyBadge, type WeiboPost, type WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { refreshBloggerStats } from '../bloggers/blogger-stats.refresh.js';
import { notifyUser } from '../home-content/messages.service.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { describeChange, diffState, type Observation } from './kol-monitor.diff.js';
import {
  claimDue,
  expireEnded,
  insertNotice,
  type MonitorRow,
  markChecked,
  saveCheck,
} from './kol-monitor.repository.js';
import type { MonitorState } from './kol-monitor.tables.js';

/** How far back posts are tracked: a deletion of an older post is not noticed (docs/kol-monitor.md). */
const POST_WINDOW_MS = 3 * 86_400_000;
/** Most monitors one checker run takes; the rest stay due for the next minute. */
const CHECK_BATCH = 200;

export interface CheckDeps {
  db: Kysely<Database>;
  clock: Clock;
  source: Source;
}

export interface CheckReport {
  checked: number;
  notices: number;
  missing: number;
  failed: number;
  ended: number;
}

/** The account as the source shows it now, with deletions confirmed post by post. */
async function observe(source: Source, uid: string, previous: MonitorState | null, now: Date) {
  const user = await source.fetchUser(uid);
  if (!user) return null;
  const windowStart = new Date(now.getTime() - POST_WINDOW_MS);
  const timeline = (await source.fetchTimeline(uid, windowStart)).filter((p) => p.uid === uid && !p.deleted);
  const visible = new Set(timeline.map((p) => p.mid));
  const deleted: string[] = [];
  const stillThere: Observation['posts'] = [];
  const confirmed: WeiboPost[] = [];
  for (const old of previous?.posts ?? []) {
    if (visible.has(old.mid) || new Date(old.created_at) < windowStart) continue;
    // Gone from the timeline: ask for the post itself before calling it deleted (a timeline may be cut short).
    const post = await source.fetchPost(old.mid);
    if (post === null || post.deleted) {
      deleted.push(old.mid);
      if (post) confirmed.push(post);
    } else {
      stillThere.push(old);
    }
  }
  const posts = [
    ...timeline.map((p) => ({ mid: p.mid, created_at: p.createdAt.toISOString(), text: p.text })),
    ...stillThere,
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const observation: Observation = {
    screen_name: user.screenName,
    verify_badge: verifyBadge(user),
    description: user.description,
    followers: user.followers,
    posts,
    deleted,
  };
  return { user, timeline: [...timeline, ...confirmed], observation };
}

/** Looks at one monitor's account, writes notices for watched changes, saves the new baseline. */
async function checkOne(deps: CheckDeps, monitor: MonitorRow, now: Date) {
  const seen = await observe(deps.source, monitor.uid, monitor.last_state, now);
  if (!seen) {
    await markChecked(deps.db, monitor.id, now);
    return { notices: 0, user: null, posts: [] as WeiboPost[] };
  }
  const { changes, state } = diffState(monitor.last_state, seen.observation, monitor.fans_threshold);
  const watched = changes.filter((c) => monitor.watch.includes(c.kind));
  const uname = seen.user.screenName;
  await deps.db.transaction().execute(async (trx) => {
    for (const change of watched) {
      const content = describeChange(uname, change);
      await insertNotice(trx, {
        monitorId: monitor.id,
        userId: monitor.user_id,
        kolId: monitor.kol_id,
        uid: monitor.uid,
        uname,
        kind: change.kind,
        field: change.field,
        before: change.before,
        after: change.after,
        content,
        now,
      });
      await notifyUser(
        trx,
        monitor.user_id,
        { type: 'monitor', title: `账号监控：${uname}${WATCH_KINDS[change.kind]}`, content },
        deps.clock,
      );
    }
    await saveCheck(trx, monitor.id, { state, notices: watched.length, now });
  });
  return { notices: watched.length, user: seen.user, posts: seen.timeline };
}

/**
 * One checker run: ends monitors past their end date, takes the due ones, checks each, and stores
 * the fresh profiles and posts like the collectors do so the rest of the product sees them.
 * `ids` limits the run to some monitors (the dev hook).
 */
export async function runMonitorChecks(deps: CheckDeps, ids?: readonly number[]): Promise<CheckReport> {
  const now = deps.clock.now();
  const ended = await expireEnded(deps.db, now);
  const due = await claimDue(deps.db, now, CHECK_BATCH, ids);
  const report: CheckReport = { checked: 0, notices: 0, missing: 0, failed: 0, ended };
  const users = new Map<string, WeiboUser>();
  const posts: WeiboPost[] = [];
  for (const monitor of due) {
    try {
      const result = await checkOne(deps, monitor, now);
      report.checked += 1;
      report.notices += result.notices;
      if (result.user) users.set(result.user.uid, result.user);
      else report.missing += 1;
      posts.push(...result.posts);
    } catch {
      // One failing account must not stop the others; it is due again at its next interval.
      report.failed += 1;
    }
  }
  if (users.size > 0) {
    const origin = deps.source.kind === 'simulator' ? 'simulator' : 'weibo';
    const repo = new WeiboDataRepository(deps.db);
    await repo.upsertUsers([...users.values()], origin, now, userSearchText);
    await repo.upsertPosts(posts, origin, now, enrichPost);
    await refreshBloggerStats(deps.db, now, { uids: [...users.keys()] });
  }
  return report;
}
