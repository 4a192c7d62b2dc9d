import { AccountMessage } from '@boguan/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { CAPTCHA_IMAGE_PATH, captchaImage } from './captcha.service.js';
import { wxCallbackPage } from './dev-pages.html.js';
import { devPages } from './dev-pages.js';
import { wechatCallback } from './wechat-login.service.js';

const captchaQuery = z.object({ key: z.string().max(64).default('') });
const callbackQuery = z.object({ code: z.string().max(512).optional(), state: z.string().max(128).optional() });

/**
 * The accounts pages that are not calls of the endpoint map: the captcha image the login form
 * shows, the page WeChat sends the browser back to after a scan, and (config.devPages) the local
 * helper pages of dev-pages.ts.
 */
export async function accountsPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const pages = app.withTypeProvider<ZodTypeProvider>();

  pages.get(CAPTCHA_IMAGE_PATH, { schema: { hide: true, querystring: captchaQuery } }, async (request, reply) => {
    const svg = await captchaImage(ctx, request.query.key);
    if (!svg) throw AppError.bad(AccountMessage.captchaExpired, 'captcha image unknown or expired');
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
  });

  // WeChat Open Platform sends the browser back here with ?code&state=<unid>.
  pages.get('/api/User/wxcallback', { schema: { hide: true, querystring: callbackQuery } }, async (request, reply) => {
    const outcome = await wechatCallback(ctx, request.query, request.log);
    return reply.type('text/html; charset=utf-8').send(wxCallbackPage(outcome));
  });

  if (ctx.config.devPages) await devPages(app, ctx);
}
