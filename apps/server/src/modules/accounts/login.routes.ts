import {
  AccountMessage,
  getCaptchaBody,
  loginBindingBody,
  mobileBody,
  passwordLoginBody,
  registerBindingBody,
  SmsPurpose,
  smsLoginBody,
  wxLoginBody,
  wxQrcodeBody,
} from '@boguan/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { isRegistered, loginBinding, registerBinding } from './binding.service.js';
import { CAPTCHA_IMAGE_PATH, captchaImage, issueCaptcha } from './captcha.service.js';
import { wxCallbackPage } from './dev-pages.html.js';
import { passwordLogin } from './password-login.service.js';
import { sendSmsCode } from './sms-codes.service.js';
import { smsLogin } from './sms-login.service.js';
import { confirmScan, createQrTicket, pollQrTicket } from './wechat-login.service.js';

const tags = ['accounts'];
const callbackQuery = z.object({ code: z.string().max(512).optional(), state: z.string().max(128).optional() });

/**
 * The three ways in (password, SMS code, WeChat QR) and the binding form after a scan.
 * The client's `ip` field is accepted but limits and sessions use the connection address:
 * a value the client chooses could dodge the per-IP limits.
 */
export async function loginRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/User/get_captcha',
    { schema: { tags, summary: '图形验证码（同一设备新码替换旧码）', body: getCaptchaBody } },
    async (request) => ok(await issueCaptcha(ctx, request.body.device_id, request.ip)),
  );

  api.get(
    CAPTCHA_IMAGE_PATH,
    { schema: { hide: true, querystring: z.object({ key: z.string().max(64).default('') }) } },
    async (request, reply) => {
      const svg = await captchaImage(ctx, request.query.key);
      if (!svg) throw AppError.bad(AccountMessage.captchaExpired, 'captcha image unknown or expired');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );

  api.post('/api/user/login', { schema: { tags, summary: '账号密码登录', body: passwordLoginBody } }, async (request) =>
    ok(await passwordLogin(ctx, { ...request.body, remoteIp: request.ip }), AccountMessage.loginOk),
  );

  api.post(
    '/api/User/getMsgCode',
    { schema: { tags, summary: '短信登录验证码（10秒）', body: mobileBody } },
    async (request) => {
      const data = await sendSmsCode(ctx, { mobile: request.body.mobile, purpose: SmsPurpose.login, ip: request.ip });
      return ok(data, AccountMessage.smsSent);
    },
  );

  api.post(
    '/api/User/msgCodeLogin',
    { schema: { tags, summary: '短信验证码登录（新号码自动注册）', body: smsLoginBody } },
    async (request) => ok(await smsLogin(ctx, { ...request.body, remoteIp: request.ip }), AccountMessage.loginOk),
  );

  api.post(
    '/api/User/getwxqrcode',
    { schema: { tags, summary: '微信扫码登录二维码（120秒）', body: wxQrcodeBody } },
    async (request) => ok(await createQrTicket(ctx, request.ip)),
  );

  api.post(
    '/api/User/getwxlogin',
    { schema: { tags, summary: '轮询扫码结果（每2秒）', body: wxLoginBody } },
    async (request) => {
      const data = await pollQrTicket(ctx, {
        unid: request.body.unid,
        deviceId: request.body.device_id,
        remoteIp: request.ip,
      });
      return ok(data, data.status === 'login' ? AccountMessage.loginOk : undefined);
    },
  );

  // WeChat Open Platform sends the browser back here with ?code&state=<unid>.
  api.get('/api/User/wxcallback', { schema: { hide: true, querystring: callbackQuery } }, async (request, reply) => {
    const { code, state } = request.query;
    let outcome: 'confirmed' | 'expired' | 'already-scanned' | 'failed' = 'failed';
    if (code && state) {
      try {
        const identity = await ctx.providers.wechat.exchangeCode(code);
        outcome = await confirmScan(ctx, state, identity);
      } catch (error) {
        request.log.warn({ err: error }, 'WeChat callback failed');
      }
    }
    return reply.type('text/html; charset=utf-8').send(wxCallbackPage(outcome));
  });

  api.post(
    '/api/User/bindingGetCode',
    { schema: { tags, summary: '绑定手机号验证码（59秒）', body: mobileBody } },
    async (request) => {
      const data = await sendSmsCode(ctx, { mobile: request.body.mobile, purpose: SmsPurpose.binding, ip: request.ip });
      return ok(data, AccountMessage.smsSent);
    },
  );

  api.post(
    '/api/User/checkRegister',
    { schema: { tags, summary: '手机号是否已注册', body: mobileBody } },
    async (request) => ok({ registered: await isRegistered(ctx, request.body.mobile) }),
  );

  api.post(
    '/api/User/loginBinding',
    { schema: { tags, summary: '扫码后绑定已有账号并登录', body: loginBindingBody } },
    async (request) => ok(await loginBinding(ctx, { ...request.body, remoteIp: request.ip }), AccountMessage.loginOk),
  );

  api.post(
    '/api/User/registerBinding',
    { schema: { tags, summary: '扫码后注册新账号、绑定并登录', body: registerBindingBody } },
    async (request) =>
      ok(await registerBinding(ctx, { ...request.body, remoteIp: request.ip }), AccountMessage.loginOk),
  );
}
