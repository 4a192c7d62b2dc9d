import type { Paged } from '@boguan/contracts/kol';
import { SENTIMENT_CORRECTION_LIMIT, SentimentMessage } from '@boguan/contracts/sentiment';
import type { SentimentCorrection, SentimentUndone } from '@boguan/contracts/sentiment.api';
import { labelForScore } from '@boguan/weibo/text/sentiment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveSentiments } from '../../src/modules/sentiment/sentiment.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { storeComment, storePosts } from './support.js';

const CORRECT = '/api/sentiment/correct';
const LIST = '/api/sentiment/corrections';
const UNDO = '/api/sentiment/undo';
const EXPORT = '/api/sentiment/corrections/export';

/** Scores far from any threshold, so the model's label of each is plain whatever the model's band. */
const HAPPY = 0.9;
const SAD = -0.9;

describe('sentiment corrections /api/sentiment/*', () => {
  let t: TestApp;
  const list = (token: string, page = 1, pageSize = 10) =>
    post<Paged<SentimentCorrection>>(t.app, LIST, { page, page_size: pageSize }, token);
  const correct = (token: string, id: string, label: string, kind = 'post') =>
    post<SentimentCorrection>(t.app, CORRECT, { kind, id, label }, token);
  const download = (token: string | undefined, method: 'GET' | 'POST' = 'POST') =>
    t.app.inject({ method, url: EXPORT, headers: token ? { authorization: token } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    await storePosts(t, [
      { mid: '5000000001', text: '太好用了，强烈推荐！', score: HAPPY },
      { mid: '5000000002', text: '质量很差\t退货了\n再也不买', score: SAD },
      { mid: '5000000003', text: '今天发布新品', score: 0 },
      { mid: '5000000004', text: '', score: null },
      { mid: '5000000005', text: '已删除的博文', score: HAPPY, deleted: true },
      ...Array.from({ length: 25 }, (_, i) => ({
        mid: `51000000${String(i).padStart(2, '0')}`,
        text: `博文${i}`,
        score: 0,
      })),
    ]);
    await storeComment(t, 'c7000000001', '笑死我了，哈哈哈', HAPPY);
  });
  afterAll(async () => t?.close());

  it('documents every call in the OpenAPI document, the training file by POST and by GET', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const url of [CORRECT, LIST, UNDO]) expect(Object.keys(doc.paths[url] ?? {}), url).toEqual(['post']);
    expect(Object.keys(doc.paths[EXPORT] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it('stores a correction with the model label and text, replaces it on a second one, lists it newest first', async () => {
    const { token } = await createUser(t);
    const first = await correct(token, '5000000001', 'negative');
    expect(first).toMatchObject({
      code: 1,
      msg: '已修正为负面',
      data: {
        kind: 'post',
        id: '5000000001',
        text: '太好用了，强烈推荐！',
        model_label: labelForScore(HAPPY),
        label: 'negative',
      },
    });
    t.clock.advance(60_000);
    // A label equal to the model's is stored too: the user confirmed it.
    const confirmed = await correct(token, '5000000002', 'negative');
    expect(confirmed.data).toMatchObject({ model_label: 'negative', label: 'negative' });
    t.clock.advance(60_000);
    const comment = await correct(token, 'c7000000001', 'neutral', 'comment');
    expect(comment.data).toMatchObject({ kind: 'comment', text: '笑死我了，哈哈哈', label: 'neutral' });

    const listed = await list(token);
    expect(listed.data).toMatchObject({ page: 1, per_page: 10, total: 3 });
    expect(listed.data.data.map((c) => c.id)).toEqual(['c7000000001', '5000000002', '5000000001']);

    // Correcting the same post again replaces the label and moves it to the top; nothing is added.
    t.clock.advance(60_000);
    const again = await correct(token, '5000000001', 'neutral');
    expect(again.data.label).toBe('neutral');
    expect(again.data.create_time).toBe(first.data.create_time);
    expect(again.data.update_time > first.data.update_time).toBe(true);
    const relisted = await list(token, 1, 2);
    expect(relisted.data).toMatchObject({ per_page: 2, total: 3 });
    expect(relisted.data.data.map((c) => [c.id, c.label])).toEqual([
      ['5000000001', 'neutral'],
      ['c7000000001', 'neutral'],
    ]);
    expect((await list(token, 2, 2)).data.data.map((c) => c.id)).toEqual(['5000000002']);
  });

  it('refuses a post or comment that is not stored, or deleted, with 内容不存在或已删除', async () => {
    const { token } = await createUser(t);
    for (const [kind, id] of [
      ['post', '5999999999'],
      ['post', '5000000005'],
      ['comment', '5000000001'],
      ['post', 'c7000000001'],
    ]) {
      expect(await correct(token, id as string, 'positive', kind), id).toMatchObject({
        code: 0,
        msg: SentimentMessage.notFound,
      });
    }
    expect((await list(token)).data.total).toBe(0);
  });

  it('answers bad input with code 0 and a Chinese message naming the field, never 500', async () => {
    const { token } = await createUser(t);
    const cases: [string, Record<string, string | number>, string][] = [
      [CORRECT, { kind: 'repost', id: '5000000001', label: 'positive' }, SentimentMessage.kind],
      [CORRECT, { id: '5000000001', label: 'positive' }, SentimentMessage.kind],
      [CORRECT, { kind: 'post', id: '5000000001', label: 'happy' }, SentimentMessage.label],
      [CORRECT, { kind: 'post', id: '5000000001' }, SentimentMessage.label],
      [CORRECT, { kind: 'post', id: '', label: 'positive' }, SentimentMessage.id],
      [CORRECT, { kind: 'post', id: '1'.repeat(25), label: 'positive' }, SentimentMessage.id],
      [CORRECT, { kind: 'post', id: "1' OR '1'='1", label: 'positive' }, SentimentMessage.id],
      [UNDO, { kind: 'post' }, SentimentMessage.id],
      [UNDO, { kind: 'x', id: '5000000001' }, SentimentMessage.kind],
      [LIST, { page: 0 }, '页码不正确'],
      [LIST, { page: 'abc' }, '页码不正确'],
      [LIST, { page: 1, page_size: 0 }, SentimentMessage.pageSize],
      [LIST, { page: 1, page_size: 51 }, SentimentMessage.pageSize],
    ];
    for (const [url, body, message] of cases) {
      const answer = await post(t.app, url, body, token);
      expect(answer, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: 0 });
      expect(answer.msg).toContain(message);
    }
    // JSON bodies with the wrong types are refused the same way.
    const json = await t.app.inject({
      method: 'POST',
      url: CORRECT,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: ['post'], id: { a: 1 }, label: 3 }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ code: 0 });
    // A mid sent as a JSON number is taken as its digits.
    const numeric = await t.app.inject({
      method: 'POST',
      url: CORRECT,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'post', id: 5000000003, label: 'positive' }),
    });
    expect(numeric.json()).toMatchObject({ code: 1, data: { id: '5000000003', model_label: labelForScore(0) } });
    // Visitors get -1 on every call, the GET download included.
    for (const url of [CORRECT, LIST, UNDO, EXPORT]) {
      expect((await post(t.app, url, { kind: 'post', id: '5000000001', label: 'positive' })).code, url).toBe(-1);
    }
    expect((await download(undefined, 'GET')).json()).toMatchObject({ code: -1 });
  });

  it('undoes a correction back to the model label; a second undo says there is none', async () => {
    const { token } = await createUser(t);
    await correct(token, '5000000002', 'positive');
    const undone = await post<SentimentUndone>(t.app, UNDO, { kind: 'post', id: '5000000002' }, token);
    expect(undone).toMatchObject({
      code: 1,
      msg: SentimentMessage.undone,
      data: { kind: 'post', id: '5000000002', label: labelForScore(SAD), score: SAD, corrected: false },
    });
    expect((await list(token)).data.total).toBe(0);
    expect(await post(t.app, UNDO, { kind: 'post', id: '5000000002' }, token)).toMatchObject({
      code: 0,
      msg: SentimentMessage.noCorrection,
    });
  });

  it('downloads positive and negative corrections as a UTF-8 TSV, by POST and by GET', async () => {
    const { token } = await createUser(t);
    const empty = await download(token);
    expect(empty.json()).toMatchObject({ code: 0, msg: SentimentMessage.exportEmpty });

    await correct(token, '5000000001', 'positive');
    await correct(token, '5000000002', 'negative');
    await correct(token, '5000000003', 'neutral');
    await correct(token, '5000000004', 'positive');
    await correct(token, 'c7000000001', 'negative', 'comment');
    // Neutral only: still nothing to train on.
    const neutralOnly = await createUser(t);
    await correct(neutralOnly.token, '5000000003', 'neutral');
    expect((await download(neutralOnly.token)).json()).toMatchObject({ code: 0, msg: SentimentMessage.exportEmpty });

    for (const method of ['POST', 'GET'] as const) {
      const file = await download(token, method);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
      expect(file.headers['content-disposition']).toContain('filename="sentiment-corrections.tsv"');
      // No byte-order mark: the first line is the header exactly. The empty post and the neutral one stay out.
      expect(file.rawPayload.subarray(0, 5).toString('utf8')).toBe('label');
      expect(file.rawPayload.toString('utf8')).toBe(
        'label\ttext\npos\t太好用了，强烈推荐！\nneg\t质量很差 退货了 再也不买\nneg\t笑死我了，哈哈哈\n',
      );
    }
  });

  it("keeps users apart: another user cannot list, undo, export or be affected by someone's corrections", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await correct(owner.token, '5000000001', 'negative');
    await correct(owner.token, 'c7000000001', 'negative', 'comment');

    expect((await list(other.token)).data).toMatchObject({ data: [], total: 0 });
    expect(await post(t.app, UNDO, { kind: 'post', id: '5000000001' }, other.token)).toMatchObject({
      code: 0,
      msg: SentimentMessage.noCorrection,
    });
    expect((await download(other.token)).json()).toMatchObject({ code: 0, msg: SentimentMessage.exportEmpty });
    const texts = [
      { id: '5000000001', score: HAPPY },
      { id: '5000000002', score: SAD },
    ];
    expect(await effectiveSentiments(t.ctx, other.userId, 'post', texts)).toEqual([
      { id: '5000000001', label: labelForScore(HAPPY), score: HAPPY, corrected: false },
      { id: '5000000002', label: labelForScore(SAD), score: SAD, corrected: false },
    ]);

    // The other user's own correction of the same post is theirs alone.
    await correct(other.token, '5000000001', 'neutral');
    expect((await list(owner.token)).data.data.find((c) => c.id === '5000000001')?.label).toBe('negative');
    expect((await effectiveSentiments(t.ctx, owner.userId, 'post', texts))[0]).toMatchObject({
      label: 'negative',
      corrected: true,
    });
    expect((await list(owner.token)).data.total).toBe(2);
  });

  it('labels texts for a user: their correction wins, the model labels the rest, kinds kept apart', async () => {
    const { token, userId } = await createUser(t);
    await correct(token, '5000000003', 'negative');
    await correct(token, 'c7000000001', 'neutral', 'comment');
    const labels = await effectiveSentiments(t.ctx, userId, 'post', [
      { id: '5000000003', score: 0 },
      { id: '5000000001', score: HAPPY },
      { id: '5999999999', score: null },
      // A post with the id of a corrected comment keeps the model's label.
      { id: 'c7000000001', score: SAD },
    ]);
    expect(labels).toEqual([
      { id: '5000000003', label: 'negative', score: 0, corrected: true },
      { id: '5000000001', label: labelForScore(HAPPY), score: HAPPY, corrected: false },
      { id: '5999999999', label: 'neutral', score: null, corrected: false },
      { id: 'c7000000001', label: labelForScore(SAD), score: SAD, corrected: false },
    ]);
    expect(await effectiveSentiments(t.ctx, userId, 'comment', [])).toEqual([]);
  });

  it(`holds ${SENTIMENT_CORRECTION_LIMIT} corrections exactly under 20 parallel new ones`, async () => {
    const { token, userId } = await createUser(t);
    const now = t.clock.now();
    const filler = Array.from({ length: SENTIMENT_CORRECTION_LIMIT - 5 }, (_, i) => ({
      user_id: userId,
      target_kind: 'post' as const,
      target_id: `8${String(i).padStart(9, '0')}`,
      label: 'neutral' as const,
      model_label: 'neutral' as const,
      text: '',
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < filler.length; i += 2000) {
      await t.ctx.db
        .insertInto('sentiment_corrections')
        .values(filler.slice(i, i + 2000))
        .execute();
    }
    const racers = Array.from({ length: 20 }, (_, i) => `51000000${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(racers.map((id) => correct(token, id, 'positive')));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(15);
    expect(refused.every((a) => a.code === 0 && a.msg === SentimentMessage.limit)).toBe(true);
    expect((await list(token)).data.total).toBe(SENTIMENT_CORRECTION_LIMIT);

    // At the limit a new text is refused, but a correction already made can still be changed or undone.
    expect(await correct(token, '5100000024', 'positive')).toMatchObject({ code: 0, msg: SentimentMessage.limit });
    const kept = answers.findIndex((a) => a.code === 1);
    expect((await correct(token, racers[kept] as string, 'negative')).code).toBe(1);
    expect((await post(t.app, UNDO, { kind: 'post', id: racers[kept] as string }, token)).code).toBe(1);
    expect((await correct(token, '5100000024', 'positive')).code).toBe(1);
  });
});
