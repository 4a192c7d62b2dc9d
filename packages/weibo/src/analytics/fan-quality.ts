import type { WeiboUser } from '../model.js';
import { type Interval, round, wilsonInterval } from './stats.js';

export type FollowerSample = Pick<
  WeiboUser,
  'screenName' | 'avatar' | 'statuses' | 'follows' | 'followers' | 'createdAt'
>;

export type BotSignal = 'noAvatar' | 'defaultName' | 'noPosts' | 'followsFarMore' | 'recentAccount';

export interface FanQualityOptions {
  now: Date;
  /** An account younger than this many days is "recent" (default 30). */
  recentDays?: number;
  /** Signals from which a follower counts as suspicious (default 2). */
  minSignals?: number;
}

// Weibo names new accounts 用户 + digits; its default avatars live under /default/.
const DEFAULT_NAME = /^用户\d{5,}$/;
const DEFAULT_AVATAR = /default_avatar|\/default\//;

/** The bot-like signals a follower shows (see docs/metrics.md for each threshold). */
export function botSignals(follower: FollowerSample, options: FanQualityOptions): BotSignal[] {
  const signals: BotSignal[] = [];
  if (!follower.avatar || DEFAULT_AVATAR.test(follower.avatar)) signals.push('noAvatar');
  if (DEFAULT_NAME.test(follower.screenName)) signals.push('defaultName');
  if (follower.statuses === 0) signals.push('noPosts');
  if (follower.follows >= 100 && follower.follows >= 10 * (follower.followers + 1)) signals.push('followsFarMore');
  const recentMs = (options.recentDays ?? 30) * 86_400_000;
  if (follower.createdAt && options.now.getTime() - follower.createdAt.getTime() < recentMs)
    signals.push('recentAccount');
  return signals;
}

export interface FanQuality {
  sampleSize: number;
  suspicious: number;
  /** Estimated share of real followers (0-1, four decimals). */
  realShare: number;
  /** Wilson 95% interval of the real share. */
  confidence: Interval;
  signalCounts: Record<BotSignal, number>;
}

/** Share of real followers estimated from a sample: suspicious = at least minSignals bot signals. */
export function fanQuality(sample: readonly FollowerSample[], options: FanQualityOptions): FanQuality {
  const signalCounts: Record<BotSignal, number> = {
    noAvatar: 0,
    defaultName: 0,
    noPosts: 0,
    followsFarMore: 0,
    recentAccount: 0,
  };
  const minSignals = options.minSignals ?? 2;
  let suspicious = 0;
  for (const follower of sample) {
    const signals = botSignals(follower, options);
    for (const s of signals) signalCounts[s] += 1;
    if (signals.length >= minSignals) suspicious += 1;
  }
  const n = sample.length;
  const real = n - suspicious;
  const ci = wilsonInterval(real, n);
  return {
    sampleSize: n,
    suspicious,
    realShare: n > 0 ? round(real / n, 4) : 0,
    confidence: { low: round(ci.low, 4), high: round(ci.high, 4) },
    signalCounts,
  };
}
