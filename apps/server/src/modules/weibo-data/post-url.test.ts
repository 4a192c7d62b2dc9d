import { describe, expect, it } from 'vitest';
import { weiboPostUrl } from './post-url.js';

describe('a post’s weibo.com link', () => {
  it('links collected and imported posts by their short id, or mid when there is none', () => {
    expect(weiboPostUrl({ uid: '1907518591', bid: 'KzFOFOabc', mid: '4655701919795833', origin: 'weibo' })).toBe(
      'https://weibo.com/1907518591/KzFOFOabc',
    );
    expect(weiboPostUrl({ uid: '1907518591', bid: '', mid: '4655701919795833', origin: 'import' })).toBe(
      'https://weibo.com/1907518591/4655701919795833',
    );
  });
  it('gives a demo post no link: it has no page on weibo.com', () => {
    expect(weiboPostUrl({ uid: '5000000001', bid: 'Abc', mid: '1', origin: 'simulator' })).toBe('');
  });
});
