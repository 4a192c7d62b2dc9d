import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { LocalSmsProvider } from '../../providers/sms/local-sms-provider.js';
import { devCaptchaAnswer } from './captcha.service.js';
import { type IdentityChoice, smsInboxPage, wxConfirmPage, wxConfirmResultPage } from './dev-pages.html.js';
import { confirmScan, liveTicket } from './wechat-login.service.js';

const OPENID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(max)).catch('');
// Dev pages never fail on odd input: anything unreadable becomes empty.
const mobileQuery = z.object({ mobile: text(11) }).catch({ mobile: '' });
const deviceQuery = z.object({ device_id: text(64) }).catch({ device_id: '' });
const unidQuery = z.object({ unid: text(128) }).catch({ unid: '' });
const confirmForm = z
  .object({ unid: text(128), pick: text(400), openid: text(200), nickname: text(200) })
  .catch({ unid: '', pick: '', openid: '', nickname: '' });

const PRESETS: IdentityChoice[] = [
  { openid: 'wx-demo-zhangwei', nickname: '张伟', label: '演示身份 wx-demo-zhangwei' },
  { openid: 'wx-demo-lina', nickname: '李娜', label: '演示身份 wx-demo-lina' },
];

/**
 * Demo-mode helper pages, registered only when config.devPages is on (demo mode, every provider
 * local): the SMS inbox, its JSON twin for e2e tests, the captcha answer, and the page the local
 * WeChat QR points at. Nothing here hands out memberships: gift codes come from the CLI only.
 */
export async function devPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hidden = { schema: { hide: true } };
  const inbox = () => (ctx.providers.sms instanceof LocalSmsProvider ? ctx.providers.sms : null);

  app.get('/dev/sms', hidden, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(smsInboxPage(inbox()?.recent() ?? null)),
  );

  app.get('/dev/sms.json', hidden, async (request) => {
    const local = inbox();
    if (!local) throw AppError.bad('当前短信服务商不是本地模式，没有收件箱');
    const { mobile } = mobileQuery.parse(request.query ?? {});
    return ok({ messages: local.recent(mobile || undefined) });
  });

  app.get('/dev/captcha.json', hidden, async (request) => {
    const { device_id: deviceId } = deviceQuery.parse(request.query ?? {});
    return ok({ answer: devCaptchaAnswer(ctx, deviceId) });
  });

  app.get('/dev/wx-confirm', hidden, async (request, reply) => {
    const { unid } = unidQuery.parse(request.query ?? {});
    const ticket = await liveTicket(ctx, unid);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!ticket) return reply.send(wxConfirmResultPage('expired'));
    if (ticket.status !== 'waiting') return reply.send(wxConfirmResultPage('already-scanned'));
    // Never the accounts bound so far: listing them would let anyone who opens this page log in as
    // them. Demo identities and a typed openid are all a demonstration needs.
    const choices: IdentityChoice[] = [
      ...PRESETS,
      // A fresh identity no account knows yet: the way into the binding form.
      {
        openid: `wx-local-${randomBytes(4).toString('hex')}`,
        nickname: '新微信用户',
        label: '未绑定任何账号（将进入绑定手机号）',
      },
    ];
    return reply.send(wxConfirmPage(unid, choices));
  });

  app.post('/dev/wx-confirm', hidden, async (request, reply) => {
    const form = confirmForm.parse(request.body ?? {});
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // Typed fields win over the radio list: someone who typed an openid meant it.
    const picked = form.openid || form.pick === 'custom' ? null : decodeChoice(form.pick);
    const openid = picked?.openid ?? form.openid;
    const nickname = picked?.nickname ?? form.nickname;
    if (!OPENID_PATTERN.test(openid) || nickname.length > 32) return reply.send(wxConfirmResultPage('invalid'));
    const outcome = await confirmScan(ctx, form.unid, { openid, nickname: nickname || '微信用户' });
    return reply.send(wxConfirmResultPage(outcome));
  });
}

/** Each radio carries its identity (base64url JSON), so the POST needs no server-side list. */
function decodeChoice(value: string): { openid: string; nickname: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { o?: unknown; n?: unknown };
    return typeof parsed.o === 'string' && typeof parsed.n === 'string'
      ? { openid: parsed.o, nickname: parsed.n }
      : null;
  } catch {
    return null;
  }
}
