import type { PayTerm } from '@boguan/contracts/payments';
import { paymentsApi } from '@boguan/contracts/payments.api';
import { createOrder } from '../../src/modules/payments/orders.service.js';
import { createUser } from '../support/users.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A free member of the walk's world (the fixture's member is 专业版 already), one per fixture. */
const buyers = new WeakMap<WalkFixture, Promise<{ userId: number; token: string }>>();
function buyer(f: WalkFixture) {
  let found = buyers.get(f);
  if (!found) {
    found = createUser(f.t);
    buyers.set(f, found);
  }
  return found;
}

async function openOrder(f: WalkFixture, term: PayTerm): Promise<string> {
  const { userId } = await buyer(f);
  const order = await createOrder(f.t.ctx, { id: userId, level: 20 } as never, { level: 30, term, method: 'wechat' });
  return order.order_no;
}

export const paymentsWalk = walkCases(paymentsApi, {
  '/api/pay/quote': { body: () => ({ level: 40, term: 'year' }) },
  '/api/pay/create_order': { body: () => ({ level: 40, term: 'quarter', method: 'alipay', coupon_id: 0 }) },
  '/api/pay/order_status': {
    body: async (f) => ({ order_no: await openOrder(f, 'month') }),
    token: async (f) => (await buyer(f)).token,
  },
  '/api/pay/close_order': {
    body: async (f) => ({ order_no: await openOrder(f, 'year') }),
    token: async (f) => (await buyer(f)).token,
  },
  '/api/user/order_list': { body: () => ({ page: 1 }) },
});
