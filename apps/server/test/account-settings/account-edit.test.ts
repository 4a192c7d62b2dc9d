import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmScan } from '../../src/modules/accounts/wechat-login.service.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, lastCode } from '../accounts/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** Nickname, password check, mobile change and WeChat rebinding on /user (docs/accounts.md). */
describe('the user edits their own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = async (mobile: string, password: string) => {
    const answer = await call<{ token: string }>(t.app, '/api/user/login', {
      username: mobile,
      password,
      device_id: freshDevice(),
    });
    expect(answer.code, answer.msg).toBe(1);
    return answer.data.token;
  };
  const member = async (password = 'abc12345') => {
    const account = await createAccount(t, { mobile: freshMobile('166'), password });
    return { ...account, token: await login(account.mobile, account.password) };
  };

  it('every call needs a login', async () => {
    for (const path of [
      '/api/user/accountSettings',
      '/api/user/changeUserName',
      '/api/user/checkPwd',
      '/api/user/sendSmsBinding',
      '/api/user/bindingMobile',
      '/api/user/changeBinding',
      '/api/user/setQrCode',
      '/api/user/getCancelCode',
      '/api/user/checkCode',
      '/api/user/cancelSubmit',
    ]) {
      expect((await call(t.app, path, {})).code, path).toBe(-1);
    }
  });

  it('changeUserName checks length and characters and shows the new name everywhere', async () => {
    const m = await member();
    const rename = (nick_name: string | undefined) =>
      call(t.app, '/api/user/changeUserName', { nick_name }, { token: m.token });
    expect(await rename(undefined)).toEqual({ code: 0, msg: '请输入昵称', data: null });
    expect((await rename('  ')).msg).toBe('请输入昵称');
    const rule = '昵称需为2-16个字符，仅支持中文、字母、数字、下划线和短横线';
    expect((await rename('李')).msg).toBe(rule);
    expect((await rename('品'.repeat(17))).msg).toBe(rule);
    expect((await rename('小李 ad')).msg).toBe(rule);
    expect((await rename('<b>x</b>')).msg).toBe(rule);
    expect((await rename('小李\u0000')).msg).toBe(rule);
    expect(await rename('  品牌部_小李-2  ')).toEqual({
      code: 1,
      msg: '昵称修改成功',
      data: { nick_name: '品牌部_小李-2' },
    });
    expect((await checkLogin(t.app, m.token)).data.nick_name).toBe('品牌部_小李-2');
    expect(
      (await call<{ nick_name: string }>(t.app, '/api/user/getPersonalInfo', {}, { token: m.token })).data.nick_name,
    ).toBe('品牌部_小李-2');
    expect((await rename('品'.repeat(16))).code).toBe(1);
  });

  it('checkPwd checks the current password and shares the changePwd limit', async () => {
    const m = await member();
    const check = (password?: string) => call(t.app, '/api/user/checkPwd', { password }, { token: m.token });
    expect((await check()).msg).toBe('请输入密码');
    expect((await check('x'.repeat(65))).msg).toBe('密码格式错误');
    expect(await check(m.password)).toEqual({ code: 1, msg: '密码验证成功', data: null });
    for (let i = 0; i < 10; i += 1) expect((await check('wrong1234')).msg).toBe('原密码错误');
    expect((await check(m.password)).msg).toBe('原密码错误次数过多，请15分钟后再试');
    const change = { old_password: m.password, password: 'Next2026ab', repassword: 'Next2026ab' };
    expect((await call(t.app, '/api/user/changePwd', change, { token: m.token })).msg).toBe(
      '原密码错误次数过多，请15分钟后再试',
    );
    t.clock.advance(15 * 60_000 + 1000);
    expect((await check(m.password)).code).toBe(1);
  });

  it('changePwd keeps this session, signs out the others, and the new password logs in', async () => {
    const m = await member();
    const other = await login(m.mobile, m.password);
    const form = { old_password: m.password, password: 'Fresh2026xy', repassword: 'Fresh2026xy' };
    expect(
      (await call(t.app, '/api/user/changePwd', { ...form, old_password: 'nope12345' }, { token: m.token })).msg,
    ).toBe('原密码错误');
    expect((await call(t.app, '/api/user/changePwd', form, { token: m.token })).msg).toBe('密码修改成功');
    expect((await checkLogin(t.app, m.token)).code).toBe(1);
    expect((await checkLogin(t.app, other)).code).toBe(-1);
    await login(m.mobile, 'Fresh2026xy');
  });

  it('changes the mobile with a code to the old number, then one to the new number', async () => {
    const m = await member();
    const send = (form: Record<string, string>) =>
      call<{ countdown: number; mobile: string }>(t.app, '/api/user/sendSmsBinding', form, { token: m.token });
    expect((await send({})).msg).toBe('验证码类型错误');
    expect((await send({ type: 'other' })).msg).toBe('验证码类型错误');
    expect((await send({ type: 'new' })).msg).toBe('手机号不可为空 !');
    expect((await send({ type: 'new', mobile: '12345' })).msg).toBe('手机号格式错误 !');
    expect((await send({ type: 'new', mobile: m.mobile })).msg).toBe('新手机号不能与当前手机号相同');
    const taken = await createAccount(t, { mobile: freshMobile('167') });
    expect((await send({ type: 'new', mobile: taken.mobile })).msg).toBe('该手机号已绑定其他账号');

    const sentOld = await send({ type: 'old' });
    expect(sentOld).toEqual({
      code: 1,
      msg: '验证码已发送',
      data: { countdown: 59, mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}` },
    });
    expect((await send({ type: 'old' })).msg).toMatch(/^请等待\d+秒后再获取验证码$/);
    const oldCode = await lastCode(t.app, m.mobile, 'change_old');
    const wrong = oldCode === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      call(t.app, '/api/user/bindingMobile', { mobile_captcha: code }, { token: m.token });
    expect((await verify('')).msg).toBe('请输入短信验证码');
    expect((await verify(wrong)).msg).toBe('验证码错误');
    expect(await verify(oldCode)).toEqual({ code: 1, msg: '验证成功', data: null });

    const fresh = freshMobile('168');
    expect((await send({ type: 'new', mobile: fresh })).code).toBe(1);
    const newCode = await lastCode(t.app, fresh, 'change_new');
    const change = (form: Record<string, string>) =>
      call<{ mobile: string }>(t.app, '/api/user/changeBinding', form, { token: m.token });
    expect((await change({ old_captcha: oldCode, mobile: taken.mobile, mobile_captcha: newCode })).msg).toBe(
      '该手机号已绑定其他账号',
    );
    expect((await change({ old_captcha: oldCode, mobile: fresh, mobile_captcha: wrong })).msg).toBe('验证码错误');
    // The old number's code was only checked, so the user can still finish.
    expect(await change({ old_captcha: oldCode, mobile: fresh, mobile_captcha: newCode })).toEqual({
      code: 1,
      msg: '手机号修改成功',
      data: { mobile: `${fresh.slice(0, 3)}****${fresh.slice(7)}` },
    });
    // Single use: both codes are spent.
    expect((await change({ old_captcha: oldCode, mobile: freshMobile('168'), mobile_captcha: newCode })).msg).toBe(
      '请先获取验证码',
    );
    await login(fresh, m.password);
    const refused = await call(t.app, '/api/user/login', {
      username: m.mobile,
      password: m.password,
      device_id: freshDevice(),
    });
    expect(refused.msg).toBe('账号或密码错误');
  });

  it('refuses expired and reused codes and voids a code after five wrong tries', async () => {
    const m = await member();
    await call(t.app, '/api/user/sendSmsBinding', { type: 'old' }, { token: m.token });
    const code = await lastCode(t.app, m.mobile, 'change_old');
    t.clock.advance(301_000);
    expect((await call(t.app, '/api/user/bindingMobile', { mobile_captcha: code }, { token: m.token })).msg).toBe(
      '验证码已过期，请重新获取',
    );
    expect((await call(t.app, '/api/user/sendSmsBinding', { type: 'old' }, { token: m.token })).code).toBe(1);
    const again = await lastCode(t.app, m.mobile, 'change_old');
    const wrong = again === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect((await call(t.app, '/api/user/bindingMobile', { mobile_captcha: wrong }, { token: m.token })).msg).toBe(
        '验证码错误',
      );
    }
    expect((await call(t.app, '/api/user/bindingMobile', { mobile_captcha: wrong }, { token: m.token })).msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await call(t.app, '/api/user/bindingMobile', { mobile_captcha: again }, { token: m.token })).msg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('binds and rebinds WeChat by QR, and refuses a WeChat bound to another account', async () => {
    const m = await member();
    const other = await createAccount(t, { mobile: freshMobile('167'), wxOpenid: 'wx-edit-taken' });
    const step = (unid?: string) =>
      call<{ status: string; unid: string; qr_url: string; wx_nickname: string }>(
        t.app,
        '/api/user/setQrCode',
        unid ? { unid } : {},
        { token: m.token },
      );
    const bindTo = async (openid: string, nickname: string) => {
      const qr = await step();
      expect(qr.data.status).toBe('qr');
      expect(qr.data.qr_url).toMatch(/^data:image\/png;base64,/);
      expect((await step(qr.data.unid)).data).toEqual({ status: 'waiting' });
      expect(await confirmScan(t.ctx, qr.data.unid, { openid, nickname })).toBe('confirmed');
      return step(qr.data.unid);
    };
    expect(await bindTo('wx-edit-first', '第一个微信')).toEqual({
      code: 1,
      msg: '微信绑定成功',
      data: { status: 'bound', wx_nickname: '第一个微信' },
    });
    expect(
      (await call<{ wx_bound: boolean }>(t.app, '/api/user/accountSettings', {}, { token: m.token })).data.wx_bound,
    ).toBe(true);
    expect((await bindTo('wx-edit-second', '第二个微信')).data.status).toBe('bound');
    const row = await t.ctx.db.selectFrom('users').select('wx_openid').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.wx_openid).toBe('wx-edit-second');
    // The first WeChat is free again; the second one now logs this account in.
    expect(await bindTo('wx-edit-taken', '别人的微信')).toEqual({ code: 0, msg: '该微信已绑定其他账号', data: null });
    const kept = await t.ctx.db
      .selectFrom('users')
      .select('wx_openid')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(kept.wx_openid).toBe('wx-edit-taken');
    expect((await step('f'.repeat(64))).msg).toBe('二维码已失效，请刷新');
  });

  it('shows level, expiry and the use of each limited allowance today and this month', async () => {
    const user = await createUser(t, { level: 30 });
    await t.ctx.membership.consume({ id: user.userId, level: 30 }, 'kol_export', 2);
    const answer = await call<{
      level: number;
      level_name: string;
      expires_at: string | null;
      has_password: boolean;
      usage: Array<{
        feature: string;
        name: string;
        per_day: unknown;
        per_month: { used: number; limit: number } | null;
      }>;
    }>(t.app, '/api/user/accountSettings', {}, { token: user.token });
    expect(answer.code).toBe(1);
    expect(answer.data.level_name).toBe('高级版');
    expect(answer.data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.data.has_password).toBe(false);
    const exportUse = answer.data.usage.find((u) => u.feature === 'kol_export');
    expect(exportUse).toEqual({
      feature: 'kol_export',
      name: '博主数据导出',
      per_day: null,
      per_month: { used: 2, limit: 10 },
    });
    expect(answer.data.usage.every((u) => u.per_day !== null || u.per_month !== null)).toBe(true);
  });

  it('acts on the caller only: one user edits never reach another (IDOR)', async () => {
    const a = await member();
    const b = await member('other2026x');
    // Extra fields naming another account are ignored: no call takes a user id.
    expect(
      (
        await call(
          t.app,
          '/api/user/changeUserName',
          { nick_name: '只改自己', user_id: b.id, id: b.id },
          { token: a.token },
        )
      ).code,
    ).toBe(1);
    expect((await checkLogin(t.app, b.token)).data.nick_name).not.toBe('只改自己');
    // A code sent to B's number does not prove A's.
    await call(t.app, '/api/user/sendSmsBinding', { type: 'old' }, { token: b.token });
    const bCode = await lastCode(t.app, b.mobile, 'change_old');
    expect((await call(t.app, '/api/user/bindingMobile', { mobile_captcha: bCode }, { token: a.token })).msg).toBe(
      '请先获取验证码',
    );
    expect(
      (await call(t.app, '/api/user/checkPwd', { password: b.password, user_id: b.id }, { token: a.token })).msg,
    ).toBe('原密码错误');
  });
});
