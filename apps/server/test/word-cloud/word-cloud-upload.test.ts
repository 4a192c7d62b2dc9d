import type { WordCloudResult, WordCloudSummary, WordCloudUpload } from '@boguan/contracts/word-cloud.api';
import { countCloudWords } from '@boguan/weibo/text/word-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx, sheet } from '../../src/modules/exports/xlsx.js';
import { zipUnpackedSize } from '../../src/modules/word-cloud/word-cloud.upload.js';
import { samples, upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** 口红好看\n口红质地很好 in GBK (what Windows Notepad saves as "ANSI" on a Chinese system). */
const GBK = Buffer.from('BFDABAECBAC3BFB40A0ABFDABAECD6CAB5D8BADCBAC3', 'hex');

interface Comment {
  text: string;
  user: string;
  likes: number;
}
const COMMENTS: Comment[] = [
  { text: '口红颜色好看', user: '口红达人', likes: 3 },
  { text: '', user: '护肤博主', likes: 0 },
  { text: '口红质地滋润，推荐', user: '美妆博主', likes: 12 },
];

async function workbook(): Promise<Buffer> {
  return buildXlsx([
    sheet(
      '评论',
      [
        { header: '评论内容', value: (c: Comment) => c.text },
        { header: '用户', value: (c: Comment) => c.user },
        { header: '点赞', value: (c: Comment) => c.likes },
      ],
      COMMENTS,
    ),
  ]);
}

describe('word clouds of uploaded files', () => {
  let t: TestApp;
  let token: string;

  const send = (content: Buffer | string, filename = '评论.txt', as = token) =>
    upload<WordCloudUpload>(t.app, '/api/word_cloud/upload', [{ field: 'file', filename, content }], as);
  const create = (body: Record<string, string | number>, as = token) =>
    post<WordCloudSummary>(t.app, '/api/word_cloud/create', body, as);

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { level: 30 })).token;
  });
  afterAll(async () => t?.close());

  it('reads a UTF-8 text file line by line and makes a cloud of it', async () => {
    const answer = await send('\uFEFF口红颜色好看\r\n\r\n口红质地滋润\n推荐口红');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('文件已上传，请选择要分析的内容');
    expect(answer.data).toMatchObject({
      file_name: '评论.txt',
      kind: 'txt',
      chars: 16,
      columns: [{ index: 0, name: '全文', rows: 3, chars: 16, sample: ['口红颜色好看', '口红质地滋润', '推荐口红'] }],
    });
    const cloud = await create({ source: 'upload', upload_id: answer.data.upload_id });
    expect(cloud.code, cloud.msg).toBe(1);
    expect(cloud.data).toMatchObject({
      source: 'upload',
      source_text: '上传文件',
      title: '评论.txt',
      file_name: '评论.txt',
      column_name: null,
      texts: 3,
    });
    const detail = await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id: cloud.data.id }, token);
    expect(detail.data.words[0]).toMatchObject({ word: '口红', count: 3, docs: 3 });
  });

  it('reads GBK and UTF-16 text files', async () => {
    const gbk = await send(GBK, 'gbk.txt');
    expect(gbk.code, gbk.msg).toBe(1);
    expect(gbk.data.columns[0]?.sample).toEqual(['口红好看', '口红质地很好']);
    const utf16 = await send(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('口红好看\n好看', 'utf16le')]),
      'u.txt',
    );
    expect(utf16.code, utf16.msg).toBe(1);
    expect(utf16.data.columns[0]?.sample).toEqual(['口红好看', '好看']);
  });

  it('offers the columns of a workbook, row 1 as their names, and makes a cloud of the one picked', async () => {
    const answer = await send(await workbook(), '评论导出.xlsx');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.kind).toBe('xlsx');
    expect(answer.data.columns.map((c) => [c.index, c.name, c.rows])).toEqual([
      [0, '评论内容', 2],
      [1, '用户', 3],
      [2, '点赞', 3],
    ]);
    expect(answer.data.columns[0]?.sample).toEqual(['口红颜色好看', '口红质地滋润，推荐']);

    const cloud = await create({ source: 'upload', upload_id: answer.data.upload_id, column: 0, title: '评论词云' });
    expect(cloud.code, cloud.msg).toBe(1);
    const expected = countCloudWords(['口红颜色好看', '口红质地滋润，推荐']);
    expect(cloud.data).toMatchObject({
      title: '评论词云',
      file_name: '评论导出.xlsx',
      column_name: '评论内容',
      texts: 2,
      total_words: expected.totalWords,
    });
    // The same upload makes a cloud of another column; a column it does not have is refused.
    const users = await create({ source: 'upload', upload_id: answer.data.upload_id, column: 1 });
    expect(users.data.title).toBe('评论导出.xlsx·用户');
    const missing = await create({ source: 'upload', upload_id: answer.data.upload_id, column: 7 });
    expect(missing).toMatchObject({ code: 0, msg: '所选的列不存在，请重新选择' });
  });

  it('judges a file by its bytes, not its name', async () => {
    // Text named .xlsx is read as text; a workbook named .txt as a workbook.
    const text = await send('口红好看', '伪装.xlsx');
    expect(text.data.kind).toBe('txt');
    const sheetAsTxt = await send(await workbook(), '表格.txt');
    expect(sheetAsTxt.data.kind).toBe('xlsx');

    const refusals: [Buffer, string][] = [
      [samples.png, '仅支持 .txt 文本文件或 .xlsx 表格文件'],
      [samples.pdf, '仅支持 .txt 文本文件或 .xlsx 表格文件'],
      // A zip that is not a workbook (a .docx, say).
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]),
        '仅支持 .txt 文本文件或 .xlsx 表格文件',
      ],
      [Buffer.from('口红\u0007好看'), '仅支持 .txt 文本文件或 .xlsx 表格文件'],
      [Buffer.from([0x81, 0x20, 0xff, 0xfe, 0x80]), '无法识别文本编码，请保存为 UTF-8 或 GBK 编码后上传'],
      [Buffer.from(' \n\n  \r\n'), '文件中没有可分析的文字'],
      [Buffer.from('好'.repeat(500_001)), '文件文字超过500000字，请拆分后上传'],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), '文件不能超过5MB'],
    ];
    for (const [bytes, msg] of refusals) {
      const answer = await send(bytes, 'x.txt');
      expect(answer, msg).toMatchObject({ code: 0, msg });
    }
  });

  it('refuses a zip that declares more than 50 MB unpacked before opening it', async () => {
    const book = await workbook();
    expect(zipUnpackedSize(book)).toBeGreaterThan(0);
    // The same workbook, its first entry declaring 60 MB in the central directory.
    const bomb = Buffer.from(book);
    const directory = bomb.readUInt32LE(bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bomb.writeUInt32LE(60 * 1024 * 1024, directory + 24);
    expect(await send(bomb, 'bomb.xlsx')).toMatchObject({ code: 0, msg: '仅支持 .txt 文本文件或 .xlsx 表格文件' });
  });

  it('asks for a file when none was sent, and for one file at a time', async () => {
    const none = await upload(t.app, '/api/word_cloud/upload', [{ field: 'other', content: 'x' }], token);
    expect(none).toMatchObject({ code: 0, msg: '请选择要上传的文件' });
    const two = await upload(
      t.app,
      '/api/word_cloud/upload',
      [
        { field: 'file', filename: 'a.txt', content: '口红' },
        { field: 'file', filename: 'b.txt', content: '好看' },
      ],
      token,
    );
    expect(two).toMatchObject({ code: 0, msg: '每次只能上传一个文件' });
    const form = await post(t.app, '/api/word_cloud/upload', { file: '口红' }, token);
    expect(form).toMatchObject({ code: 0, msg: '请以文件形式上传' });
  });

  it('answers another member’s upload and an expired one like an unknown one', async () => {
    const mine = await send('口红好看');
    const other = (await createUser(t, { level: 30 })).token;
    const theirs = await create({ source: 'upload', upload_id: mine.data.upload_id }, other);
    expect(theirs).toMatchObject({ code: 0, msg: '上传的文件不存在或已过期，请重新上传' });
    const unknown = await create({ source: 'upload', upload_id: 999_999 }, other);
    expect(unknown).toEqual(theirs);

    t.clock.advance(24 * 3_600_000 + 1);
    const expired = await create({ source: 'upload', upload_id: mine.data.upload_id });
    expect(expired).toMatchObject({ code: 0, msg: '上传的文件不存在或已过期，请重新上传' });
    // The refusals cost no use.
    const auth = await post<{ per_day: { used: number } }>(t.app, '/api/word_cloud/auth', {}, other);
    expect(auth.data.per_day.used).toBe(0);
  });

  it('keeps a member’s newest 20 uploads and drops expired ones', async () => {
    const member = (await createUser(t, { level: 30 })).token;
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push((await send(`口红${i}`, `${i}.txt`, member)).data.upload_id);
    const kept = await t.ctx.db.selectFrom('word_cloud_uploads').select('id').where('id', 'in', ids).execute();
    expect(kept.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids.slice(2));
    const oldest = await create({ source: 'upload', upload_id: ids[0] as number }, member);
    expect(oldest.msg).toBe('上传的文件不存在或已过期，请重新上传');

    t.clock.advance(24 * 3_600_000 + 1);
    await send('面膜', 'new.txt', member);
    const left = await t.ctx.db.selectFrom('word_cloud_uploads').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
  });
});
