import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const MB = 1024 * 1024;

describe('image uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boguan-uploads-'));
    t = await createTestApp({ dataDir });
    ({ token, userId } = await createUser(t));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores each accepted kind under a random key, records the owner and serves it back', async () => {
    const kinds = [
      ['png', 'image/png', 'shot.png'],
      ['jpeg', 'image/jpeg', '截图.jpg'],
      ['gif', 'image/gif', 'a.gif'],
      ['webp', 'image/webp', 'b.webp'],
    ] as const;
    for (const [kind, mime, filename] of kinds) {
      const answer = await upload(
        t.app,
        '/api/user/upload_image',
        [{ field: 'life', filename, contentType: 'application/octet-stream', content: samples[kind] }],
        token,
      );
      expect(answer.code).toBe(1);
      expect(answer.msg).toBe('上传成功');
      expect(answer.data.name).toBe(filename);
      expect(answer.data.url).toMatch(/^\/uploads\/img\/[0-9a-f]{2}\/[0-9a-f]{30}\.(png|jpg|gif|webp)$/);
      const served = await t.app.inject({ method: 'GET', url: answer.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(samples[kind])).toBe(true);
    }
    const rows = await t.ctx.db
      .selectFrom('uploads')
      .select(['user_id', 'mime', 'size'])
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((row) => row.mime).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    expect(rows.every((row) => row.size === samples.png.length || row.size > 60)).toBe(true);
  });

  it('answers the same on /api/common/uploadImage', async () => {
    const answer = await upload(
      t.app,
      '/api/common/uploadImage',
      [{ field: 'life', filename: 'x.png', contentType: 'image/png', content: samples.png }],
      token,
    );
    expect(answer.code).toBe(1);
    expect(answer.data.url).toMatch(/^\/uploads\/img\//);
  });

  it('refuses by content: PDF bytes named .png with image/png, an SVG, and an empty file', async () => {
    const pdf = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'report.png', contentType: 'image/png', content: samples.pdf }],
      token,
    );
    expect(pdf).toEqual({ code: 0, msg: '仅支持上传 PNG、JPG、GIF、WebP 格式的图片', data: null });
    const svg = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'x.svg', contentType: 'image/svg+xml', content: samples.svg }],
      token,
    );
    expect(svg.msg).toBe('仅支持上传 PNG、JPG、GIF、WebP 格式的图片');
    const empty = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'x.png', contentType: 'image/png', content: Buffer.alloc(0) }],
      token,
    );
    expect(empty).toEqual({ code: 0, msg: '请选择要上传的图片', data: null });
  });

  it('takes exactly 5 MB and refuses one byte more', async () => {
    const exact = Buffer.concat([samples.png, Buffer.alloc(5 * MB - samples.png.length, 7)]);
    const accepted = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'big.png', contentType: 'image/png', content: exact }],
      token,
    );
    expect(accepted.code).toBe(1);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const refused = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'big.png', contentType: 'image/png', content: over }],
      token,
    );
    expect(refused).toEqual({ code: 0, msg: '图片大小不能超过5MB', data: null });
  });

  it('takes one file per call, only in the field life', async () => {
    const two = await upload(
      t.app,
      '/api/user/upload_image',
      [
        { field: 'life', filename: 'a.png', contentType: 'image/png', content: samples.png },
        { field: 'life', filename: 'b.png', contentType: 'image/png', content: samples.png },
      ],
      token,
    );
    expect(two).toEqual({ code: 0, msg: '每次只能上传一张图片', data: null });
    const wrongField = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'file', filename: 'a.png', contentType: 'image/png', content: samples.png }],
      token,
    );
    expect(wrongField).toEqual({ code: 0, msg: '请选择要上传的图片', data: null });
    const noFile = await upload(t.app, '/api/user/upload_image', [{ field: 'life', content: 'not a file' }], token);
    expect(noFile.msg).toBe('请选择要上传的图片');
  });

  it('needs a login and a multipart body', async () => {
    const visitor = await upload(t.app, '/api/user/upload_image', [
      { field: 'life', filename: 'a.png', contentType: 'image/png', content: samples.png },
    ]);
    expect(visitor.code).toBe(-1);
    const form = await post(t.app, '/api/user/upload_image', { life: 'abc' }, token);
    expect(form).toEqual({ code: 0, msg: '请使用 multipart/form-data 上传文件', data: null });
  });

  it('serves images only: an export file in the same storage is not reachable at /uploads/', async () => {
    const key = 'xlsx/ab/0123456789abcdef0123456789abcd.xlsx';
    await t.ctx.storage.put(key, Buffer.from('PK export rows'), 'application/octet-stream');
    expect(await t.ctx.storage.read(key)).not.toBeNull();
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 0, msg: '文件不存在', data: null });
    expect(response.body).not.toContain('export rows');
  });

  it('keeps file names harmless and serves nothing outside the store', async () => {
    const answer = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: '../../etc/<passwd>.png', contentType: 'image/png', content: samples.png }],
      token,
    );
    expect(answer.data.name).toBe('passwd.png');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/img/00/0123456789abcdef0123456789abcd.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 0, msg: '文件不存在', data: null });
    // Encoded or plain dot segments either fail the key check or are resolved before routing.
    for (const url of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/../../package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.json().code).toBe(0);
      expect(response.body).not.toContain('workspaces');
    }
  });
});
