import {
  AccountMessage,
  changePasswordBody,
  checkMobileBody,
  mobileBody,
  resetPasswordBody,
  SmsPurpose,
} from '@boguan/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { SERVICE_AGREEMENT } from './agreement-text.js';
import { changePassword } from './change-password.service.js';
import { devPagesRoutes } from './dev-pages.routes.js';
import { loginRoutes } from './login.routes.js';
import { requireResettableAccount, resetPassword } from './reset-password.service.js';
import { loginState, logout } from './session.service.js';
import { sendSmsCode } from './sms-codes.service.js';

const tags = ['accounts'];

/** Accounts: every login way (login.routes.ts), password reset and change, session state, agreement. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await loginRoutes(app, ctx);

  api.post(
    '/api/User/checkMobile',
    { schema: { tags, summary: '找回密码第一步：校验手机号已注册', body: checkMobileBody } },
    async (request) => {
      await requireResettableAccount(ctx, request.body.mobile, request.body.identity_type);
      return ok(null, AccountMessage.mobileVerified);
    },
  );

  api.post(
    '/api/User/resetGetCode',
    { schema: { tags, summary: '找回密码：发送短信验证码（59秒）', body: mobileBody } },
    async (request) => {
      await requireResettableAccount(ctx, request.body.mobile);
      const data = await sendSmsCode(ctx, { mobile: request.body.mobile, purpose: SmsPurpose.reset, ip: request.ip });
      return ok(data, AccountMessage.smsSent);
    },
  );

  api.post(
    '/api/User/restPwd',
    { schema: { tags, summary: '找回密码：验证码 + 新密码', body: resetPasswordBody } },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(null, AccountMessage.passwordReset);
    },
  );

  api.post(
    '/api/user/changePwd',
    { schema: { tags, summary: '修改密码（其他设备的登录失效）', body: changePasswordBody } },
    async (request) => {
      const user = await request.requireUser();
      const token = request.authToken;
      if (!token) throw AppError.notLoggedIn();
      await changePassword(ctx, user, token, request.body);
      return ok(null, AccountMessage.passwordChanged);
    },
  );

  api.post('/api/User/checkLogin', { schema: { tags, summary: '当前登录状态' } }, async (request) => {
    const user = await request.optionalUser();
    if (!user) throw AppError.notLoggedIn();
    return ok(loginState(user));
  });

  api.post('/api/user/logout', { schema: { tags, summary: '退出登录' } }, async (request) => {
    await logout(ctx, request.authToken);
    return ok(null, AccountMessage.logoutOk);
  });

  api.post('/api/User/get_server_agreement', { schema: { tags, summary: '用户服务协议全文' } }, async () =>
    ok(SERVICE_AGREEMENT),
  );

  if (ctx.config.devPages) await devPagesRoutes(app, ctx);
}
