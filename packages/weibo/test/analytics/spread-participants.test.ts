import { describe, expect, it } from 'vitest';
import { type ParticipantProfile, participantMix } from '../../src/analytics/spread-participants.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const days = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

function profile(uid: string, fields: Partial<ParticipantProfile>): ParticipantProfile {
  return {
    uid,
    screenName: `账号${uid}`,
    avatar: `https://tvax1.sinaimg.cn/${uid}.jpg`,
    gender: 'f',
    province: '北京',
    statuses: 100,
    follows: 50,
    followers: 80,
    createdAt: days(800),
    verifyBadge: 'none',
    ...fields,
  };
}

const options = { now: NOW, regions: 2, otherName: '其他', unknownName: '未知' };

describe('participantMix', () => {
  const profiles = [
    profile('1', { gender: 'm', province: '上海', verifyBadge: 'gold' }),
    profile('2', { gender: 'm', province: '上海', verifyBadge: 'blue' }),
    profile('3', { province: '广东' }),
    profile('4', { province: '' }),
    // Two signals: no avatar and no posts -> suspected.
    profile('5', { gender: 'n', avatar: '', statuses: 0, province: '浙江' }),
    // Three signals: default name, follows far more, created 10 days ago -> suspected.
    profile('6', { screenName: '用户7234567890', follows: 2000, followers: 3, createdAt: days(10) }),
    // One signal only (no posts): not suspected.
    profile('7', { statuses: 0, verifyBadge: 'yellow' }),
  ];
  const mix = participantMix(10, profiles, options);

  it('counts gender and verification over the profiled accounts, and states the base', () => {
    expect(mix.accounts).toBe(10);
    expect(mix.profiled).toBe(7);
    expect(mix.gender).toEqual({ m: 2, f: 4, n: 1 });
    expect(mix.verification).toEqual({ gold: 1, blue: 1, yellow: 1, none: 4 });
  });

  it('lists the top regions (ties by name), the rest as 其他, an empty province as 未知', () => {
    // 上海 2, 北京 2 (accounts 6 and 7), then 广东, 浙江 and 未知 with 1 each: 3 under 其他.
    expect(mix.regions).toEqual([
      { name: '上海', count: 2 },
      { name: '北京', count: 2 },
      { name: '其他', count: 3 },
    ]);
    const all = participantMix(7, profiles, { ...options, regions: 10 });
    expect(all.regions.map((r) => r.name)).toEqual(['上海', '北京', '广东', '未知', '浙江']);
  });

  it('suspects accounts with at least two bot signals; share = suspected / checked', () => {
    expect(mix.bots).toMatchObject({ suspected: 2, checked: 7, share: 0.2857 });
    expect(mix.bots.signals).toEqual([
      { name: 'noPosts', count: 2 },
      { name: 'defaultName', count: 1 },
      { name: 'followsFarMore', count: 1 },
      { name: 'noAvatar', count: 1 },
      { name: 'recentAccount', count: 1 },
    ]);
  });

  it('answers zeros without profiles (reposts imported from a file)', () => {
    const none = participantMix(5, [], options);
    expect(none).toMatchObject({ accounts: 5, profiled: 0, regions: [], bots: { suspected: 0, checked: 0, share: 0 } });
  });
});
