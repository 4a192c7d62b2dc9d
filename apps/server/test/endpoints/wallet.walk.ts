import { walletApi } from '@boguan/contracts/wallet.api';
import { withdrawSub } from '../../src/modules/wallet/withdraw.service.js';
import { creditCommission, fundedUser, operatorUser } from '../wallet/wallet-support.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** One operator per fixture (its mobile joins this app's OPERATOR_MOBILES). */
const operators = new WeakMap<WalkFixture, Promise<{ token: string }>>();
function operator(f: WalkFixture) {
  let found = operators.get(f);
  if (!found) {
    found = operatorUser(f.t);
    operators.set(f, found);
  }
  return found;
}

/** A fresh user with ¥200 available and a pending request of ¥100; answers the request's id. */
async function pendingWithdrawal(f: WalkFixture): Promise<number> {
  const { userId } = await fundedUser(f.t, 20_000);
  const created = await withdrawSub(f.t.ctx, { id: userId } as never, {
    amount: 10_000,
    account_type: 'alipay',
    real_name: '张三',
    account: '13800138000',
    bank_name: '',
  });
  return created.id;
}

/** The member gets ¥300 once, so the lists have rows and withdrawSub has a balance; answers `body`. */
const funded = new WeakMap<WalkFixture, Promise<unknown>>();
async function fundMember<B>(f: WalkFixture, body: B): Promise<B> {
  let done = funded.get(f);
  if (!done) {
    done = creditCommission(f.t, f.userId, 30_000);
    funded.set(f, done);
  }
  await done;
  return body;
}

export const walletWalk = walkCases(walletApi, {
  '/api/user/share_info': { body: () => ({}) },
  '/api/user/share_list': { body: (f) => fundMember(f, { page: 1 }) },
  '/api/user/commission_list': { body: (f) => fundMember(f, { page: 1 }) },
  '/api/user/withdraw_info': { body: () => ({}) },
  '/api/user/withdrawSub': {
    body: (f) =>
      fundMember(f, {
        amount: '100.50',
        account_type: 'bank',
        real_name: '张三',
        account: '6217000000000006',
        bank_name: '招商银行',
      }),
  },
  '/api/user/withdraw_order_list': { body: () => ({ page: 1 }) },
  '/api/user/balance_log': { body: (f) => fundMember(f, { page: 1 }) },
  '/api/admin/withdraw_list': {
    body: async (f) => {
      await pendingWithdrawal(f);
      return { status: 'pending', page: 1 };
    },
    token: async (f) => (await operator(f)).token,
  },
  '/api/admin/withdraw_pay': {
    body: async (f) => ({ id: await pendingWithdrawal(f), payout_ref: 'ALIPAY2026010500001' }),
    token: async (f) => (await operator(f)).token,
  },
  '/api/admin/withdraw_reject': {
    body: async (f) => ({ id: await pendingWithdrawal(f), reason: '收款账户姓名与实名不符' }),
    token: async (f) => (await operator(f)).token,
  },
});
