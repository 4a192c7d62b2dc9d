import { operatorApi } from '@boguan/contracts/operator.api';
import { applyNotice } from '../../src/modules/payments/fulfil.service.js';
import { createOrder } from '../../src/modules/payments/orders.service.js';
import { createUser } from '../support/users.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** An operator of the walk's world (this app's config only), one per fixture; demo mode allows plain HTTP. */
const operators = new WeakMap<WalkFixture, Promise<string>>();
function operatorToken(f: WalkFixture): Promise<string> {
  let found = operators.get(f);
  if (!found) {
    found = createUser(f.t).then((user) => {
      f.t.ctx.config.operatorMobiles.push(user.mobile);
      return user.token;
    });
    operators.set(f, found);
  }
  return found;
}

let batches = 0;

async function campaignId(f: WalkFixture): Promise<number> {
  const now = f.t.clock.now();
  batches += 1;
  const row = await f.t.ctx.db
    .insertInto('coupon_campaigns')
    .values({
      name: `走查停止批次${batches}`,
      amount_fen: 1000,
      threshold_fen: 0,
      valid_days: 7,
      starts_at: now,
      audience: 'new_users',
      quantity: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function orderNo(f: WalkFixture): Promise<string> {
  const buyer = await createUser(f.t);
  const order = await createOrder(f.t.ctx, { id: buyer.userId, level: 20 } as never, {
    level: 30,
    term: 'month',
    method: 'wechat',
  });
  return order.order_no;
}

/** A paid order of a new buyer, paid through the same fulfilment a provider's notice runs. */
async function paidOrderNo(f: WalkFixture): Promise<string> {
  const number = await orderNo(f);
  const order = await f.t.ctx.db
    .selectFrom('orders')
    .select('pay_fen')
    .where('order_no', '=', number)
    .executeTakeFirstOrThrow();
  await applyNotice(f.t.ctx, 'local', {
    orderNo: number,
    amountFen: order.pay_fen,
    transactionId: `W${number}`,
    success: true,
  });
  return number;
}

const asOperator = { token: operatorToken };

export const operatorWalk = walkCases(operatorApi, {
  '/api/admin/info': { body: () => ({}), ...asOperator },
  '/api/admin/coupon_batch_list': { body: () => ({ page: 1 }), ...asOperator },
  '/api/admin/coupon_batch_create': {
    body: () => {
      batches += 1;
      return {
        name: `走查折扣券${batches}`,
        kind: 'rate',
        rate: '8.5',
        max_discount: '200',
        threshold: '500',
        valid_days: 7,
        audience: 'new_users',
        audience_days: 7,
      };
    },
    ...asOperator,
  },
  '/api/admin/coupon_batch_stop': { body: async (f) => ({ id: await campaignId(f) }), ...asOperator },
  '/api/admin/gift_codes_create': {
    body: () => ({ level: 30, days: 7, count: 2, batch: '走查兑换码' }),
    ...asOperator,
  },
  '/api/admin/gift_batch_list': { body: () => ({ page: 1 }), ...asOperator },
  '/api/admin/order_list': { body: () => ({ page: 1 }), ...asOperator },
  '/api/admin/order_detail': { body: async (f) => ({ order_no: await orderNo(f) }), ...asOperator },
  '/api/admin/order_refund': {
    body: async (f) => ({ order_no: await paidOrderNo(f), reason: '用户申请退款' }),
    ...asOperator,
  },
  '/api/admin/operator_logs': { body: () => ({ page: 1 }), ...asOperator },
});
