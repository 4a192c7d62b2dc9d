import { describe, expect, it } from 'vitest';
import { contrastWithAverage, withIncrements } from '../../src/analytics/post-growth.js';
import { followerBandIndex, isBareRepost, postParticipants } from '../../src/analytics/post-participants.js';
import type { WeiboUser } from '../../src/model.js';

const NOW = new Date('2026-03-01T00:00:00Z');

function user(uid: string, over: Partial<WeiboUser> = {}): WeiboUser {
  return {
    uid,
    screenName: `账号${uid}`,
    avatar: 'https://tvax1.sinaimg.cn/a.jpg',
    gender: 'f',
    province: '北京',
    city: '',
    verified: false,
    verifiedType: -1,
    verifiedReason: '',
    followers: 500,
    follows: 200,
    statuses: 300,
    description: '',
    categories: [],
    createdAt: new Date('2018-01-01T00:00:00Z'),
    ...over,
  };
}

describe('post participants', () => {
  it('counts reposters, commenters and both, and splits the profiled ones', () => {
    const reposts = [
      { uid: '1', text: '好看！' },
      { uid: '2', text: '转发微博' },
      { uid: '3', text: '//@某人: 真的' },
    ];
    const comments = [{ uid: '1' }, { uid: '4' }];
    const users = [
      user('1', { gender: 'm', followers: 2_000_000, verified: true, verifiedType: 0, verifiedTypeExt: 1 }),
      user('2', { province: '上海', followers: 50 }),
      user('3'),
    ];
    const p = postParticipants(reposts, comments, users, { now: NOW });
    expect(p).toMatchObject({ participants: 4, reposters: 3, commenters: 2, both: 1, profiled: 3 });
    expect(p.gender).toEqual({ m: 1, f: 2, n: 0 });
    expect(p.verification).toEqual({ gold: 1, blue: 0, yellow: 0, none: 2 });
    expect(p.followerBands).toEqual([1, 1, 0, 0, 0, 1]);
    expect(p.regions).toEqual([
      { key: '北京', count: 2 },
      { key: '上海', count: 1 },
    ]);
    expect(p.topAccounts[0]!.uid).toBe('1');
  });

  it('flags an account with two signals or more, and names them', () => {
    const bot = user('9', {
      screenName: '用户7391029384',
      avatar: 'https://tvax1.sinaimg.cn/default/images/default_avatar_male_180.gif',
      statuses: 0,
      createdAt: new Date('2026-02-20T00:00:00Z'),
    });
    const busy = user('8');
    const reposts = [
      { uid: '9', text: '转发微博' },
      { uid: '8', text: '转发微博' },
      { uid: '8', text: '' },
      { uid: '8', text: '转发' },
    ];
    const p = postParticipants(reposts, [], [bot, busy], { now: NOW });
    expect(p.suspects.count).toBe(1);
    expect(p.suspects.sample[0]!.uid).toBe('9');
    expect(p.suspects.sample[0]!.signals).toEqual([
      'noAvatar',
      'defaultName',
      'noPosts',
      'recentAccount',
      'bareRepost',
    ]);
    // Account 8 reposted three times (repeated) but added words once: one signal, not a suspect.
    expect(p.suspects.signalCounts.repeated).toBe(1);
    expect(p.suspects.signalCounts.bareRepost).toBe(1);
    expect(p.suspects.share).toBe(0.5);
  });

  it('reads bare reposts and follower bands', () => {
    expect(isBareRepost('//@A: 好')).toBe(true);
    expect(isBareRepost('Repost')).toBe(true);
    expect(isBareRepost('说得对//@A: 好')).toBe(false);
    expect([0, 99, 100, 999_999, 1_000_000].map(followerBandIndex)).toEqual([0, 0, 1, 4, 5]);
  });
});

describe('post growth', () => {
  it('turns polls into increments, the first being the baseline', () => {
    const at = (m: number) => new Date(NOW.getTime() + m * 60_000);
    const points = withIncrements([
      { at: at(0), reposts: 10, comments: 5, likes: 100 },
      { at: at(10), reposts: 25, comments: 7, likes: 180 },
      { at: at(20), reposts: 24, comments: 9, likes: 200 },
    ]);
    expect(points.map((p) => [p.newReposts, p.newComments, p.newLikes])).toEqual([
      [0, 0, 0],
      [15, 2, 80],
      [-1, 2, 20],
    ]);
  });

  it('sets the post against the average of the others', () => {
    const c = contrastWithAverage({ reposts: 30, comments: 10, likes: 60 }, [
      { reposts: 10, comments: 10, likes: 40 },
      { reposts: 20, comments: 0, likes: 20 },
    ]);
    expect(c.reposts).toEqual({ post: 30, average: 15, ratio: 2 });
    expect(c.comments).toEqual({ post: 10, average: 5, ratio: 2 });
    expect(c.interactions).toEqual({ post: 100, average: 50, ratio: 2 });
    expect(contrastWithAverage({ reposts: 1, comments: 0, likes: 0 }, []).reposts).toEqual({
      post: 1,
      average: 0,
      ratio: null,
    });
  });
});
