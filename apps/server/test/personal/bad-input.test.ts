import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const ENDPOINTS = [
  '/api/user/getPersonalInfo',
  '/api/user/getMaterial',
  '/api/user/need_form',
  '/api/user/opinionSub',
  '/api/user/opinionLog',
  '/api/user/upload_image',
  '/api/common/uploadImage',
  '/api/user/exchange',
  '/api/coupon/manualCoupon',
  '/api/coupon/userCoupon',
  '/api/User/getQuickEntry',
  '/api/common/popup_statistics',
  '/api/common/flow_statistics',
  '/api/common/fun_statistics',
  '/api/common/statistics_summary',
  '/api/index/banner',
  '/api/index/notice',
  '/api/index/message',
  '/api/index/message_read',
];

describe('bad input on the personal-basics endpoints', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await createUser(t));
  });
  afterAll(async () => t.close());

  async function json(url: string, payload: unknown): Promise<Answer> {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Answer;
  }

  it('documents every endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const url of ENDPOINTS) expect(Object.keys(doc.paths), url).toContain(url);
  });

  it('names the field when a JSON value has the wrong type', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/user/opinionSub', { type: { a: 1 } }, '反馈类型格式不正确'],
      ['/api/user/opinionSub', { type: 1, url: ['http://a.cn'] }, '页面地址格式不正确'],
      [
        '/api/user/opinionSub',
        { type: 1, url: 'http://a.cn', describe: 'x', is_call: 1, img: [{ u: 1 }] },
        '图片地址格式不正确',
      ],
      [
        '/api/user/opinionSub',
        { type: 1, url: 'http://a.cn', describe: 'x', is_call: 1, img: { 0: 'a' } },
        '图片地址格式不正确',
      ],
      ['/api/user/need_form', { identity_type: ['广告主'] }, '人群格式不正确'],
      ['/api/user/need_form', { identity_type: '广告主', need: [['找号']] }, '注册原因格式不正确'],
      ['/api/user/exchange', { keyword: { $ne: null } }, '兑换码格式不正确'],
      ['/api/user/exchange', { keyword: ['A', 'B'] }, '兑换码格式不正确'],
      ['/api/user/opinionLog', { page: { gt: 1 } }, '页码不正确'],
      ['/api/user/opinionLog', { page: 'Infinity' }, '页码不正确'],
      ['/api/index/message', { page: -5 }, '页码不正确'],
      ['/api/index/message_read', { id: [1, 2] }, '消息编号格式不正确'],
      ['/api/coupon/userCoupon', { status: true }, '优惠券状态不正确'],
      ['/api/common/popup_statistics', { popup_type: null }, '弹窗类型不能为空'],
      ['/api/common/fun_statistics', { mod_name: 1, fun_name: { x: 1 } }, '功能名称格式不正确'],
      ['/api/common/statistics_summary', { kind: ['flow'] }, '统计类型格式不正确'],
    ];
    for (const [url, body, msg] of cases) {
      expect(await json(url, body), `${url} ${JSON.stringify(body)}`).toEqual({ code: 0, msg, data: null });
    }
  });

  it('refuses a body that is not an object with a Chinese message', async () => {
    for (const url of ['/api/user/opinionSub', '/api/user/need_form', '/api/user/exchange']) {
      for (const body of [[1, 2], 'text', 42, null]) {
        const answer = await json(url, body);
        expect(answer.code, `${url} ${JSON.stringify(body)}`).toBe(0);
        expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
        expect(answer.msg).not.toMatch(/Error|at |\.ts/);
      }
    }
  });

  it('stores hostile strings as plain text and answers them back unchanged', async () => {
    const hostile = `<img src=x onerror=alert(1)>'; DROP TABLE feedbacks; -- 😀`;
    const answer = await post(
      t.app,
      '/api/user/opinionSub',
      { type: '3', url: 'https://boguan.example/?q=<script>', describe: hostile, is_call: '0' },
      token,
    );
    expect(answer).toMatchObject({ code: 1 });
    const log = await post<{ data: Array<{ content: string; url: string }> }>(t.app, '/api/user/opinionLog', {}, token);
    expect(log.data.data[0]).toMatchObject({ content: hostile, url: 'https://boguan.example/?q=<script>' });
    const flow = await post(
      t.app,
      '/api/common/flow_statistics',
      { type: '<b>page</b>', content: hostile, url: "javascript:alert('x')" },
      token,
    );
    expect(flow.code).toBe(1);
  });

  it('keeps every answer an envelope with a Chinese message for oversized bodies', async () => {
    const huge = 'x'.repeat(1024 * 1024 + 10);
    for (const url of ['/api/user/opinionSub', '/api/user/need_form', '/api/common/flow_statistics']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `describe=${huge}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: '请求内容过大', data: null });
    }
  });
});
