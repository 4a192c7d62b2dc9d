import { accountsApi } from '@boguan/contracts/accounts.api';
import { confirmScan } from '../../src/modules/accounts/wechat-login.service.js';
import { call, createAccount, freshDevice, freshMobile, lastCode } from '../accounts/helpers.js';
import { createUser } from '../support/users.js';
import type { WalkFixture } from './walk-support.js';
import { walkCases } from './walk-support.js';

const PASSWORD = 'walk2026pass';
const NEW_PASSWORD = 'walk2027pass';

/** A code sent to the number by the call at `path`, read from the local SMS inbox. */
async function smsCode(f: WalkFixture, path: string, mobile: string, purpose: string): Promise<string> {
  const sent = await call(f.t.app, path, { mobile });
  if (sent.code !== 1) throw new Error(`${path} answered ${sent.msg}`);
  return lastCode(f.t.app, mobile, purpose);
}

/** A QR ticket scanned by a WeChat no account knows, so it waits for the binding form. */
async function bindTicket(f: WalkFixture): Promise<string> {
  const ticket = await call<{ unid: string }>(f.t.app, '/api/User/getwxqrcode');
  await confirmScan(f.t.ctx, ticket.data.unid, { openid: `wx-walk-${freshDevice()}`, nickname: '走查用户' });
  const poll = await call<{ status: string }>(f.t.app, '/api/User/getwxlogin', {
    unid: ticket.data.unid,
    device_id: freshDevice(),
  });
  if (poll.data.status !== 'bind') throw new Error(`the scanned ticket answered ${poll.msg}`);
  return ticket.data.unid;
}

export const accountsWalk = walkCases(accountsApi, {
  '/api/User/get_captcha': { body: () => ({ device_id: freshDevice() }) },
  '/api/user/login': {
    body: async (f) => {
      const account = await createAccount(f.t, { password: PASSWORD });
      return { username: account.mobile, password: PASSWORD, img_captcha: '', ip: '', device_id: freshDevice() };
    },
  },
  '/api/User/getMsgCode': { body: () => ({ mobile: freshMobile('150') }) },
  '/api/User/msgCodeLogin': {
    body: async (f) => {
      const mobile = freshMobile('150');
      const code = await smsCode(f, '/api/User/getMsgCode', mobile, 'login');
      return { mobile1: mobile, mobile_captcha: code, ip: '', device_id: freshDevice() };
    },
  },
  '/api/User/getwxqrcode': { body: () => ({}) },
  '/api/User/getwxlogin': {
    body: async (f) => {
      const ticket = await call<{ unid: string }>(f.t.app, '/api/User/getwxqrcode');
      return { callback: '', unid: ticket.data.unid, timestamp: Date.now(), week: 1, ip: '', device_id: freshDevice() };
    },
  },
  '/api/User/bindingGetCode': { body: () => ({ mobile: freshMobile('150') }) },
  '/api/User/checkRegister': { body: () => ({ mobile: freshMobile('150') }) },
  '/api/User/loginBinding': {
    body: async (f) => {
      const unid = await bindTicket(f);
      const account = await createAccount(f.t, { mobile: freshMobile('151') });
      const code = await smsCode(f, '/api/User/bindingGetCode', account.mobile, 'binding');
      return { unid, mobile: account.mobile, mobile_captcha: code, ip: '', device_id: freshDevice() };
    },
  },
  '/api/User/registerBinding': {
    body: async (f) => {
      const unid = await bindTicket(f);
      const mobile = freshMobile('152');
      const code = await smsCode(f, '/api/User/bindingGetCode', mobile, 'binding');
      return {
        unid,
        mobile,
        mobile_captcha: code,
        identity_type: 'Ad',
        password: PASSWORD,
        repassword: PASSWORD,
        source: 'walk',
        ip: '',
        device_id: freshDevice(),
      };
    },
  },
  '/api/User/checkMobile': {
    body: async (f) => ({
      identity_type: 'Ad',
      mobile: (await createAccount(f.t, { mobile: freshMobile('153') })).mobile,
    }),
  },
  '/api/User/resetGetCode': {
    body: async (f) => ({ mobile: (await createAccount(f.t, { mobile: freshMobile('153') })).mobile }),
  },
  '/api/User/restPwd': {
    body: async (f) => {
      const account = await createAccount(f.t, { mobile: freshMobile('153') });
      const code = await smsCode(f, '/api/User/resetGetCode', account.mobile, 'reset');
      return {
        identity_type: 'Ad',
        mobile: account.mobile,
        mobile_captcha: code,
        password: NEW_PASSWORD,
        repassword: NEW_PASSWORD,
      };
    },
  },
  // Its own account: the fixture's member keeps its password and its session.
  '/api/user/changePwd': {
    token: async (f) => {
      const account = await createAccount(f.t, { mobile: freshMobile('154'), password: PASSWORD });
      const login = await call<{ token: string }>(f.t.app, '/api/user/login', {
        username: account.mobile,
        password: PASSWORD,
        device_id: freshDevice(),
      });
      return login.data.token;
    },
    body: () => ({ old_password: PASSWORD, password: NEW_PASSWORD, repassword: NEW_PASSWORD }),
  },
  '/api/User/checkLogin': { body: () => ({}) },
  // Its own session: logging out the fixture's member would fail every later case.
  '/api/user/login_history': { body: () => ({ page: 1 }) },
  '/api/user/logout': { token: async (f) => (await createUser(f.t)).token, body: () => ({}) },
  '/api/User/get_server_agreement': { body: () => ({}) },
});
