import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { NotificationRejected, type ProviderKind } from '../../providers/payment/payment-provider.js';
import { cashierPage, cashierResultPage } from './cashier.html.js';
import { applyNotice } from './fulfil.service.js';
import { lockOrderByNo } from './orders.repository.js';

const KINDS: ProviderKind[] = ['local', 'wechat', 'alipay'];
const NOTIFY_BODY_LIMIT = 64 * 1024;
const orderQuery = z.object({ order: z.string().trim().max(40).catch('') }).catch({ order: '' });
const cashierForm = z
  .object({ order: z.string().trim().max(40).catch(''), action: z.enum(['pay', 'cancel']).catch('cancel') })
  .catch({ order: '', action: 'cancel' });

/**
 * The providers' notification routes, POST /api/pay/notify/<local|wechat|alipay>: unauthenticated,
 * read as raw bytes (the signature covers them exactly), verified before anything else, answered
 * in the body each provider expects. Not rows of the endpoint map for that reason.
 */
export async function paymentsPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    for (const kind of KINDS) {
      raw.post(`/api/pay/notify/${kind}`, { schema: { hide: true } }, async (request, reply) => {
        const provider = ctx.providers.payments.byKind(kind);
        if (!provider) return reply.code(404).type('text/plain').send('not configured');
        let accepted = false;
        try {
          const notice = await provider.verifyNotification({
            headers: request.headers,
            body: typeof request.body === 'string' ? request.body : '',
          });
          const outcome = await applyNotice(ctx, kind, notice);
          accepted = outcome.accepted;
          if (!outcome.accepted) request.log.warn({ kind, result: outcome.result }, 'payment notification refused');
        } catch (error) {
          if (!(error instanceof NotificationRejected)) throw error;
          request.log.warn({ kind, reason: error.message }, 'payment notification not genuine');
        }
        const answer = provider.answer(accepted);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      });
    }
  });
  await cashierPages(app, ctx);
}

/**
 * GET/POST /dev/cashier?order=NUMBER (dev pages on and payments local): plays the provider's
 * cashier. 确认支付 sends a notification signed with the local private key to the same route real
 * providers use; 取消 leaves the order unpaid.
 */
async function cashierPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const local = ctx.providers.payments.local;
  if (!ctx.config.devPages || !local) return;
  const hidden = { schema: { hide: true } };
  const html = 'text/html; charset=utf-8';

  app.get('/dev/cashier', hidden, async (request, reply) => {
    const { order: orderNo } = orderQuery.parse(request.query ?? {});
    const order = await ctx.db.transaction().execute((trx) => lockOrderByNo(trx, orderNo));
    reply.type(html).header('cache-control', 'no-store');
    if (order?.provider !== 'local') return reply.send(cashierResultPage('missing', orderNo));
    return reply.send(cashierPage(order, ctx.clock.now()));
  });

  app.post('/dev/cashier', hidden, async (request, reply) => {
    const form = cashierForm.parse(request.body ?? {});
    reply.type(html).header('cache-control', 'no-store');
    const order = await ctx.db.transaction().execute((trx) => lockOrderByNo(trx, form.order));
    if (order?.provider !== 'local') return reply.send(cashierResultPage('missing', form.order));
    if (form.action === 'cancel') return reply.send(cashierResultPage('cancelled', order.order_no));
    if (order.status !== 'pending') return reply.send(cashierResultPage('not-open', order.order_no));
    const notification = await local.signedNotification({
      orderNo: order.order_no,
      transactionId: `LOCAL${randomBytes(10).toString('hex').toUpperCase()}`,
      amountFen: order.pay_fen,
      success: true,
    });
    // Through the real route, as a provider's server would call it.
    const response = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/local',
      headers: notification.headers as Record<string, string>,
      payload: notification.body,
    });
    return reply.send(cashierResultPage(response.statusCode === 200 ? 'paid' : 'failed', order.order_no));
  });
}
