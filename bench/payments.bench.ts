// `npm run bench payments`: 200 payment notifications for 200 distinct orders, all at once, on
// PostgreSQL, through the product's own path (the notify route, signature check, order lock,
// fulfilment), against a bare baseline: the same rows a fulfilment writes, written by plain SQL
// transactions on the same pool with nothing else. Every order must end paid exactly once, and a
// replay of all 200 must change nothing.
import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@boguan/contracts/china-time';
import { openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { createOrder } from '@boguan/server/src/modules/payments/orders.service.js';
import type { RawNotification } from '@boguan/server/src/providers/payment/payment-provider.js';
import type { FastifyInstance } from 'fastify';
import { sql } from './engine/kysely.js';
import { inProcessApp } from './lib/in-process-app.js';
import { benchDatabaseUrl } from './lib/postgres.js';
import { report } from './lib/report.js';

const ORDERS = Number(process.env.BENCH_PAY_ORDERS ?? 200);
const NOW = new Date('2026-11-20T02:00:00Z');

/** `count` free users, each with one pending 高级版 monthly order; returns the order numbers. */
async function pendingOrders(ctx: AppContext, count: number, tag: string): Promise<string[]> {
  const users = await ctx.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        mobile: `1${tag}${String(i).padStart(8, '0')}`,
        nick_name: `压测${tag}${i}`,
        identity_type: 'Ad',
        level: 20,
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .returning(['id', 'mobile'])
    .execute();
  const orders: string[] = [];
  for (const user of users) {
    const sessionUser = {
      id: user.id,
      mobile: user.mobile,
      nickName: '',
      level: 20,
      levelExpiresAt: null,
      showWelcome: false,
    };
    const order = await createOrder(ctx, sessionUser, { level: 30, term: 'month', method: 'wechat', coupon_id: 0 });
    orders.push(order.order_no);
  }
  return orders;
}

/** The rows one fulfilment writes, by plain SQL in one transaction: the baseline's unit of work. */
async function bareFulfil(ctx: AppContext, orderNo: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: NOW, transaction_id: `BARE${orderNo}` })
      .where('order_no', '=', orderNo)
      .returning(['id', 'user_id'])
      .executeTakeFirstOrThrow();
    const ends = new Date(NOW.getTime() + 30 * DAY_MS);
    await trx.updateTable('users').set({ level: 30, level_expires_at: ends }).where('id', '=', order.user_id).execute();
    await trx
      .insertInto('membership_grants')
      .values({
        user_id: order.user_id,
        level: 30,
        days: 30,
        source: 'order',
        source_ref: orderNo,
        starts_at: NOW,
        expires_at: ends,
        created_at: NOW,
      })
      .execute();
    await trx
      .insertInto('order_logs')
      .values({ order_id: order.id, actor: 'bench', event: 'paid', detail: '', created_at: NOW })
      .execute();
    await trx
      .insertInto('messages')
      .values({ user_id: order.user_id, type: 'membership', title: '高级版会员已开通', content: '', created_at: NOW })
      .execute();
  });
}

async function signedNotices(ctx: AppContext, orderNos: string[]): Promise<RawNotification[]> {
  const local = ctx.providers.payments.local;
  if (!local) throw new Error('the bench needs the local payment provider');
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['order_no', 'pay_fen'])
    .where('order_no', 'in', orderNos)
    .execute();
  return Promise.all(
    rows.map((row) =>
      local.signedNotification({
        orderNo: row.order_no,
        amountFen: row.pay_fen,
        transactionId: `WX${randomBytes(8).toString('hex')}`,
        success: true,
      }),
    ),
  );
}

function sendAll(app: FastifyInstance, notices: RawNotification[]): Promise<number[]> {
  return Promise.all(
    notices.map(async (raw) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/pay/notify/local',
        headers: raw.headers as Record<string, string>,
        payload: raw.body,
      });
      return response.statusCode;
    }),
  );
}

/** Each order paid once: one grant, one paid log, the level extended by exactly 30 days. */
async function checkPaidOnce(ctx: AppContext, orderNos: string[]): Promise<string[]> {
  const rows = await sql<{ order_no: string; status: string; grants: number; paid_logs: number; expires: Date }>`
    select o.order_no, o.status,
      (select count(*) from membership_grants g where g.source = 'order' and g.source_ref = o.order_no)::int as grants,
      (select count(*) from order_logs l where l.order_id = o.id and l.event in ('paid', 'late_paid'))::int as paid_logs,
      u.level_expires_at as expires
    from orders o join users u on u.id = o.user_id
    where o.order_no in (${sql.join(orderNos)})`.execute(ctx.db);
  const wrong = rows.rows.filter(
    (row) =>
      row.status !== 'paid' ||
      row.grants !== 1 ||
      row.paid_logs !== 1 ||
      new Date(row.expires).getTime() !== NOW.getTime() + 30 * DAY_MS,
  );
  return [...wrong.map((row) => row.order_no), ...(rows.rows.length === orderNos.length ? [] : ['(missing orders)'])];
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const t0 = performance.now();
  const result = await run();
  return { ms: performance.now() - t0, result };
}

export async function paymentsBench(): Promise<void> {
  const url = await benchDatabaseUrl('boguan_bench_payments');
  if (!url) return;
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  try {
    await migrateToLatest(handle.db as never);
    const { app, ctx } = await inProcessApp(handle, NOW, '/tmp/boguan-bench-payments');
    try {
      const bareOrders = await pendingOrders(ctx, ORDERS, '30');
      const productOrders = await pendingOrders(ctx, ORDERS, '31');
      const notices = await signedNotices(ctx, productOrders);
      const bare = await timed(() => Promise.all(bareOrders.map((orderNo) => bareFulfil(ctx, orderNo))));
      const product = await timed(() => sendAll(app, notices));
      const refused = product.result.filter((status) => status !== 200).length;
      const replay = await timed(() => sendAll(app, notices));
      const wrong = await checkPaidOnce(ctx, productOrders);
      if (refused > 0 || wrong.length > 0) {
        throw new Error(
          `payments bench: ${refused} notices refused, orders not paid exactly once: ${wrong.join(', ')}`,
        );
      }
      const perSecond = (ms: number) => (ORDERS * 1000) / ms;
      report({
        bench: 'payments',
        name: `${ORDERS} parallel notifications, distinct orders / bare fulfilment SQL (PostgreSQL)`,
        value: perSecond(product.ms) / perSecond(bare.ms),
        unit: 'ratio',
        goal: 0.2,
        better: 'higher',
        note: `${perSecond(product.ms).toFixed(0)} vs ${perSecond(bare.ms).toFixed(0)} orders/s; all ${ORDERS} paid once, replay of all ${ORDERS} changed nothing (${perSecond(replay.ms).toFixed(0)} replays/s)`,
      });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
