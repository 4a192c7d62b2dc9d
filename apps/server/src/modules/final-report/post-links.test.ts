import { describe, expect, it } from 'vitest';
import { parsePostLine, pastedLines } from './post-links.js';

// The link forms themselves are read by parsePostLink (packages/weibo/test/parse/post-link.test.ts).
describe('a pasted line to the post it names', () => {
  it('reads the mid of a link, a bare id, or a link after a title', () => {
    const mid = '4655701919795833';
    for (const line of [
      mid,
      'Knn3NF6lj',
      `https://m.weibo.cn/status/${mid}`,
      `看看这条 https://m.weibo.cn/detail/${mid} 转发`,
    ]) {
      expect([line, parsePostLine(line)]).toEqual([line, { mid }]);
    }
  });

  it('says why a line names no post', () => {
    expect(parsePostLine('https://www.douyin.com/video/7300000000000000000')).toEqual({ reason: '不是微博链接' });
    expect(parsePostLine('https://weibo.com/u/1907518591')).toEqual({ reason: '不是微博博文链接' });
    expect(parsePostLine('https://weibo.com/1907518591')).toEqual({ reason: '不是微博博文链接' });
    expect(parsePostLine('随便写的一句话')).toEqual({ reason: '不是微博博文链接' });
    expect(parsePostLine('hello')).toEqual({ reason: '不是微博博文链接' });
    expect(parsePostLine('x'.repeat(10_000))).toEqual({ reason: '不是微博博文链接' });
  });

  it('numbers the non-empty lines as the user sees them', () => {
    expect(pastedLines('a\r\n\n  b  \rc')).toEqual([
      { line: 1, input: 'a' },
      { line: 3, input: 'b' },
      { line: 4, input: 'c' },
    ]);
  });
});
