import type { WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import type { AppContext } from '../../lib/context.js';

/** A change the dev hook makes to an account "now": a new name and/or a follower jump. */
export interface AccountOverride {
  screenName?: string;
  /** Followers multiplied by this (1.2 = +20%). */
  followersFactor?: number;
}

const overridesByContext = new WeakMap<AppContext, Map<string, AccountOverride>>();

/** The overrides of one running app (empty unless the dev hook set some). */
export function accountOverrides(ctx: AppContext): Map<string, AccountOverride> {
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
export function withOverrides(source: Source, overrides: Map<string, AccountOverride>): Source {
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
