import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWeiboJson } from '../../src/parse/weibo-json.js';
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
      { line: 1, index: null, reason: '长文本接口的返回不含微博 id，请与对应的微博一起导入' },
    ]);
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
      { line: 4, index: null, reason: '无法识别的内容：既不是微博接口返回，也不是 mblog' },
    ]);
  });
});
