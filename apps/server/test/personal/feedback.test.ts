import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const valid = {
  type: '1',
  url: 'http://127.0.0.1:8080/bosSearch?keyword=美妆',
  describe: '搜索结果翻到第二页后筛选条件丢失',
  is_call: '1',
};

interface LogPage {
  data: Array<{
    create_time: string;
    status: number;
    content: string;
    content_length: number;
    url: string;
    img: string[];
  }>;
  total: number;
}

describe('feedback', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boguan-feedback-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function uploadPng(token: string): Promise<string> {
    const answer = await upload(
      t.app,
      '/api/user/upload_image',
      [{ field: 'life', filename: 'p.png', contentType: 'image/png', content: samples.png }],
      token,
    );
    return answer.data.url;
  }

  it('stores a feedback with the own uploaded images and lists it back', async () => {
    const { token, userId } = await createUser(t);
    const images = [await uploadPng(token), await uploadPng(token)];
    const answer = await post(t.app, '/api/user/opinionSub', { ...valid, img: images }, token);
    expect(answer).toEqual({ code: 1, msg: '提交成功，感谢您的反馈', data: null });
    const row = await t.ctx.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, url: valid.url, content: valid.describe, is_call: true, images, status: 0 });
    const log = await post<LogPage>(t.app, '/api/user/opinionLog', { page: 1 }, token);
    expect(log.code).toBe(1);
    expect(log.data.total).toBe(1);
    expect(log.data.data[0]).toEqual({
      create_time: '2026-01-05 10:00:00',
      status: 0,
      content: valid.describe,
      content_length: 16,
      url: valid.url,
      type: 1,
      img: images,
    });
  });

  it('accepts the images as a JSON array and as img[] keys, and an absolute uploads url', async () => {
    const { token } = await createUser(t);
    const image = await uploadPng(token);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/opinionSub',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: {
        type: 2,
        url: valid.url,
        describe: '希望增加小红书数据',
        is_call: 0,
        img: [`http://127.0.0.1:8080${image}`],
      },
    });
    expect(json.json()).toMatchObject({ code: 1 });
    const bracket = await post(t.app, '/api/user/opinionSub', { ...valid, 'img[]': [image] }, token);
    expect(bracket.code).toBe(1);
  });

  it('answers every rule of spec 5 with its message, in order', async () => {
    const { token } = await createUser(t);
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{ ...valid, type: '' }, '请选择想反馈问题或意见的类型'],
      [{ ...valid, type: '4' }, '请选择想反馈问题或意见的类型'],
      [{ ...valid, url: '' }, '请填写正确的页面地址'],
      [{ ...valid, url: 'javascript:alert(1)' }, '请填写正确的页面地址'],
      [{ ...valid, url: 'not a url' }, '请填写正确的页面地址'],
      [{ ...valid, url: `https://boguan.example/${'a'.repeat(280)}` }, '页面地址不能超过300个字符'],
      [{ ...valid, describe: '   ' }, '请输入问题描述'],
      [{ ...valid, describe: '长'.repeat(201) }, '问题描述不能超过200个字符'],
      [{ ...valid, is_call: '' }, '请选择是否方便电话沟通为您提供服务'],
      [{ ...valid, is_call: 'yes' }, '请选择是否方便电话沟通为您提供服务'],
      [
        { ...valid, img: ['/uploads/a', '/uploads/b', '/uploads/c', '/uploads/d', '/uploads/e', '/uploads/f'] },
        '当前限制选择 5 个文件，本次选择了 6 个文件，共选择了 6 个文件',
      ],
      [{ ...valid, describe: 'a\u0000b' }, '问题描述包含非法字符'],
    ];
    for (const [form, msg] of cases) {
      expect(await post(t.app, '/api/user/opinionSub', form, token), JSON.stringify(form).slice(0, 80)).toEqual({
        code: 0,
        msg,
        data: null,
      });
    }
    // Exactly 200 characters and exactly 300 for the url are fine.
    const edge = await post(
      t.app,
      '/api/user/opinionSub',
      { ...valid, describe: '长'.repeat(200), url: `https://boguan.example/${'a'.repeat(277)}` },
      token,
    );
    expect(edge.code).toBe(1);
  });

  it("refuses another user's upload, an unknown one and a foreign url", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const image = await uploadPng(owner.token);
    const mine = await uploadPng(other.token);
    const refusals = [
      [mine, image],
      ['/uploads/img/ab/0123456789abcdef0123456789abcd.png'],
      [`https://evil.example/x${image}/extra`],
      ['https://example.com/cat.png'],
    ];
    for (const img of refusals) {
      const answer = await post(t.app, '/api/user/opinionSub', { ...valid, img }, other.token);
      expect(answer).toEqual({ code: 0, msg: '图片不存在或不属于当前账号，请重新上传', data: null });
    }
    const count = await t.ctx.db
      .selectFrom('feedbacks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('pages the log 10 at a time, newest first, own entries only', async () => {
    const { token } = await createUser(t);
    const stranger = await createUser(t);
    await post(t.app, '/api/user/opinionSub', { ...valid, describe: '别人的反馈' }, stranger.token);
    for (let i = 1; i <= 23; i += 1) {
      t.clock.advance(60_000);
      const answer = await post(t.app, '/api/user/opinionSub', { ...valid, describe: `第${i}条反馈` }, token);
      expect(answer.code).toBe(1);
    }
    const first = await post<LogPage>(t.app, '/api/user/opinionLog', {}, token);
    expect(first.data.total).toBe(23);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]?.content).toBe('第23条反馈');
    const third = await post<LogPage>(t.app, '/api/user/opinionLog', { page: '3' }, token);
    expect(third.data.data.map((item) => item.content)).toEqual(['第3条反馈', '第2条反馈', '第1条反馈']);
    const beyond = await post<LogPage>(t.app, '/api/user/opinionLog', { page: 9 }, token);
    expect(beyond.data).toMatchObject({ data: [], total: 23 });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      expect(await post(t.app, '/api/user/opinionLog', { page }, token)).toEqual({
        code: 0,
        msg: '页码不正确',
        data: null,
      });
    }
  });

  it('needs a login for both', async () => {
    expect((await post(t.app, '/api/user/opinionSub', valid)).code).toBe(-1);
    expect((await post(t.app, '/api/user/opinionSub', {})).code).toBe(-1);
    expect((await post(t.app, '/api/user/opinionLog', { page: 1 })).code).toBe(-1);
  });
});
