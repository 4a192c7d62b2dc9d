import { describe, expect, it } from 'vitest';
import { similarity } from '../../src/analytics/similarity.js';
import type { WeiboUser } from '../../src/model.js';
import { parseTimelineResponse } from '../../src/parse/timeline.js';
import { parseProfileResponse } from '../../src/parse/user.js';
import { readFixtureJson } from '../fixtures.js';

const dir = 'weibo-api-responses';

/** Every account of the recorded m.weibo.cn answers, once each, with its follower count. */
function recordedAccounts(): WeiboUser[] {
  const users = [
    parseProfileResponse(readFixtureJson(dir, 'weibo_ak_profile.json')),
    ...parseTimelineResponse(readFixtureJson(dir, 'weibo_ak_list_0.json')).users,
    ...parseTimelineResponse(readFixtureJson(dir, 'weibo_ys_list_0.json')).users,
  ];
  return [...new Map(users.map((u) => [u.uid, u])).values()];
}

const scale = (reasons: string[]) => reasons.find((r) => r.startsWith('粉丝量级')) ?? null;
const asInput = (followers: number) => ({ categories: ['电竞'], followers, engagementRate: 0.01 });

describe('similar bloggers: the follower-magnitude reason on the recorded accounts', () => {
  const accounts = recordedAccounts();

  it('reads real follower counts from the recorded answers', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    expect(accounts.every((u) => u.followers > 0)).toBe(true);
  });

  it('says 相近 only within a factor of 2 and 接近 only within one order of magnitude, for every recorded pair', () => {
    for (const a of accounts) {
      for (const b of accounts) {
        const reason = scale(similarity(asInput(a.followers), asInput(b.followers)).reasons);
        const orders = Math.abs(Math.log10(a.followers) - Math.log10(b.followers));
        const expected = orders <= Math.log10(2) ? '粉丝量级相近' : orders <= 1 ? '粉丝量级接近' : null;
        expect(reason, `${a.screenName} ${a.followers} vs ${b.screenName} ${b.followers}`).toBe(expected);
      }
    }
  });

  it('never calls a 78M account and a 17k one alike, nor a recorded star and a one-fan account', () => {
    expect(scale(similarity(asInput(78_000_000), asInput(17_000)).reasons)).toBeNull();
    const star = accounts.reduce((top, u) => (u.followers > top.followers ? u : top));
    expect(star.followers).toBeGreaterThan(1_000_000);
    expect(scale(similarity(asInput(star.followers), asInput(1)).reasons)).toBeNull();
    // Two recorded esports accounts of the same order (1.36M and 2.48M) are 相近 or 接近, never unlabelled.
    const near = accounts.filter((u) => u.followers >= 1_000_000 && u.followers < 3_000_000);
    expect(near.length).toBeGreaterThanOrEqual(2);
    expect(scale(similarity(asInput(near[0]!.followers), asInput(near[1]!.followers)).reasons)).not.toBeNull();
  });
});
