import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bidToMid, midToBid, parsePostLink } from '../../src/parse/post-link.js';
import { fixturePath } from '../fixtures.js';

/** Every (mid, bid) pair of the real timelines (MIT, see test/fixtures/README.md). */
function realPairs(): [string, string][] {
  const pairs = new Map<string, string>();
  for (const name of ['weibo_ak_list_0.json', 'weibo_ak_list_1.json', 'weibo_ys_list_0.json']) {
    const answer = JSON.parse(readFileSync(fixturePath('weibo-api-responses', name), 'utf8')) as {
      data: { cards: { mblog?: { mid: string; bid: string } }[] };
    };
    for (const card of answer.data.cards) if (card.mblog) pairs.set(card.mblog.mid, card.mblog.bid);
  }
  return [...pairs];
}

const notAPost = { ok: false, reason: 'not-a-post' };
const otherSite = { ok: false, reason: 'other-site' };

describe('mids and short ids', () => {
  it('turns real mids into the short ids Weibo gave them, and back; all are 16 digits and 9 characters', () => {
    const pairs = realPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    for (const [mid, bid] of pairs) {
      expect(mid).toMatch(/^\d{16}$/);
      expect(bid).toMatch(/^[0-9A-Za-z]{9}$/);
      expect(midToBid(mid)).toBe(bid);
      expect(bidToMid(bid)).toBe(mid);
      expect(parsePostLink(bid)).toEqual({ ok: true, mid, bid, uid: null });
      expect(parsePostLink(mid)).toEqual({ ok: true, mid, bid, uid: null });
    }
  });

  it('turns any mid into its short id and back', () => {
    for (const mid of ['4655701919795833', '5230000000000001', '100000000000', '4999999999999999']) {
      const bid = midToBid(mid);
      expect(bid).toMatch(/^[0-9A-Za-z]{7,10}$/);
      expect(bidToMid(bid)).toBe(mid);
    }
    expect(bidToMid('Knn3NF6lj')).toBe('4655701919795833');
    expect(bidToMid('O00000001')).toBe('5000000000000001');
  });

  it('has no mid for what cannot be a short id', () => {
    expect(bidToMid('zzzz!')).toBeNull();
    expect(bidToMid('')).toBeNull();
    expect(bidToMid('KZZZZ0000')).toBeNull(); // a 4-character group past 7 digits
  });
});

describe('a pasted post link', () => {
  it('reads the links a member copies from weibo.com and m.weibo.cn, and bare ids', () => {
    const mid = '4649031014551911';
    const bid = 'Kkzwhj69V';
    const post = (uid: string | null) => ({ ok: true, mid, bid, uid });
    expect(parsePostLink(`https://weibo.com/6279793937/${bid}?refer_flag=1001030103_`)).toEqual(post('6279793937'));
    expect(parsePostLink(`weibo.com/6279793937/${mid}`)).toEqual(post('6279793937'));
    expect(parsePostLink(`weibo.com/6279793937/${bid}?refer_flag=1001030103_`)).toEqual(post('6279793937'));
    expect(parsePostLink(`https://www.weibo.com/6279793937/${bid}#comment`)).toEqual(post('6279793937'));
    expect(parsePostLink(`https://weibo.com/detail/${mid}`)).toEqual(post(null));
    expect(parsePostLink(`https://m.weibo.cn/status/${bid}`)).toEqual(post(null));
    expect(parsePostLink(`https://m.weibo.cn/status/${mid}`)).toEqual(post(null));
    expect(parsePostLink(`https://m.weibo.cn/detail/${mid}`)).toEqual(post(null));
    expect(parsePostLink(`http://m.weibo.cn/detail/${mid}`)).toEqual(post(null));
    expect(parsePostLink(`m.weibo.cn/status/${mid}`)).toEqual(post(null));
    expect(parsePostLink(`https://m.weibo.cn/detail/${bid}#comment`)).toEqual(post(null));
    expect(parsePostLink(`https://m.weibo.cn/6279793937/${mid}`)).toEqual(post('6279793937'));
    expect(parsePostLink(`https://weibo.cn/6279793937/${bid}`)).toEqual(post('6279793937'));
    expect(parsePostLink(`  ${mid}\n`)).toEqual(post(null));
    expect(parsePostLink(bid)).toEqual(post(null));
  });

  it('reads a link that follows a title on the same line', () => {
    const mid = '4655701919795833';
    const read = (text: string) => {
      const link = parsePostLink(text);
      return link.ok ? link.mid : link.reason;
    };
    expect(read(`看看这条 https://m.weibo.cn/detail/${mid} 转发`)).toBe(mid);
    expect(read(`看看这条https://m.weibo.cn/detail/${mid}，转发`)).toBe(mid);
    expect(read(`链接：weibo.com/1907518591/Knn3NF6lj。`)).toBe(mid);
    expect(read(`见 readme.md 与 https://m.weibo.cn/status/Knn3NF6lj`)).toBe(mid);
  });

  it('says why a text is no post: empty, another site, or not a post page', () => {
    expect(parsePostLink('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parsePostLink('')).toEqual({ ok: false, reason: 'empty' });
    for (const text of [
      'https://www.douyin.com/video/7300000000000000000',
      'https://weibo.com.evil.example/6279793937/Kkzwhj69V',
      'https://example.com/x',
      '看这个 example.com',
    ]) {
      expect([text, parsePostLink(text)]).toEqual([text, otherSite]);
    }
    for (const text of [
      'https://weibo.com/u/6279793937',
      'https://weibo.com/u/1907518591',
      'https://m.weibo.cn/profile/6279793937',
      'https://weibo.com/6279793937',
      'https://weibo.com/6279793937/Kkzwhj69V/extra',
      'https://m.weibo.cn/status/这不是id',
      'https://weibo.com/6279793937/hello',
      'https://m.weibo.cn/status/123456789',
      'weibo.com',
      '你好',
      '随便写的一句话',
      '12345',
      'http://[::1',
      '转发'.repeat(5000),
      'x'.repeat(10_000),
    ]) {
      expect([text.slice(0, 60), parsePostLink(text)]).toEqual([text.slice(0, 60), notAPost]);
    }
  });

  it('takes only ids of the shape Weibo gives: a typed word or a short number is no post', () => {
    for (const text of [
      'hello',
      'abcd',
      'Kkzwhj69', // 8 characters
      'Kkzwhj69Vx', // 10 characters
      '0kzwhj69V', // its mid would be 15 digits
      '123456789', // nine digits: neither a mid nor a bid
      '100000000000', // 12 digits
      '464903101455191', // 15 digits
      '46490310145519110', // 17 digits
      'KZZZZ0000', // no mid has this short id
      'Kkzwhj69V!',
    ]) {
      expect([text, parsePostLink(text)]).toEqual([text, notAPost]);
    }
  });
});
