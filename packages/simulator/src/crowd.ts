/**
 * The crowd: every ten-digit uid that is not a blogger is an ordinary Weibo user whose
 * profile is a pure function of (seed, uid). Reposters, commenters and followers are
 * drawn from it. A share of crowd uids are bots (default name, no avatar, no posts,
 * follows ≫ followers); follower samples of accounts that bought fans hold many of them.
 */
import type { WeiboUser } from '@boguan/weibo/model';
import { pickCity } from './bloggers.js';
import { DAY } from './calendar.js';
import { BIO_PARTS } from './data/names.js';
import { PROVINCE_CUMULATIVE, PROVINCES } from './data/regions.js';
import { uidFrom } from './ids.js';
import { defaultName, personalName } from './profile-text.js';
import { cumulate, fill, hash32, Rng, rngFor, STREAM, unitFromHash } from './rng.js';

export type CrowdClass = 'bot' | 'normal' | 'any';

const PREFIXES = ['1', '2', '3', '5', '6', '7'];
const PREFIX_CUMULATIVE = cumulate([3, 4, 6, 25, 30, 32]);
/** Years an account with this uid prefix was opened in: [first, last]. */
const PREFIX_YEARS: Record<string, readonly [number, number]> = {
  '1': [2009, 2010],
  '2': [2011, 2011],
  '3': [2012, 2012],
  '5': [2013, 2015],
  '6': [2016, 2019],
  '7': [2020, 2025],
};
export const DEFAULT_AVATAR = '/static/avatar/default.svg';

export function avatarUrl(uid: string): string {
  return `/static/avatar/${uid}.svg`;
}

/** Whether a crowd uid is a bot; new accounts (prefix 7) are bots far more often. */
export function isBotUid(seed: number, uid: string): boolean {
  const share = uid.startsWith('7') ? 0.3 : 0.04;
  return unitFromHash(hash32(seed, STREAM.crowd, Number(uid), 1)) < share;
}

/**
 * A crowd uid for the given keys, of the wanted class, never a blogger's uid.
 * Rejection sampling keeps the class a property of the uid itself.
 */
export function crowdUid(
  seed: number,
  isBlogger: (uid: string) => boolean,
  want: CrowdClass,
  ...keys: number[]
): string {
  for (let attempt = 0; ; attempt++) {
    const h = hash32(seed, STREAM.crowd, ...keys, attempt);
    const prefix =
      want === 'bot' ? (h % 10 === 0 ? '6' : '7') : (PREFIXES[new Rng(h).weighted(PREFIX_CUMULATIVE)] ?? '5');
    const uid = uidFrom(prefix, hash32(h, 7));
    if (isBlogger(uid)) continue;
    if (want === 'any' || (want === 'bot') === isBotUid(seed, uid)) return uid;
  }
}

/** The profile of a crowd user; stable over time (the crowd does not drift). */
export function crowdUser(seed: number, uid: string): WeiboUser {
  const rng = rngFor(seed, STREAM.crowd, Number(uid), 2);
  const bot = isBotUid(seed, uid);
  const [firstYear, lastYear] = PREFIX_YEARS[uid[0] ?? '7'] ?? [2020, 2025];
  const createdAt = new Date(Date.UTC(rng.range(firstYear, lastYear), 0, 1) + rng.int(360) * DAY);
  const province = rng.weighted(PROVINCE_CUMULATIVE);
  const industry = rng.int(20);
  if (bot) {
    const defaultNamed = rng.chance(0.75);
    return {
      uid,
      screenName: defaultNamed ? defaultName(uid) : `${personalName(rng, industry)}${rng.range(1000, 99999)}`,
      avatar: rng.chance(0.85) ? DEFAULT_AVATAR : avatarUrl(uid),
      gender: rng.chance(0.5) ? 'f' : 'm',
      province: rng.chance(0.4) ? '其他' : (PROVINCES[province]?.name ?? '其他'),
      city: '',
      verified: false,
      verifiedType: -1,
      verifiedReason: '',
      followers: rng.range(0, 12),
      follows: rng.range(600, 2000),
      statuses: rng.chance(0.7) ? 0 : rng.range(1, 5),
      description: '',
      categories: [],
      createdAt,
    };
  }
  const provinceName = PROVINCES[province]?.name ?? '其他';
  return {
    uid,
    screenName: rng.chance(0.06) ? defaultName(uid) : personalName(rng, industry),
    avatar: rng.chance(0.97) ? avatarUrl(uid) : DEFAULT_AVATAR,
    gender: rng.chance(0.56) ? 'f' : 'm',
    province: provinceName,
    city: pickCity(rng, province),
    verified: false,
    verifiedType: -1,
    verifiedReason: '',
    followers: Math.round(rng.logNormal(120, 1.4)),
    follows: Math.round(Math.min(3000, rng.logNormal(250, 0.8))),
    statuses: rng.chance(0.05) ? 0 : Math.round(rng.logNormal(300, 1.3)),
    description: rng.chance(0.5) ? '' : fill(rng.pick(BIO_PARTS), { city: provinceName }),
    categories: [],
    createdAt,
  };
}

/** Share of bots among an account's followers: a few percent, a third or more for bought fans. */
export function botShareOf(seed: number, idx: number, suspicious: boolean): number {
  const u = unitFromHash(hash32(seed, STREAM.follower, idx));
  return suspicious ? 0.25 + 0.35 * u : 0.02 + 0.08 * u;
}

/** A deterministic sample of an account's followers (the first `size` of its fan list). */
export function followerSampleUids(
  seed: number,
  isBlogger: (uid: string) => boolean,
  idx: number,
  suspicious: boolean,
  size: number,
): string[] {
  const share = botShareOf(seed, idx, suspicious);
  const out: string[] = [];
  for (let i = 0; i < size; i++) {
    const bot = unitFromHash(hash32(seed, STREAM.follower, idx, i)) < share;
    out.push(crowdUid(seed, isBlogger, bot ? 'bot' : 'normal', STREAM.follower, idx, i));
  }
  return out;
}
