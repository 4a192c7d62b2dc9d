import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommentRecord } from '../../src/parse/comment.js';
import { NO_POST_FOR_COMMENT, parseWeiboJson } from '../../src/parse/weibo-json.js';
import { fixturePath } from '../fixtures.js';

// Hand-written answers in the endpoints' form, about a real post (see test/fixtures/README.md).
const POST = '4649031014551911';
const hand = (name: string) => readFileSync(fixturePath('weibo-hand-written', `${name}_${POST}.json`), 'utf8');
const real = (name: string) => readFileSync(fixturePath('weibo-api-responses', name), 'utf8');
const HOTFLOW_URL = `https://m.weibo.cn/comments/hotflow?id=${POST}&mid=${POST}&max_id_type=0`;

describe('comment answers in the weibo-json importer', () => {
  it('reads a comments/hotflow answer as comments of its post, never as posts', () => {
    const result = parseWeiboJson(hand('hotflow'), { postMid: POST });
    expect(result.posts).toEqual([]);
    expect(result.users).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.comments.map((c) => [c.id, c.mid, c.uid, c.likes, c.replyTo])).toEqual([
      ['4649032182734651', POST, '7512045117', 2310, null],
      ['4649033210339112', POST, '6063812205', 15, '4649032182734651'],
      ['4649032506742305', POST, '5549817340', 864, null],
      ['4649034118307940', POST, '1907518591', 512, null],
    ]);
    expect(result.comments[0]).toMatchObject({
      text: '终于等到了！活动太棒了[哈哈]',
      createdAt: new Date('2021-06-17T03:05:07Z'),
    });
    expect(result.comments[1]!.text).toBe('回复@源石虫不吃糖:同感，期待新干员[心]');
    // The commenters are an audience: stored as accounts, never as the authors of anything.
    expect(result.audience.map((u) => [u.uid, u.screenName, u.followers])).toEqual([
      ['7512045117', '源石虫不吃糖', 356],
      ['6063812205', '银灰的围巾', 12_000],
      ['5549817340', '今天也要抽到棘刺', 88],
      ['1907518591', '余霜YSCandice', 11_542_000],
    ]);
  });

  it('takes the post from the request when the answer is kept with it ({url, response} or a HAR file)', () => {
    const answer = JSON.parse(hand('hotflow')) as unknown;
    const wrapped = parseWeiboJson(JSON.stringify({ url: HOTFLOW_URL, response: answer }));
    expect(wrapped.comments).toHaveLength(4);
    expect(new Set(wrapped.comments.map((c) => c.mid))).toEqual(new Set([POST]));
    const har = {
      log: {
        entries: [
          {
            request: { url: 'https://m.weibo.cn/detail/4649031014551911' },
            response: { content: { mimeType: 'text/html', text: '<html>' } },
          },
          {
            request: { url: 'https://m.weibo.cn/api/config' },
            response: { content: { mimeType: 'application/json', text: '{"ok":1,"data":{"login":false}}' } },
          },
          {
            request: { url: HOTFLOW_URL },
            response: { content: { mimeType: 'application/json; charset=utf-8', text: hand('hotflow') } },
          },
          {
            request: { url: `https://m.weibo.cn/api/comments/show?id=${POST}&page=2` },
            response: {
              content: {
                mimeType: 'application/json',
                encoding: 'base64',
                text: Buffer.from(hand('comments_show')).toString('base64'),
              },
            },
          },
        ],
      },
    };
    const fromHar = parseWeiboJson(JSON.stringify(har));
    expect(fromHar.problems).toEqual([]);
    expect(fromHar.comments.map((c) => c.id)).toEqual([
      '4649032182734651',
      '4649033210339112',
      '4649032506742305',
      '4649034118307940',
      '4649035027423816',
      '4649035602047283',
    ]);
    // Seen on both pages, a comment keeps its later reading (more likes).
    expect(fromHar.comments.find((c) => c.id === '4649032506742305')!.likes).toBe(870);
  });

  it('reads the old api/comments/show answer: like_counts, replies by reply_id', () => {
    const result = parseWeiboJson(hand('comments_show'), { postMid: POST });
    expect(result.comments.map((c) => [c.id, c.likes, c.replyTo])).toEqual([
      ['4649032506742305', 870, null],
      ['4649035027423816', 3, '4649032506742305'],
      ['4649035602047283', 0, null],
    ]);
    expect(result.posts).toEqual([]);
  });

  it('finds the post in the comment itself (weibo.com analysis_extra) without any request', () => {
    const result = parseWeiboJson(hand('build_comments'));
    expect(result.comments).toEqual([
      {
        id: '4649036208124012',
        mid: POST,
        uid: '7512045117',
        text: '剧情好看，制作组用心了',
        createdAt: new Date('2021-06-17T03:21:07Z'),
        likes: 41,
        replyTo: null,
      },
    ]);
  });

  it('reports comments whose post nobody names, and keeps reading', () => {
    const result = parseWeiboJson(hand('hotflow'));
    expect(result.comments).toEqual([]);
    expect(result.problems).toEqual([
      { line: 1, index: 0, reason: NO_POST_FOR_COMMENT },
      { line: 1, index: 1, reason: NO_POST_FOR_COMMENT },
      { line: 1, index: 2, reason: NO_POST_FOR_COMMENT },
    ]);
    expect(result.audience).toEqual([]);
  });

  it('tells comments from mblogs by their fields', () => {
    const cards = (
      JSON.parse(real('weibo_ak_list_0.json')) as { data: { cards: { mblog?: Record<string, unknown> }[] } }
    ).data.cards;
    for (const card of cards) if (card.mblog) expect(isCommentRecord(card.mblog)).toBe(false);
    const hotflow = JSON.parse(hand('hotflow')) as { data: { data: Record<string, unknown>[] } };
    for (const item of hotflow.data.data) expect(isCommentRecord(item)).toBe(true);
    const show = JSON.parse(hand('comments_show')) as { data: { data: Record<string, unknown>[] } };
    for (const item of show.data.data) expect(isCommentRecord(item)).toBe(true);
  });
});

describe('repost answers in the weibo-json importer', () => {
  it('reads repostTimeline as reposts under the original, parents from the //@ chains', () => {
    const result = parseWeiboJson(hand('repost_timeline'));
    expect(result.problems).toEqual([]);
    // The original is a post of its author; the reposts are not posts.
    expect(result.posts.map((p) => [p.mid, p.uid])).toEqual([[POST, '6279793937']]);
    expect(result.users.map((u) => u.uid)).toEqual(['6279793937']);
    expect(result.reposts.map((r) => [r.mid, r.rootMid, r.parentMid, r.uid])).toEqual([
      ['4649034630628911', POST, '4649033877029473', '7512045117'],
      ['4649033877029473', POST, null, '6063812205'],
      ['4649035383816523', POST, null, '5549817340'],
    ]);
    expect(result.audience.map((u) => u.uid).sort()).toEqual(['5549817340', '6063812205', '7512045117']);
  });

  it('takes the original from the request when the items do not carry it', () => {
    const answer = JSON.parse(hand('repost_timeline')) as { data: { data: Record<string, unknown>[] } };
    for (const item of answer.data.data) delete item.retweeted_status;
    const url = `https://m.weibo.cn/api/statuses/repostTimeline?id=${POST}&page=1`;
    const result = parseWeiboJson(JSON.stringify({ url, body: JSON.stringify(answer) }));
    expect(result.posts).toEqual([]);
    expect(result.reposts.map((r) => [r.mid, r.rootMid])).toEqual([
      ['4649034630628911', POST],
      ['4649033877029473', POST],
      ['4649035383816523', POST],
    ]);
  });

  it('counts a repost seen on two pages once', () => {
    const page = hand('repost_timeline');
    const result = parseWeiboJson(`${page.replace(/\n/g, '')}\n${page.replace(/\n/g, '')}`);
    expect(result.reposts).toHaveLength(3);
    expect(result.problems).toEqual([]);
  });

  it('still reads a timeline as the blogger’s posts, its reposts included', () => {
    const result = parseWeiboJson(real('weibo_ys_list_0.json'));
    expect(result.reposts).toEqual([]);
    expect(result.comments).toEqual([]);
    expect(result.audience).toEqual([]);
    expect(result.posts.some((p) => p.rootMid !== null)).toBe(true);
  });
});
