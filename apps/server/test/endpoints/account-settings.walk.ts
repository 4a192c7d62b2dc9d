import { accountSettingsApi } from '@boguan/contracts/account-settings.api';
import { confirmScan } from '../../src/modules/accounts/wechat-login.service.js';
import { call, createAccount, freshDevice, freshMobile, lastCode } from '../accounts/helpers.js';
import type { WalkFixture } from './walk-support.js';
import { walkCases } from './walk-support.js';

const PASSWORD = 'walk2026pass';

/** A fresh account of its own with a session (calls that change the account must not touch the fixture's member). */
async function ownAccount(f: WalkFixture): Promise<{ token: string; mobile: string }> {
  const account = await createAccount(f.t, { mobile: freshMobile('156'), password: PASSWORD });
  const login = await call<{ token: string }>(f.t.app, '/api/user/login', {
    username: account.mobile,
    password: PASSWORD,
    device_id: freshDevice(),
  });
  if (login.code !== 1) throw new Error(`login answered ${login.msg}`);
  return { token: login.data.token, mobile: account.mobile };
}

/** Each case that needs an account with codes gets its token and its codes in one go (token runs first). */
const prepared = new Map<string, { token: string; mobile: string }>();
async function tokenFor(f: WalkFixture, path: string): Promise<string> {
  const own = await ownAccount(f);
  prepared.set(path, own);
  return own.token;
}
function preparedFor(path: string): { token: string; mobile: string } {
  const own = prepared.get(path);
  if (!own) throw new Error(`no account prepared for ${path}`);
  return own;
}

async function sent(f: WalkFixture, token: string, path: string, form: Record<string, string>): Promise<void> {
  const answer = await call(f.t.app, path, form, { token });
  if (answer.code !== 1) throw new Error(`${path} answered ${answer.msg}`);
}

export const accountSettingsWalk = walkCases(accountSettingsApi, {
  '/api/user/accountSettings': { body: () => ({}) },
  '/api/user/changeUserName': { token: (f) => tokenFor(f, 'nick'), body: () => ({ nick_name: '走查昵称' }) },
  '/api/user/checkPwd': { token: (f) => tokenFor(f, 'pwd'), body: () => ({ password: PASSWORD }) },
  '/api/user/sendSmsBinding': { token: (f) => tokenFor(f, 'send'), body: () => ({ type: 'old' }) },
  '/api/user/bindingMobile': {
    token: (f) => tokenFor(f, 'bindingMobile'),
    body: async (f) => {
      const own = preparedFor('bindingMobile');
      await sent(f, own.token, '/api/user/sendSmsBinding', { type: 'old' });
      return { mobile_captcha: await lastCode(f.t.app, own.mobile, 'change_old') };
    },
  },
  '/api/user/changeBinding': {
    token: (f) => tokenFor(f, 'changeBinding'),
    body: async (f) => {
      const own = preparedFor('changeBinding');
      const mobile = freshMobile('157');
      await sent(f, own.token, '/api/user/sendSmsBinding', { type: 'old' });
      await sent(f, own.token, '/api/user/sendSmsBinding', { type: 'new', mobile });
      return {
        old_captcha: await lastCode(f.t.app, own.mobile, 'change_old'),
        mobile,
        mobile_captcha: await lastCode(f.t.app, mobile, 'change_new'),
      };
    },
  },
  '/api/user/setQrCode': {
    token: (f) => tokenFor(f, 'qr'),
    body: async (f) => {
      const qr = await call<{ unid: string }>(f.t.app, '/api/user/setQrCode', {}, { token: preparedFor('qr').token });
      await confirmScan(f.t.ctx, qr.data.unid, { openid: `wx-walk-bind-${freshDevice()}`, nickname: '走查微信' });
      return { unid: qr.data.unid };
    },
  },
  '/api/user/getCancelCode': { token: (f) => tokenFor(f, 'cancelCode'), body: () => ({}) },
  '/api/user/checkCode': {
    token: (f) => tokenFor(f, 'checkCode'),
    body: async (f) => {
      const own = preparedFor('checkCode');
      await sent(f, own.token, '/api/user/getCancelCode', {});
      return { mobile_captcha: await lastCode(f.t.app, own.mobile, 'cancel') };
    },
  },
  '/api/user/cancelSubmit': {
    token: (f) => tokenFor(f, 'cancelSubmit'),
    body: async (f) => {
      const own = preparedFor('cancelSubmit');
      await sent(f, own.token, '/api/user/getCancelCode', {});
      return { password: PASSWORD, mobile_captcha: await lastCode(f.t.app, own.mobile, 'cancel') };
    },
  },
});
