import type { WeiboPost } from '@boguan/weibo/model';

/** A plain original post of blogger 3001 with no counts, for tests that only care about its text. */
export function weiboPost(mid: string, text: string, overrides: Partial<WeiboPost> = {}): WeiboPost {
  return {
    mid,
    bid: `N${mid}`,
    uid: '3001',
    text,
    createdAt: new Date('2026-01-04T02:00:00Z'),
    source: '',
    region: '',
    pics: [],
    videoUrl: null,
    isLongText: false,
    isAd: false,
    parentMid: null,
    rootMid: null,
    reposts: 0,
    comments: 0,
    likes: 0,
    deleted: false,
    ...overrides,
  };
}
