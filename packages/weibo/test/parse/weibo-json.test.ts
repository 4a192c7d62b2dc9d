import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_TEXT_WITHOUT_POST, NO_POST_FOR_LONG_TEXT, parseWeiboJson } from '../../src/parse/weibo-json.js';
import { fixturePath } from '../fixtures.js';

const raw = (name: string) => readFileSync(fixturePath('weibo-api-responses', name), 'utf8');

describe('parseWeiboJson (the weibo-json importer input)', () => {
  it('reads a timeline answer', () => {
    const result = parseWeiboJson(raw('weibo_ak_list_1.json'));
    expect(result.posts).toHaveLength(11);
    expect(result.users.map((u) => u.uid)).toEqual(['6279793937']);
    expect(result.problems).toEqual([]);
  });

  it('reads a profile answer as a user', () => {
    const result = parseWeiboJson(raw('weibo_ak_profile.json'));
    expect(result.posts).toEqual([]);
    expect(result.users[0]).toMatchObject({ uid: '6279793937', followers: 1_455_000 });
  });

  it('reports error answers and lone long-text answers as problems', () => {
    expect(parseWeiboJson(raw('weibo_err_profile.json')).problems).toEqual([
      { line: 1, index: null, reason: '微博返回错误：这里还没有内容' },
    ]);
    expect(parseWeiboJson(raw('weibo_detail_4649031014551911')).problems).toEqual([
      { line: 1, index: null, reason: NO_POST_FOR_LONG_TEXT },
    ]);
    // Named by the operator, but the post itself is not in the file: nothing to put the text on.
    const named = parseWeiboJson(raw('weibo_detail_4649031014551911'), { postMid: '4649031014551911' });
    expect(named.posts).toEqual([]);
    expect(named.problems).toEqual([{ line: 1, index: null, reason: LONG_TEXT_WITHOUT_POST }]);
  });

  it('puts a long text kept with its request on the truncated post of the same file', () => {
    const mid = '4649031014551911';
    const truncated = parseWeiboJson(raw('weibo_ak_list_0.json')).posts.find((p) => p.mid === mid)!;
    // The timeline cuts a long post with an ellipsis (and a 全文 link the text reader drops).
    expect(truncated.text).toMatch(/\.\.\.$/);
    const lines = [
      JSON.stringify(JSON.parse(raw('weibo_ak_list_0.json'))),
      JSON.stringify({
        url: `https://m.weibo.cn/statuses/extend?id=${mid}`,
        response: JSON.parse(raw(`weibo_detail_${mid}`)),
      }),
    ].join('\n');
    const result = parseWeiboJson(lines);
    expect(result.problems).toEqual([]);
    expect(result.posts).toHaveLength(10);
    const full = result.posts.find((p) => p.mid === mid)!;
    expect(full.isLongText).toBe(true);
    expect(full.text).not.toMatch(/\.\.\.$/);
    expect(full.text.length).toBeGreaterThan(truncated.text.length);
    expect(full.text).toContain('感谢您对《明日方舟》的关注与支持');
    // The other posts keep their own text.
    const other = result.posts.find((p) => p.mid === '4645748019299849')!;
    expect(other.text).toBe(parseWeiboJson(raw('weibo_ak_list_0.json')).posts.find((p) => p.mid === other.mid)!.text);
  });

  it('reads an array of cards and mblogs, deduplicating by mid', () => {
    const cards = (JSON.parse(raw('weibo_ys_list_0.json')) as { data: { cards: { mblog: unknown }[] } }).data.cards;
    const input = JSON.stringify([cards[0], cards[1]!.mblog, cards[1], 42]);
    const result = parseWeiboJson(input);
    // card 0, card 1's repost and its retweeted original; the repeated card adds nothing.
    expect(result.posts.map((p) => p.mid)).toEqual(['4640329573078415', '4655758022804664', '4655757364823177']);
    expect(result.users.map((u) => u.uid)).toEqual(['1907518591', '2085966565']);
    expect(result.problems).toEqual([{ line: 1, index: 3, reason: '不是 JSON 对象' }]);
  });

  it('reads JSON lines and reports bad lines by number', () => {
    const cards = (JSON.parse(raw('weibo_ak_list_0.json')) as { data: { cards: { mblog: unknown }[] } }).data.cards;
    const input = [
      JSON.stringify(cards[1]!.mblog),
      '{oops',
      '',
      JSON.stringify({ hello: 1 }),
      JSON.stringify(cards[3]),
    ].join('\n');
    const result = parseWeiboJson(input);
    expect(result.posts.map((p) => p.mid)).toEqual(['4649031014551911', '4648004356937383']);
    expect(result.problems).toEqual([
      { line: 2, index: null, reason: '不是合法的 JSON' },
      { line: 4, index: null, reason: '无法识别的内容：既不是微博接口返回，也不是 mblog 或评论' },
    ]);
  });
});
