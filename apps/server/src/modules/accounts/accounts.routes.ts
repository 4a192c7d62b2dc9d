import { AccountMessage, SmsPurpose } from '@boguan/contracts/accounts';
import type { LoginData } from '@boguan/contracts/accounts.api';
import { accountsApi } from '@boguan/contracts/accounts.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { SERVICE_AGREEMENT } from './agreement-text.js';
import { isRegistered, loginBinding, registerBinding } from './binding.service.js';
import { issueCaptcha } from './captcha.service.js';
import { changePassword } from './change-password.service.js';
import { loginHistory } from './login-history.service.js';
import { passwordLogin } from './password-login.service.js';
import { requireResettableAccount, resetPassword, sendResetCode } from './reset-password.service.js';
import { loginState, logout } from './session.service.js';
import { sendSmsCode } from './sms-codes.service.js';
import { smsLogin } from './sms-login.service.js';
import { createQrTicket, pollQrTicket } from './wechat-login.service.js';

/** 登录成功, or that the login also undid a pending cancellation. */
function loginMessage(data: Partial<LoginData>): string {
  return data.cancel_undone === 1 ? AccountMessage.loginCancelUndone : AccountMessage.loginOk;
}

/**
 * Accounts (docs/accounts.md): the three ways in (password, SMS code, WeChat QR) and the binding
 * form after a scan, password reset and change, session state, the agreement. The client's `ip`
 * field is accepted but limits and sessions use the connection address (`request.ip`): a value
 * the client chooses could dodge the per-IP limits. The captcha image, the WeChat callback and
 * the local dev pages are plain pages (accounts.pages.ts).
 */
export function accountsRoutes(ctx: AppContext) {
  return handlersFor(accountsApi, {
    '/api/User/get_captcha': async ({ body, request }) => ok(await issueCaptcha(ctx, body.device_id, request.ip)),
    '/api/user/login': async ({ body, request }) => {
      const data = await passwordLogin(ctx, { ...body, remoteIp: request.ip });
      return ok(data, loginMessage(data));
    },
    '/api/User/getMsgCode': async ({ body, request }) =>
      ok(
        await sendSmsCode(ctx, { mobile: body.mobile, purpose: SmsPurpose.login, ip: request.ip }),
        AccountMessage.smsSent,
      ),
    '/api/User/msgCodeLogin': async ({ body, request }) => {
      const data = await smsLogin(ctx, { ...body, remoteIp: request.ip });
      return ok(data, loginMessage(data));
    },
    '/api/User/getwxqrcode': async ({ request }) => ok(await createQrTicket(ctx, request.ip)),
    '/api/User/getwxlogin': async ({ body, request }) => {
      const data = await pollQrTicket(ctx, { unid: body.unid, deviceId: body.device_id, remoteIp: request.ip });
      return ok(data, data.status === 'login' ? loginMessage(data) : undefined);
    },
    '/api/User/bindingGetCode': async ({ body, request }) =>
      ok(
        await sendSmsCode(ctx, { mobile: body.mobile, purpose: SmsPurpose.binding, ip: request.ip }),
        AccountMessage.smsSent,
      ),
    '/api/User/checkRegister': async ({ body, request }) =>
      ok({ registered: await isRegistered(ctx, body.mobile, request.ip) }),
    '/api/User/loginBinding': async ({ body, request }) => {
      const data = await loginBinding(ctx, { ...body, remoteIp: request.ip });
      return ok(data, loginMessage(data));
    },
    '/api/User/registerBinding': async ({ body, request }) =>
      ok(await registerBinding(ctx, { ...body, remoteIp: request.ip }), AccountMessage.loginOk),
    '/api/User/checkMobile': async ({ body }) => {
      await requireResettableAccount(ctx, body.mobile, body.identity_type);
      return ok(null, AccountMessage.mobileVerified);
    },
    '/api/User/resetGetCode': async ({ body, request }) =>
      ok(await sendResetCode(ctx, body.mobile, request.ip), AccountMessage.smsSent),
    '/api/User/restPwd': async ({ body }) => {
      await resetPassword(ctx, body);
      return ok(null, AccountMessage.passwordReset);
    },
    '/api/user/changePwd': async ({ user, body, request }) => {
      await changePassword(ctx, user, request.authToken, body);
      return ok(null, AccountMessage.passwordChanged);
    },
    '/api/User/checkLogin': async ({ user }) => ok(loginState(user)),
    '/api/user/login_history': async ({ user, body }) => ok(await loginHistory(ctx, user, body.page)),
    '/api/user/logout': async ({ request }) => {
      await logout(ctx, request.authToken);
      return ok(null, AccountMessage.logoutOk);
    },
    '/api/User/get_server_agreement': async () => ok(SERVICE_AGREEMENT),
  });
}
