import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const MB = 1024 * 1024;
const PATH = '/api/Invoice/upload_file';

interface Uploaded {
  id: number;
  name: string;
  size: number;
}

describe('invoice documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const send = (token: string, content: Buffer | string, filename: string, contentType = 'application/pdf') =>
    upload<Uploaded>(t.app, PATH, [{ field: 'file', filename, contentType, content }], token);
  const open = (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoice/invoice_file',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
  const rowOf = (id: number) =>
    t.ctx.db.selectFrom('invoice_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes JPG, PNG and PDF by their bytes, under a private key, and answers {id, name, size}', async () => {
    const { token, userId } = await createUser(t);
    for (const [kind, mime, name] of [
      ['jpeg', 'image/jpeg', '营业执照.jpg'],
      ['png', 'image/png', 'licence.png'],
      ['pdf', 'application/pdf', '一般纳税人资格证明.pdf'],
    ] as const) {
      const answer = await send(token, samples[kind], name, 'application/octet-stream');
      expect(answer).toMatchObject({ code: 1, msg: '上传成功', data: { name, size: samples[kind].length } });
      const row = await rowOf(answer.data.id);
      expect(row).toMatchObject({ user_id: userId, mime, size: samples[kind].length });
      expect(row.storage_key).toMatch(/^invdoc\/[0-9a-f]{2}\/[0-9a-f]{30}\.(jpg|png|pdf)$/);
      // Not public: /uploads serves images of the feedback upload only.
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);
      const opened = await open(answer.data.id, token);
      expect(opened.headers['content-type']).toBe(mime);
      expect(opened.rawPayload.equals(samples[kind])).toBe(true);
    }
  });

  it('judges by content: a PNG renamed .pdf is a PNG; text called x.jpg and SVG are refused', async () => {
    const { token } = await createUser(t);
    const renamed = await send(token, samples.png, 'scan.pdf', 'application/pdf');
    expect(renamed.code).toBe(1);
    expect(renamed.data.name).toBe('scan.png');
    expect((await rowOf(renamed.data.id)).mime).toBe('image/png');
    for (const [content, name] of [
      ['just some text', 'x.jpg'],
      [samples.svg, 'logo.png'],
      [samples.gif, 'anim.png'],
      [Buffer.from('%PDX-1.7'), 'almost.pdf'],
    ] as const) {
      expect(await send(token, content, name, 'image/jpeg'), name).toEqual({
        code: 0,
        msg: '仅支持上传 JPG、PNG 或 PDF 文件',
        data: null,
      });
    }
  });

  it('takes exactly 5 MB and refuses one byte more, an empty file, a missing one and two at once', async () => {
    const { token } = await createUser(t);
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(5 * MB - samples.pdf.length, 1)]);
    expect((await send(token, exact, 'big.pdf')).code).toBe(1);
    const over = Buffer.concat([exact, Buffer.from([1])]);
    expect(await send(token, over, 'bigger.pdf')).toEqual({ code: 0, msg: '文件大小不能超过5MB', data: null });
    expect(await send(token, Buffer.alloc(0), 'empty.pdf')).toMatchObject({ code: 0, msg: '请选择要上传的文件' });
    expect(await upload(t.app, PATH, [{ field: 'other', content: 'x' }], token)).toMatchObject({
      code: 0,
      msg: '请选择要上传的文件',
    });
    const two = await upload(
      t.app,
      PATH,
      [
        { field: 'file', filename: 'a.pdf', content: samples.pdf },
        { field: 'file', filename: 'b.pdf', content: samples.pdf },
      ],
      token,
    );
    expect(two).toMatchObject({ code: 0, msg: '每次只能上传一个文件' });
    expect(await post(t.app, PATH, {}, token)).toMatchObject({ code: 0, msg: '请使用 multipart/form-data 上传文件' });
    expect(await upload(t.app, PATH, [{ field: 'file', filename: 'a.pdf', content: samples.pdf }])).toMatchObject({
      code: -1,
    });
  });

  it('a document is its owner’s: another user’s id answers like an unknown one', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { data } = await send(owner.token, samples.pdf, 'mine.pdf');
    expect((await open(data.id, other.token)).json()).toEqual({ code: 0, msg: '文件不存在', data: null });
    expect((await open(data.id + 10_000, other.token)).json()).toEqual({ code: 0, msg: '文件不存在', data: null });
    expect((await open(data.id, owner.token)).rawPayload.equals(samples.pdf)).toBe(true);
    expect((await open(0, owner.token)).json()).toMatchObject({ code: 0, msg: '文件编号不正确' });
  });

  it('keeps harmless names: no directories or control characters', async () => {
    const { token } = await createUser(t);
    const answer = await send(token, samples.pdf, '..\\..\\etc\\pass\u0007wd.pdf');
    expect(answer.data.name).toBe('passwd.pdf');
  });
});
