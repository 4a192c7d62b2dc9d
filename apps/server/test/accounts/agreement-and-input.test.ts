import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { call, postJson } from './helpers.js';

interface Agreement {
  title: string;
  updated_at: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

describe('service agreement and bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the full agreement with every section the spec names', async () => {
    const answer = await call<Agreement>(t.app, '/api/User/get_server_agreement');
    expect(answer.code).toBe(1);
    expect(answer.data.title).toBe('博观用户服务协议');
    expect(answer.data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const headings = answer.data.sections.map((s) => s.heading).join('|');
    for (const topic of [
      '声明',
      '用户资格',
      '权利和义务',
      '平台规则',
      '个人信息保护',
      '中断',
      '知识产权',
      '不可抗力',
      '争议解决',
    ]) {
      expect(headings, topic).toContain(topic);
    }
    for (const section of answer.data.sections) {
      expect(section.paragraphs.length, section.heading).toBeGreaterThanOrEqual(3);
      for (const paragraph of section.paragraphs) expect(paragraph.length, section.heading).toBeGreaterThan(30);
    }
    const all = answer.data.sections.flatMap((s) => s.paragraphs).join('');
    expect(all).toContain('中华人民共和国大陆地区法律');
    expect(all).toContain('本协议签订地有管辖权的人民法院');
    expect(all.length).toBeGreaterThan(3000);
  });

  const cases: Array<[string, Record<string, string | string[]>, string]> = [
    ['/api/User/get_captcha', {}, '缺少设备标识 device_id'],
    ['/api/User/get_captcha', { device_id: 'x'.repeat(65) }, '设备标识 device_id 格式错误'],
    ['/api/user/login', { password: 'abc12345', device_id: 'abcdefgh' }, '手机号不可为空 !'],
    ['/api/user/login', { username: '23912345678', password: 'abc12345', device_id: 'abcdefgh' }, '手机号格式错误 !'],
    ['/api/user/login', { username: '13912345678', device_id: 'abcdefgh' }, '请输入密码'],
    ['/api/user/login', { username: '13912345678', password: 'p'.repeat(65), device_id: 'abcdefgh' }, '密码格式错误'],
    ['/api/user/login', { username: '13912345678', password: ['a1', 'b2'], device_id: 'abcdefgh' }, '密码格式错误'],
    [
      '/api/user/login',
      { username: '13912345678', password: 'abc12345', img_captcha: 'x'.repeat(11), device_id: 'abcdefgh' },
      '图形验证码不能超过10个字符',
    ],
    ['/api/User/checkRegister', { mobile: '1391234567８' }, '手机号格式错误 !'],
    ['/api/User/getwxlogin', { unid: 'u'.repeat(129), device_id: 'abcdefgh' }, '二维码标识不能超过128个字符'],
    ['/api/User/loginBinding', { unid: 'a', mobile: '13912345678', device_id: 'abcdefgh' }, '请输入短信验证码'],
    ['/api/User/restPwd', { mobile: '13912345678', mobile_captcha: '123456', password: 'abc12345' }, '请再次输入密码'],
  ];

  it.each(cases)('%s %j → code 0 %s', async (url, form, message) => {
    expect(await call(t.app, url, form)).toEqual({ code: 0, msg: message, data: null });
  });

  it('checks the change-password form of a logged-in user; a visitor is sent to login first', async () => {
    const { token } = await createUser(t);
    const form = { password: 'abc12345', repassword: 'abc12345' };
    expect(await call(t.app, '/api/user/changePwd', form, { token })).toEqual({
      code: 0,
      msg: '请输入密码',
      data: null,
    });
    expect(await call(t.app, '/api/user/changePwd', form)).toEqual({ code: -1, msg: '请先登录', data: null });
  });

  it('rejects wrong JSON types with a Chinese message naming the field', async () => {
    expect((await postJson(t.app, '/api/User/getMsgCode', { mobile: { $gt: '' } })).msg).toBe('手机号格式错误 !');
    expect((await postJson(t.app, '/api/User/getMsgCode', { mobile: 13912345678.5 })).msg).toBe('手机号格式错误 !');
    expect(
      (await postJson(t.app, '/api/user/login', { username: '13912345678', password: true, device_id: 'abcdefgh' }))
        .msg,
    ).toBe('密码格式错误');
    expect((await postJson(t.app, '/api/User/registerBinding', { unid: ['x'] })).msg).toBe('二维码标识格式错误');
    const answer = await postJson(t.app, '/api/User/get_captcha', null);
    expect(answer).toEqual({ code: 0, msg: '缺少设备标识 device_id', data: null });
  });

  it('answers an unknown captcha image key with code 0', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/User/captcha_image?key=nope' });
    expect(response.json()).toEqual({ code: 0, msg: '图形验证码已失效，请刷新', data: null });
  });

  it('documents every accounts endpoint in OpenAPI with its body fields', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties?: object } }> } } }
      >;
    };
    const fieldsOf = (path: string) =>
      Object.keys(Object.values(document.paths[path]?.post?.requestBody?.content ?? {})[0]?.schema.properties ?? {});
    expect(fieldsOf('/api/User/registerBinding')).toEqual([
      'unid',
      'mobile',
      'mobile_captcha',
      'identity_type',
      'password',
      'repassword',
      'url',
      'open_time',
      'source',
      'keyword',
      'plan',
      'ip',
      'share_id',
      'device_id',
    ]);
    expect(fieldsOf('/api/user/login')).toEqual(['username', 'password', 'img_captcha', 'ip', 'device_id']);
    expect(document.paths['/dev/sms']).toBeUndefined();
  });
});

describe('dev pages switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devPages: false });
  });
  afterAll(async () => t.close());

  it('serves neither the inbox nor the captcha answer nor the QR confirmation page', async () => {
    for (const url of [
      '/dev/sms.json?mobile=13912345678',
      '/dev/captcha.json?device_id=abc',
      '/dev/wx-confirm?unid=x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.json(), url).toEqual({ code: 0, msg: '接口不存在', data: null });
    }
  });
});
