import { chinaDate } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { MembershipMessage } from '@boguan/contracts/membership';
import type { WordCloudResult, WordCloudSummary, WordCloudWord } from '@boguan/contracts/word-cloud.api';
import { countCloudWords, rankCloudTerms } from '@boguan/weibo/text/word-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** Three "comments" a member pastes: 口红 in each, 好看 twice, then words once. */
const LINES = [
  '这支口红颜色真好看，质地也很滋润',
  '口红的包装好看，就是价格有点贵',
  '已经回购第三支口红了，推荐！',
  '',
  '[哈哈] @小红 转发微博 http://t.cn/abc',
];
const TEXT = LINES.join('\n');

describe('word clouds of pasted text: create, draw, table, redraw, history, delete, export', () => {
  let t: TestApp;
  let token: string;
  let other: string;

  const create = (body: Record<string, string | number | undefined>, as = token) =>
    post<WordCloudSummary>(t.app, '/api/word_cloud/create', body, as);
  const make = async (body: Record<string, string | number | undefined> = { source: 'text', text: TEXT }) => {
    const answer = await create(body);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  };
  const used = async (as = token) =>
    (await post<{ per_day: { used: number; remaining: number } }>(t.app, '/api/word_cloud/auth', {}, as)).data.per_day;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { level: 30 })).token;
    other = (await createUser(t, { level: 30 })).token;
  });
  afterAll(async () => t?.close());

  it('counts the content words of the lines and keeps the cloud', async () => {
    const answer = await create({ source: 'text', text: TEXT });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('词云已生成');
    const expected = countCloudWords(LINES);
    expect(answer.data).toMatchObject({
      source: 'text',
      source_text: '粘贴文本',
      title: '粘贴文本「这支口红颜色真好看，质地…」',
      texts: 4,
      chars: expected.chars,
      total_words: expected.totalWords,
      distinct_words: expected.distinctWords,
      word_count: expected.terms.length,
      removed: [],
      demo: false,
      keyword: null,
      url: null,
      file_name: null,
    });
    expect(answer.data.create_time).toBe(answer.data.update_time);

    const detail = await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id: answer.data.id }, token);
    expect(detail.code).toBe(1);
    expect(detail.data.sort).toBe('count');
    expect(detail.data.words[0]).toEqual({
      rank: 1,
      word: '口红',
      count: 3,
      docs: 3,
      weight: rankCloudTerms(expected)[0]?.weight,
    });
    expect(detail.data.words[1]).toMatchObject({ word: '好看', count: 2, docs: 2 });
    // Markup, @names, links and stopwords are not words of the cloud.
    const words = detail.data.words.map((w) => w.word);
    for (const gone of ['哈哈', '小红', '转发微博', '的', 't.cn']) expect(words).not.toContain(gone);
    expect(words).toEqual(rankCloudTerms(expected).map((w) => w.word));
  });

  it('sorts the words by TF-IDF weight on request, in the cloud and the paged table alike', async () => {
    const { id } = await make();
    const detail = await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id, sort: 'weight' }, token);
    const weights = detail.data.words.map((w) => w.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));

    const page1 = await post<Paged<WordCloudWord>>(t.app, '/api/word_cloud/words', { id, sort: 'weight' }, token);
    expect(page1.data.per_page).toBe(20);
    expect(page1.data.total).toBe(detail.data.words.length);
    expect(page1.data.data).toEqual(detail.data.words.slice(0, 20));
    const beyond = await post<Paged<WordCloudWord>>(t.app, '/api/word_cloud/words', { id, page: 9 }, token);
    expect(beyond.data.data).toEqual([]);
  });

  it('pages a long word table with ranks that go on from page to page', async () => {
    const many = Array.from(
      { length: 45 },
      (_, i) => `词语${'甲乙丙丁戊己庚辛壬癸'[i % 10]}${'子丑寅卯辰巳午未申酉'[Math.floor(i / 10)]}`,
    );
    const { id, word_count } = await make({ source: 'text', text: many.join(' ') });
    const page3 = await post<Paged<WordCloudWord>>(t.app, '/api/word_cloud/words', { id, page: 3 }, token);
    expect(page3.data.total).toBe(word_count);
    expect(page3.data.data[0]?.rank).toBe(41);
    expect(page3.data.data.length).toBe(word_count - 40);
  });

  it('redraws without removed words, recomputing the weights, and puts them back on an empty list', async () => {
    const { id } = await make();
    const before = (await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id }, token)).data;
    const redraw = await post<WordCloudSummary>(
      t.app,
      '/api/word_cloud/redraw',
      { id, removed: ['口红', ' 口红 '] },
      token,
    );
    expect(redraw.code, redraw.msg).toBe(1);
    expect(redraw.msg).toBe('词云已重新绘制');
    expect(redraw.data.removed).toEqual(['口红']);
    expect(redraw.data.word_count).toBe(before.cloud.word_count - 1);

    const after = (await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id }, token)).data;
    expect(after.words.map((w) => w.word)).not.toContain('口红');
    // 好看: 2 of the content words without the 3 口红.
    const counts = countCloudWords(LINES);
    const haokan = after.words.find((w) => w.word === '好看');
    expect(haokan?.weight).toBe(rankCloudTerms(counts, ['口红']).find((w) => w.word === '好看')?.weight);
    expect(haokan?.weight).toBeGreaterThan(before.words.find((w) => w.word === '好看')?.weight ?? 0);
    const table = await post<Paged<WordCloudWord>>(t.app, '/api/word_cloud/words', { id }, token);
    expect(table.data.total).toBe(before.cloud.word_count - 1);

    const restored = await post<WordCloudSummary>(t.app, '/api/word_cloud/redraw', { id }, token);
    expect(restored.data.removed).toEqual([]);
    expect((await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id }, token)).data.words).toEqual(
      before.words,
    );
  });

  it('counts one use per cloud made and none for a redraw, a read or a refused request', async () => {
    const member = (await createUser(t, { level: 30 })).token;
    await make().then(() => undefined);
    const first = await create({ source: 'text', text: TEXT }, member);
    expect(first.code).toBe(1);
    expect(await used(member)).toMatchObject({ used: 1, remaining: 29 });
    await post(t.app, '/api/word_cloud/redraw', { id: first.data.id, removed: ['口红'] }, member);
    await post(t.app, '/api/word_cloud/detail', { id: first.data.id }, member);
    // Only stopwords and markup: nothing to draw, the use is given back.
    const empty = await create({ source: 'text', text: '的了吗？[哈哈] @某人 转发微博' }, member);
    expect(empty).toMatchObject({ code: 0, msg: '没有可以生成词云的词语（内容为空，或只有停用词、标点和表情）' });
    const badSource = await create({ source: 'weibo', text: TEXT }, member);
    expect(badSource).toMatchObject({ code: 0, msg: '请选择词云来源' });
    expect(await used(member)).toMatchObject({ used: 1, remaining: 29 });
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, '请选择词云来源'],
      [{ source: 'text' }, '请输入要分析的文本'],
      [{ source: 'text', text: '   \n  ' }, '请输入要分析的文本'],
      [{ source: 'text', text: '好'.repeat(50_001) }, '文本内容不能超过50000个字符'],
      [{ source: 'text', text: `口红\u0000好看` }, '文本内容包含非法字符'],
      [{ source: 'keyword' }, '请输入关键词,搜索内容不能为空'],
      [{ source: 'keyword', keyword: '口'.repeat(10_000) }, '关键词不能超过30个字符'],
      [{ source: 'keyword', keyword: '口红', start_date: '2026-13-01' }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [
        { source: 'keyword', keyword: '口红', start_date: '2026-01-05', end_date: '2026-01-01' },
        '结束日期不能早于开始日期',
      ],
      [
        { source: 'keyword', keyword: '口红', start_date: '2025-01-01', end_date: '2025-06-01' },
        '关键词时间范围不能超过90天',
      ],
      [{ source: 'post' }, '请输入博文链接'],
      [{ source: 'post', url: 'https://weibo.com/'.padEnd(10_000, 'a') }, '博文链接不能超过300个字符'],
      [{ source: 'upload' }, '请先上传文件'],
      [{ source: 'upload', upload_id: 'abc' }, '上传文件id不正确'],
      [{ source: 'text', text: '口红', title: '名'.repeat(31) }, '词云名称不能超过30个字符'],
    ];
    for (const [body, msg] of cases) {
      const answer = await create(body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 0, msg });
    }
    const badRemoved = await post(
      t.app,
      '/api/word_cloud/redraw',
      { id: (await make()).id, removed: Array.from({ length: 201 }, (_, i) => `词${i}`) },
      token,
    );
    expect(badRemoved).toMatchObject({ code: 0, msg: '最多移除200个词' });
    const longWord = await post(t.app, '/api/word_cloud/redraw', { id: 1, removed: ['长'.repeat(21)] }, token);
    expect(longWord).toMatchObject({ code: 0, msg: '移除的词不能超过20个字符' });
    const badSort = await post(t.app, '/api/word_cloud/detail', { id: 1, sort: 'random' }, token);
    expect(badSort).toMatchObject({ code: 0, msg: '排序方式不正确' });
    expect(await post(t.app, '/api/word_cloud/detail', { id: 'x' }, token)).toMatchObject({
      code: 0,
      msg: '词云id不正确',
    });
  });

  it('lists the member’s clouds newest first, filtered by source, and deletes one', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const a = (await create({ source: 'text', text: '口红好看', title: '第一个' }, member)).data;
    t.clock.advance(60_000);
    const b = (await create({ source: 'text', text: '面膜好用', title: '第二个' }, member)).data;
    const history = await post<Paged<WordCloudSummary>>(t.app, '/api/word_cloud/history', { page: 1 }, member);
    expect(history.data).toMatchObject({ page: 1, per_page: 10, total: 2 });
    expect(history.data.data.map((c) => c.title)).toEqual(['第二个', '第一个']);
    expect(history.data.data[0]).toEqual(b);
    const none = await post<Paged<WordCloudSummary>>(t.app, '/api/word_cloud/history', { source: 'keyword' }, member);
    expect(none.data.total).toBe(0);

    const removed = await post(t.app, '/api/word_cloud/delete', { id: a.id }, member);
    expect(removed).toMatchObject({ code: 1, msg: '删除成功' });
    const again = await post(t.app, '/api/word_cloud/delete', { id: a.id }, member);
    expect(again).toMatchObject({ code: 0, msg: '词云不存在' });
    expect(await post(t.app, '/api/word_cloud/detail', { id: a.id }, member)).toMatchObject({
      code: 0,
      msg: '词云不存在',
    });
    const left = await post<Paged<WordCloudSummary>>(t.app, '/api/word_cloud/history', {}, member);
    expect(left.data.data.map((c) => c.id)).toEqual([b.id]);
  });

  it('answers another member’s cloud like an unknown one on every call that takes an id', async () => {
    const mine = await make();
    for (const path of [
      '/api/word_cloud/detail',
      '/api/word_cloud/words',
      '/api/word_cloud/redraw',
      '/api/word_cloud/delete',
    ]) {
      const theirs = await post(t.app, path, { id: mine.id, removed: ['口红'] }, other);
      const unknown = await post(t.app, path, { id: 999_999, removed: ['口红'] }, other);
      expect(theirs, path).toEqual({ code: 0, msg: '词云不存在', data: null });
      expect(unknown, path).toEqual(theirs);
    }
    const exported = await post(t.app, '/api/word_cloud/export', { id: mine.id }, other);
    expect(exported).toMatchObject({ code: 0, msg: '词云不存在' });
    // Nothing of it changed.
    const detail = await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id: mine.id }, token);
    expect(detail.data.cloud.removed).toEqual([]);
    const history = await post<Paged<WordCloudSummary>>(t.app, '/api/word_cloud/history', {}, other);
    expect(history.data.data.map((c) => c.id)).not.toContain(mine.id);
  });

  it('exports the word table after the removals and the overview, read back from the file', async () => {
    const { id } = await make({ source: 'text', text: TEXT, title: '口红评论' });
    await post(t.app, '/api/word_cloud/redraw', { id, removed: ['口红'] }, token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/word_cloud/export',
      payload: `id=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const today = chinaDate(t.clock.now());
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      `词云_口红评论_${today}.xlsx`,
    );
    const sheets = await readXlsx(response.rawPayload);
    const expected = rankCloudTerms(countCloudWords(LINES), ['口红']);
    expect(sheets.词频表?.[0]).toEqual(['排名', '词语', '词频', '出现条数', 'TF-IDF权重']);
    expect(sheets.词频表?.slice(1)).toEqual(expected.map((w, i) => [i + 1, w.word, w.count, w.docs, w.weight]));
    const overview = Object.fromEntries((sheets.概况 ?? []).slice(1).map(([k, v]) => [k, v]));
    expect(overview).toMatchObject({ 词云名称: '口红评论', 来源: '粘贴文本', 文本条数: 4, 已移除的词: '口红' });
    const records = await post<Paged<{ title: string }>>(t.app, '/api/export/records', {}, token);
    expect(records.data.data[0]?.title).toBe('词云·口红评论 词频表');
  });

  it('gives a free member 3 clouds a day: of 20 parallel requests exactly 3 make a cloud', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    const answers = await Promise.all(Array.from({ length: 20 }, () => create({ source: 'text', text: TEXT }, free)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(answer).toMatchObject({ code: 1002, msg: MembershipMessage.dayUsedUp });
    const history = await post<Paged<WordCloudSummary>>(t.app, '/api/word_cloud/history', {}, free);
    expect(history.data.total).toBe(3);
    expect(await used(free)).toMatchObject({ used: 3, remaining: 0 });
    // The next China day brings 3 more.
    t.clock.advance(24 * 3_600_000);
    expect((await create({ source: 'text', text: TEXT }, free)).code).toBe(1);
  });

  it('asks a visitor to log in', async () => {
    expect((await post(t.app, '/api/word_cloud/create', { source: 'text', text: TEXT })).code).toBe(-1);
    expect((await post(t.app, '/api/word_cloud/history', {})).code).toBe(-1);
  });
});
