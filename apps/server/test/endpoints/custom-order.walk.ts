import { addDays, chinaDate } from '@boguan/contracts/china-time';
import { customOrderApi } from '@boguan/contracts/custom-order.api';
import { insertCustomOrder } from '../custom-order/custom-order-support.js';
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

/** An order of a fresh buyer, in `status`, for the operator rows. */
async function buyersOrder(f: WalkFixture, status: 'submitted' | 'communicating' = 'submitted'): Promise<number> {
  const buyer = await createUser(f.t);
  return insertCustomOrder(f.t, buyer.userId, status);
}

const asOperator = { token: operatorToken };

export const customOrderWalk = walkCases(customOrderApi, {
  '/api/custom/submit': {
    body: (f) => {
      const today = chinaDate(f.t.clock.now());
      return {
        describe: '需要近一个月美妆品牌在微博上的声量与评论情感数据',
        scope: ['brand', 'comment'],
        date_from: addDays(today, -30),
        date_to: today,
        budget: 'from_5k',
        contact: '走查',
        tel: '13812345678',
        email: 'walk@example.com',
        company: '走查公司',
      };
    },
  },
  '/api/custom/list': { body: () => ({ page: 1 }) },
  '/api/custom/detail': { body: async (f) => ({ id: await insertCustomOrder(f.t, f.userId) }) },
  '/api/custom/reply': {
    body: async (f) => ({ id: await insertCustomOrder(f.t, f.userId), content: '请问可以加上转发数据吗？' }),
  },
  '/api/custom/close': { body: async (f) => ({ id: await insertCustomOrder(f.t, f.userId) }) },
  '/api/admin/custom_order_list': { body: () => ({ page: 1 }), ...asOperator },
  '/api/admin/custom_order_detail': { body: async (f) => ({ id: await buyersOrder(f) }), ...asOperator },
  '/api/admin/custom_order_reply': {
    body: async (f) => ({ id: await buyersOrder(f), content: '您好，我们已收到需求，稍后电话联系您。' }),
    ...asOperator,
  },
  '/api/admin/custom_order_status': {
    body: async (f) => ({ id: await buyersOrder(f), status: 'communicating' }),
    ...asOperator,
  },
  '/api/admin/custom_order_quote': {
    body: async (f) => ({ id: await buyersOrder(f, 'communicating'), amount: '12000.50', note: '含3个月数据' }),
    ...asOperator,
  },
});
