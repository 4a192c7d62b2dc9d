import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshDevice, freshMobile, lastCode } from '../accounts/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface ShareInfo {
  share_code: string;
  share_url: string;
  invited: number;
}

describe('registration records the referrer of a share link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://boguan.example' });
  });
  afterAll(async () => t.close());

  async function referrer() {
    const user = await createUser(t);
    const info = await post<ShareInfo>(t.app, '/api/user/share_info', {}, user.token);
    expect(info.code).toBe(1);
    return { ...user, code: info.data.share_code };
  }

  const referrerOf = async (mobile: string) => {
    const row = await t.ctx.db
      .selectFrom('users')
      .leftJoin('referrals', 'referrals.user_id', 'users.id')
      .select(['referrals.referrer_id', 'referrals.share_code'])
      .where('users.mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    return row.referrer_id;
  };

  async function smsRegister(mobile: string, shareId?: string) {
    const sent = await call(t.app, '/api/User/getMsgCode', { mobile });
    expect(sent.code).toBe(1);
    t.clock.advance(11_000);
    return call<{ token: string }>(t.app, '/api/User/msgCodeLogin', {
      ip: '',
      mobile1: mobile,
      mobile_captcha: await lastCode(t.app, mobile, 'login'),
      device_id: freshDevice(),
      share_id: shareId,
    });
  }

  it('makes a share code once (8 unambiguous symbols) and a link under PUBLIC_URL', async () => {
    const user = await createUser(t);
    const first = await post<ShareInfo>(t.app, '/api/user/share_info', {}, user.token);
    expect(first.data.share_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect(first.data.share_url).toBe(`https://boguan.example/home?share_id=${first.data.share_code}`);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => post<ShareInfo>(t.app, '/api/user/share_info', {}, user.token)),
    );
    expect(new Set(again.map((a) => a.data.share_code))).toEqual(new Set([first.data.share_code]));
  });

  it('SMS login registration records the referrer; the code may be typed in lower case', async () => {
    const ref = await referrer();
    const mobile = freshMobile('156');
    const answer = await smsRegister(mobile, ref.code.toLowerCase());
    expect(answer.code).toBe(1);
    expect(await referrerOf(mobile)).toBe(ref.userId);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('registration')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.registration).toMatchObject({ channel: 'sms_login', share_id: ref.code.toLowerCase() });
    const info = await post<ShareInfo>(t.app, '/api/user/share_info', {}, ref.token);
    expect(info.data.invited).toBe(1);
  });

  it('an unknown or malformed code is ignored and the registration goes through', async () => {
    for (const code of ['ZZZZZZZZ', 'S1024', '<script>', '']) {
      const mobile = freshMobile('157');
      const answer = await smsRegister(mobile, code);
      expect(answer.code, code).toBe(1);
      expect(await referrerOf(mobile), code).toBeNull();
    }
  });

  it('a login of an existing account does not make it anyone’s referral, not even its own', async () => {
    const ref = await referrer();
    const existing = await createUser(t);
    expect((await smsRegister(existing.mobile, ref.code)).code).toBe(1);
    expect(await referrerOf(existing.mobile)).toBeNull();
    expect((await smsRegister(ref.mobile, ref.code)).code).toBe(1);
    expect(await referrerOf(ref.mobile)).toBeNull();
  });

  it('the WeChat binding registration records the referrer too', async () => {
    const ref = await referrer();
    const qr = await call<{ unid: string }>(t.app, '/api/User/getwxqrcode');
    await t.app.inject({
      method: 'POST',
      url: '/dev/wx-confirm',
      payload: new URLSearchParams({
        unid: qr.data.unid,
        pick: 'custom',
        openid: 'wx-ref-1',
        nickname: '推广来的',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const polled = await call<{ status: string }>(t.app, '/api/User/getwxlogin', {
      unid: qr.data.unid,
      device_id: 'binder0001',
    });
    expect(polled.data.status).toBe('bind');
    const mobile = freshMobile('178');
    t.clock.advance(60_000);
    expect((await call(t.app, '/api/User/bindingGetCode', { mobile })).code).toBe(1);
    const answer = await call(t.app, '/api/User/registerBinding', {
      unid: qr.data.unid,
      mobile,
      mobile_captcha: await lastCode(t.app, mobile, 'binding'),
      identity_type: 'Ad',
      password: 'Secret123',
      repassword: 'Secret123',
      share_id: ref.code,
      device_id: freshDevice(),
    });
    expect(answer.code, answer.msg).toBe(1);
    expect(await referrerOf(mobile)).toBe(ref.userId);
  });
});
