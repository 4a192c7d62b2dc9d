import { type Gender, verifyBadge, type WeiboComment, type WeiboRepost, type WeiboUser } from '../model.js';
import { type BotSignal, botSignals } from './fan-quality.js';
import { round } from './stats.js';

/*
 * Who took part in a post: the accounts that reposted or commented it, by gender, region,
 * verification and follower band, its biggest accounts, and the ones that look like bots with the
 * signals that flagged them (docs/post-monitor.md, "The figures").
 */

/** Lower bounds of the follower bands, smallest first (the last band is open). */
export const FOLLOWER_BAND_MINS = [0, 100, 1_000, 10_000, 100_000, 1_000_000] as const;

export type ParticipantSignal = BotSignal | 'repeated' | 'bareRepost';

export interface ParticipantOptions {
  now: Date;
  /** Signals from which an account counts as a suspected bot (default 2). */
  minSignals?: number;
  /** Reposts plus comments of one account on this post from which it is "repeated" (default 3). */
  repeatedFrom?: number;
  /** Suspects listed with their signals (default 20). */
  suspectSample?: number;
  /** Biggest accounts listed (default 10). */
  topAccounts?: number;
}

export interface ParticipantAccount {
  uid: string;
  name: string;
  avatar: string;
  followers: number;
  verify: ReturnType<typeof verifyBadge>;
  reposts: number;
  comments: number;
}

export interface SuspectAccount extends ParticipantAccount {
  signals: ParticipantSignal[];
}

export interface Count {
  key: string;
  count: number;
}

export interface PostParticipants {
  /** Distinct accounts that reposted or commented (with a known profile or not). */
  participants: number;
  reposters: number;
  commenters: number;
  /** Accounts that did both. */
  both: number;
  /** Accounts whose profile is known: the base of every split below. */
  profiled: number;
  gender: Record<Gender, number>;
  /** Provinces, most participants first ('' = not stated, listed as its own key). */
  regions: Count[];
  verification: Record<ReturnType<typeof verifyBadge>, number>;
  /** One count per FOLLOWER_BAND_MINS entry. */
  followerBands: number[];
  suspects: {
    count: number;
    /** suspects / profiled (four decimals; 0 without profiles). */
    share: number;
    signalCounts: Record<ParticipantSignal, number>;
    sample: SuspectAccount[];
  };
  topAccounts: ParticipantAccount[];
}

/** A repost that adds nothing of its own: empty, Weibo's default 转发微博, or only the //@ chain it passed on. */
export function isBareRepost(text: string): boolean {
  const own = text.split('//@')[0]?.trim() ?? '';
  return own === '' || own === '转发微博' || own === 'Repost' || own === '轉發微博';
}

export function followerBandIndex(followers: number): number {
  let index = 0;
  for (let i = 0; i < FOLLOWER_BAND_MINS.length; i += 1) if (followers >= FOLLOWER_BAND_MINS[i]!) index = i;
  return index;
}

interface Activity {
  reposts: number;
  comments: number;
  bare: number;
}

const SIGNAL_ORDER: ParticipantSignal[] = [
  'noAvatar',
  'defaultName',
  'noPosts',
  'followsFarMore',
  'recentAccount',
  'repeated',
  'bareRepost',
];

/** The participants of one post from its reposts, its comments and the profiles of their authors. */
export function postParticipants(
  reposts: readonly Pick<WeiboRepost, 'uid' | 'text'>[],
  comments: readonly Pick<WeiboComment, 'uid'>[],
  users: readonly WeiboUser[],
  options: ParticipantOptions,
): PostParticipants {
  const minSignals = options.minSignals ?? 2;
  const repeatedFrom = options.repeatedFrom ?? 3;
  const activity = new Map<string, Activity>();
  const touch = (uid: string) => {
    let entry = activity.get(uid);
    if (!entry) {
      entry = { reposts: 0, comments: 0, bare: 0 };
      activity.set(uid, entry);
    }
    return entry;
  };
  for (const repost of reposts) {
    const entry = touch(repost.uid);
    entry.reposts += 1;
    if (isBareRepost(repost.text)) entry.bare += 1;
  }
  for (const comment of comments) touch(comment.uid).comments += 1;

  const profiles = new Map(users.map((u) => [u.uid, u]));
  const gender: Record<Gender, number> = { m: 0, f: 0, n: 0 };
  const verification = { gold: 0, blue: 0, yellow: 0, none: 0 };
  const followerBands = FOLLOWER_BAND_MINS.map(() => 0);
  const regions = new Map<string, number>();
  const signalCounts = Object.fromEntries(SIGNAL_ORDER.map((s) => [s, 0])) as Record<ParticipantSignal, number>;
  const suspects: SuspectAccount[] = [];
  const accounts: ParticipantAccount[] = [];
  let reposters = 0;
  let commenters = 0;
  let both = 0;
  for (const [uid, act] of activity) {
    if (act.reposts > 0) reposters += 1;
    if (act.comments > 0) commenters += 1;
    if (act.reposts > 0 && act.comments > 0) both += 1;
    const user = profiles.get(uid);
    if (!user) continue;
    const account: ParticipantAccount = {
      uid,
      name: user.screenName,
      avatar: user.avatar,
      followers: user.followers,
      verify: verifyBadge(user),
      reposts: act.reposts,
      comments: act.comments,
    };
    accounts.push(account);
    gender[user.gender] += 1;
    verification[account.verify] += 1;
    followerBands[followerBandIndex(user.followers)]! += 1;
    regions.set(user.province, (regions.get(user.province) ?? 0) + 1);
    const signals: ParticipantSignal[] = botSignals(user, { now: options.now });
    if (act.reposts + act.comments >= repeatedFrom) signals.push('repeated');
    // Every repost bare (and at least one): an account that only passes the post on.
    if (act.reposts > 0 && act.bare === act.reposts) signals.push('bareRepost');
    for (const s of signals) signalCounts[s] += 1;
    if (signals.length >= minSignals) suspects.push({ ...account, signals });
  }
  const byWeight = (a: SuspectAccount, b: SuspectAccount) =>
    b.signals.length - a.signals.length ||
    b.reposts + b.comments - (a.reposts + a.comments) ||
    (a.uid < b.uid ? -1 : 1);
  const byFollowers = (a: ParticipantAccount, b: ParticipantAccount) =>
    b.followers - a.followers || (a.uid < b.uid ? -1 : 1);
  return {
    participants: activity.size,
    reposters,
    commenters,
    both,
    profiled: accounts.length,
    gender,
    regions: [...regions]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)),
    verification,
    followerBands,
    suspects: {
      count: suspects.length,
      share: accounts.length > 0 ? round(suspects.length / accounts.length, 4) : 0,
      signalCounts,
      sample: suspects.sort(byWeight).slice(0, options.suspectSample ?? 20),
    },
    topAccounts: accounts.sort(byFollowers).slice(0, options.topAccounts ?? 10),
  };
}
