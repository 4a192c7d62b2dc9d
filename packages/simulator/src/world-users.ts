/**
 * Accounts as seen at an instant: a blogger's profile with followers, name and badge as
 * they stand then, statuses counted from its posts; a crowd user's fixed profile; the
 * change events between two instants that account monitoring should notice.
 */
import type { WeiboUser } from '@boguan/weibo/model';
import type { Blogger } from './bloggers.js';
import { verifiedTypeOf } from './bloggers.js';
import { chinaDay } from './calendar.js';
import { accountStateAt, type ChangeKind, eventsBetween } from './changes.js';
import { bloggerAt, bloggerByUid, isBlogger, type WorldCore } from './core.js';
import { avatarUrl, crowdUser, followerSampleUids } from './crowd.js';
import { industryAt } from './data/industries.js';
import { PROVINCES } from './data/regions.js';
import { isUid } from './ids.js';
import { localSideOf, tandianBio } from './merchant-posts.js';
import { dayPlan, tallySinceStart } from './post-plan.js';
import { orgBio, personalBio, verifiedReason } from './profile-text.js';
import { rngFor, STREAM } from './rng.js';

export interface ChangeEvent {
  uid: string;
  kind: ChangeKind;
  at: Date;
  /** rename: old and new name; verify: old and new badge; drops/surges: followers before and after. */
  before: string | number | null;
  after: string | number | null;
  /** post-delete: the deleted post. */
  mid: string | null;
}

function bloggerProfile(core: WorldCore, b: Blogger, at: number): WeiboUser {
  const state = accountStateAt(core.seed, b, core.start, at);
  const tally = at > core.start ? tallySinceStart(core, b.idx, at) : { posted: 0, deleted: 0 };
  const rng = rngFor(core.seed, STREAM.blogger, b.idx, 1);
  const city = b.city;
  const bio =
    b.kind === 'personal'
      ? personalBio(rng, b.industry, b.secondIndustry, city)
      : orgBio(rng, b.kind, b.screenName, b.industry, b.secondIndustry);
  const badge = state.tier;
  const categories = [industryAt(b.industry).name];
  if (b.secondIndustry !== null) categories.push(industryAt(b.secondIndustry).name);
  // A local blogger who visits and reviews places is filed under 探店 too, and says so.
  const tandian = localSideOf(core, b).tandian;
  if (tandian) categories.push('探店');
  const description = tandian ? `${bio} ${tandianBio(b)}` : bio;
  return {
    uid: b.uid,
    screenName: state.screenName,
    avatar: avatarUrl(b.uid),
    gender: b.gender,
    province: PROVINCES[b.province]?.name ?? '其他',
    city,
    verified: badge !== 'none',
    verifiedType: verifiedTypeOf(badge, b.kind),
    verifiedTypeExt: badge === 'gold' ? 1 : badge === 'none' ? undefined : 0,
    verifiedReason: badge === 'none' ? '' : verifiedReason(rng, badge, b.industry, state.screenName),
    followers: state.followers,
    follows: state.follows,
    statuses: b.statuses0 + tally.posted - tally.deleted,
    description,
    categories,
    createdAt: new Date(b.createdAt),
  };
}

/** Any account at `at`: null for a malformed uid or a blogger whose account does not exist yet. */
export function userAt(core: WorldCore, uid: string, at: number): WeiboUser | null {
  const b = bloggerByUid(core, uid);
  if (b) return at < b.createdAt ? null : bloggerProfile(core, b, at);
  if (!isUid(uid)) return null;
  const user = crowdUser(core.seed, uid);
  return user.createdAt && user.createdAt.getTime() > at ? null : user;
}

export function followerSample(core: WorldCore, uid: string, size: number): WeiboUser[] {
  const b = bloggerByUid(core, uid);
  if (!b) return [];
  const uids = followerSampleUids(core.seed, (u) => isBlogger(core, u), b.idx, b.suspicious, size);
  return uids.map((u) => crowdUser(core.seed, u));
}

export function eventsOf(core: WorldCore, uid: string, from: number, to: number): ChangeEvent[] {
  const b = bloggerByUid(core, uid);
  if (!b) return [];
  const out: ChangeEvent[] = [];
  for (const e of eventsBetween(core.seed, b, core.start, from, to)) {
    const before = accountStateAt(core.seed, b, core.start, e.at - 1);
    const after = accountStateAt(core.seed, b, core.start, e.kind === 'follower-surge' ? e.at + e.duration : e.at);
    const pick = (s: typeof before) =>
      e.kind === 'rename' ? s.screenName : e.kind === 'verify' ? s.tier : s.followers;
    out.push({ uid, kind: e.kind, at: new Date(e.at), before: pick(before), after: pick(after), mid: null });
  }
  // Deletions of posts published since the world's start (a post may be deleted days later).
  for (let day = chinaDay(Math.max(core.start, from - 21 * 86_400_000)); day <= chinaDay(to); day++) {
    for (const stub of dayPlan(core, bloggerAt(core, b.idx), day)) {
      if (stub.deletedAt !== null && stub.deletedAt >= from && stub.deletedAt <= to) {
        out.push({ uid, kind: 'post-delete', at: new Date(stub.deletedAt), before: null, after: null, mid: stub.mid });
      }
    }
  }
  return out.sort((x, y) => x.at.getTime() - y.at.getTime());
}
