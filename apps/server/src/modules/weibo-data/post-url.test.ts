import { describe, expect, it } from 'vitest';
import { postLinkMid, weiboPostUrl } from './post-url.js';

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

// The link forms themselves are read by parsePostLink (packages/weibo/test/parse/post-link.test.ts).
describe('a pasted post link in the single-link forms', () => {
  it('gives the mid a link or bare id names', () => {
    const mid = '4655701919795833';
    for (const text of [`https://weibo.com/1907518591/Knn3NF6lj?refer_flag=1001`, `  ${mid} `, 'Knn3NF6lj']) {
      expect(postLinkMid(text)).toEqual({ ok: true, mid });
    }
  });

  it('names what is wrong: empty, another site, not a post', () => {
    expect(postLinkMid('  ')).toEqual({ ok: false, message: '请输入博文链接' });
    expect(postLinkMid('https://www.douyin.com/video/7300000000000000000')).toEqual({
      ok: false,
      message: '仅支持微博博文链接（weibo.com 或 m.weibo.cn）',
    });
    for (const text of ['https://weibo.com/u/1907518591', 'https://m.weibo.cn/profile/1907518591', '你好', 'hello']) {
      expect(postLinkMid(text)).toEqual({
        ok: false,
        message: '无法识别的博文链接，请粘贴博文详情页链接、mid 或 bid',
      });
    }
  });
});
