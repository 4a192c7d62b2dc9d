import type { WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { type CheckReport, runMonitorChecks } from './kol-monitor.checker.js';
import { activeMonitorsOf, makeDue, uidOfKol } from './kol-monitor.repository.js';

/** A change the dev hook makes to an account "now": a new name and/or a follower jump. */
export interface AccountOverride {
  screenName?: string;
  /** Followers multiplied by this (1.2 = +20%). */
  followersFactor?: number;
}

const overridesByContext = new WeakMap<AppContext, Map<string, AccountOverride>>();

/** The overrides of one running app (empty unless the dev hook set some). */
function accountOverrides(ctx: AppContext): Map<string, AccountOverride> {
  let map = overridesByContext.get(ctx);
  if (!map) {
    map = new Map();
    overridesByContext.set(ctx, map);
  }
  return map;
}

/**
 * Wraps a Source so fetchUser answers with the dev overrides applied. Only the checker reads
 * through it, and only when config.devPages is on: e2e tests on the real clock cannot wait for a
 * simulator event, so they make one (docs/kol-monitor.md).
 */
function withOverrides(source: Source, overrides: Map<string, AccountOverride>): Source {
  const apply = (user: WeiboUser | null): WeiboUser | null => {
    const change = user ? overrides.get(user.uid) : undefined;
    if (!user || !change) return user;
    return {
      ...user,
      ...(change.screenName ? { screenName: change.screenName } : {}),
      ...(change.followersFactor ? { followers: Math.round(user.followers * change.followersFactor) } : {}),
    };
  };
  return new Proxy(source, {
    get(target, property, receiver) {
      if (property === 'fetchUser') return async (uid: string) => apply(await target.fetchUser(uid));
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The source the checker reads: the configured one, with dev overrides when dev pages are on. */
export function monitorSource(ctx: AppContext): Source | null {
  if (!ctx.source) return null;
  return ctx.config.devPages ? withOverrides(ctx.source.source, accountOverrides(ctx)) : ctx.source.source;
}

/** What the dev hook did: the account, the baseline run (when some monitor had none) and the check after the change. */
export interface DevChangeReport {
  uid: string;
  baseline: CheckReport | null;
  report: CheckReport;
}

/**
 * Makes a monitored account change now and runs its checks (the dev hook): first every live
 * monitor of the account without a baseline takes one, then the override is set and the monitors
 * are checked again.
 */
export async function changeAccountNow(
  ctx: AppContext,
  change: { kol_id: number } & AccountOverride,
): Promise<DevChangeReport> {
  const source = monitorSource(ctx);
  if (!source) throw AppError.bad('当前没有数据源');
  const uid = await uidOfKol(ctx.db, change.kol_id);
  if (!uid) throw AppError.bad('博主不存在或暂未收录');
  const deps = { db: ctx.db, clock: ctx.clock, source };
  const fresh = (await activeMonitorsOf(ctx.db, uid)).filter((m) => !m.hasBaseline).map((m) => m.id);
  await makeDue(ctx.db, fresh, ctx.clock.now());
  const baseline = fresh.length > 0 ? await runMonitorChecks(deps, fresh) : null;
  accountOverrides(ctx).set(uid, {
    ...(change.screenName ? { screenName: change.screenName } : {}),
    ...(change.followersFactor ? { followersFactor: change.followersFactor } : {}),
  });
  const all = (await activeMonitorsOf(ctx.db, uid)).map((m) => m.id);
  await makeDue(ctx.db, all, ctx.clock.now());
  const report = await runMonitorChecks(deps, all);
  return { uid, baseline, report };
}
