import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  alipayForm,
  fundedUser,
  ledgerAvailable,
  operatorUser,
  type Paged,
  type WithdrawalAnswer,
  withdrawCalls,
} from './wallet-support.js';

describe('operators review withdrawals', () => {
  let t: TestApp;
  let operator: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    operator = await operatorUser(t);
  });
  afterAll(async () => t.close());

  const { sub, info, reject } = withdrawCalls(
    () => t,
    () => operator.token,
  );
  const pay = (id: number, token = operator.token, payoutRef = '2026010522001') =>
    post<{ status_name: string; payout_ref: string }>(
      t.app,
      '/api/admin/withdraw_pay',
      { id, payout_ref: payoutRef },
      token,
    );

  it('reject gives the amount back once, with the reason, a message and the operator log; a second click changes nothing', async () => {
    const user = await fundedUser(t, 20_000);
    const created = await sub(user.token, alipayForm('120'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => reject(created.data.id)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const done = answers.find((a) => a.code === 1);
    expect(done).toMatchObject({
      msg: '已驳回，金额已退回用户余额',
      data: { status_name: '已驳回', reason: '收款账户与实名不符' },
    });
    for (const again of answers.filter((a) => a.code !== 1)) {
      expect(again).toMatchObject({ code: 0, msg: '该提现申请已驳回，请勿重复操作' });
    }
    expect(await pay(created.data.id)).toMatchObject({ code: 0, msg: '该提现申请已驳回，请勿重复操作' });
    expect(await ledgerAvailable(t, user.userId)).toBe(20_000);
    const list = await post<Paged<WithdrawalAnswer>>(t.app, '/api/user/withdraw_order_list', { page: 1 }, user.token);
    expect(list.data.data[0]).toMatchObject({
      status: 'rejected',
      status_name: '已驳回',
      reason: '收款账户与实名不符',
    });
    expect(list.data.data[0]?.review_time).not.toBe('');
    const returns = await t.ctx.db
      .selectFrom('wallet_ledger')
      .select(['amount_fen'])
      .where('withdrawal_id', '=', created.data.id)
      .orderBy('id')
      .execute();
    expect(returns.map((r) => r.amount_fen)).toEqual([-12_000, 12_000]);
    const logs = await t.ctx.db
      .selectFrom('operator_logs')
      .selectAll()
      .where('target', '=', String(created.data.id))
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'withdraw_reject', operator_id: operator.userId });
    expect(logs[0]?.detail).toContain('收款账户与实名不符');
    const message = await t.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ type: 'withdraw', title: '提现申请已驳回' });
    expect(message.content).toContain('原因：收款账户与实名不符');
    expect((await info(user.token)).has_pending).toBe(false);
    expect(await reject(created.data.id, '')).toMatchObject({ code: 0, msg: '请填写驳回原因' });
  });

  it('pay keeps the money out of the balance, records the reference and counts as withdrawn', async () => {
    const user = await fundedUser(t, 20_000);
    const created = await sub(user.token, alipayForm('200'));
    const paid = await pay(created.data.id);
    expect(paid).toMatchObject({
      code: 1,
      msg: '已标记为已打款',
      data: { status_name: '已打款', payout_ref: '2026010522001' },
    });
    expect(await pay(created.data.id)).toMatchObject({ code: 0, msg: '该提现申请已打款，请勿重复操作' });
    expect(await reject(created.data.id)).toMatchObject({ code: 0, msg: '该提现申请已打款，请勿重复操作' });
    expect(await ledgerAvailable(t, user.userId)).toBe(0);
    const share = await post<Record<string, number>>(t.app, '/api/user/share_info', {}, user.token);
    expect(share.data).toMatchObject({ available_fen: 0, withdrawn_fen: 20_000, total_earned_fen: 20_000 });
    const logs = await t.ctx.db
      .selectFrom('operator_logs')
      .selectAll()
      .where('target', '=', String(created.data.id))
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['withdraw_pay']);
    expect(logs[0]?.detail).toContain('2026010522001');
    const message = await t.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ type: 'withdraw', title: '提现已打款' });
  });

  it('lists every request for operators, pending first, with masked mobiles and balances', async () => {
    const first = await fundedUser(t, 30_000);
    const second = await fundedUser(t, 40_000);
    const a = await sub(first.token, alipayForm('100'));
    const b = await sub(second.token, alipayForm('300'));
    expect((await pay(a.data.id)).code).toBe(1);
    const list = await post<Paged<Record<string, unknown>> & { pending_count: number }>(
      t.app,
      '/api/admin/withdraw_list',
      { page: 1 },
      operator.token,
    );
    expect(list.code).toBe(1);
    const pendingCount = list.data.pending_count;
    expect(pendingCount).toBeGreaterThan(0);
    const statuses = list.data.data.map((row) => row.status);
    expect(statuses.slice(0, Math.min(pendingCount, statuses.length)).every((s) => s === 'pending')).toBe(true);
    const filtered = await post<Paged<Record<string, unknown>>>(
      t.app,
      '/api/admin/withdraw_list',
      { status: 'pending', page: 1 },
      operator.token,
    );
    const mine = filtered.data.data.find((row) => row.id === b.data.id);
    expect(mine).toMatchObject({
      user_mobile: `${second.mobile.slice(0, 3)}****${second.mobile.slice(-4)}`,
      account: '13800138000',
      real_name: '张三',
      balance_before_fen: 40_000,
      available_now_fen: 10_000,
      reviewer: '',
    });
    expect(filtered.data.data.every((row) => row.status === 'pending')).toBe(true);
    expect(await post(t.app, '/api/admin/withdraw_list', { status: 'lost', page: 1 }, operator.token)).toMatchObject({
      code: 0,
      msg: '提现状态不正确',
    });
    expect(await pay(2_000_000_000)).toMatchObject({ code: 0, msg: '提现申请不存在' });
  });

  it('IDOR: users act on their own wallet only; another user’s request id means nothing to them', async () => {
    const owner = await fundedUser(t, 20_000);
    const stranger = await fundedUser(t, 20_000);
    const created = await sub(owner.token, alipayForm('100'));
    const theirs = await post<Paged<WithdrawalAnswer>>(
      t.app,
      '/api/user/withdraw_order_list',
      { page: 1, user_id: owner.userId, id: created.data.id },
      stranger.token,
    );
    expect(theirs.data.total).toBe(0);
    const log = await post<Paged<unknown>>(
      t.app,
      '/api/user/balance_log',
      { page: 1, user_id: owner.userId },
      stranger.token,
    );
    expect(log.data.total).toBe(1);
    for (const attempt of [
      () => pay(created.data.id, stranger.token),
      () => reject(created.data.id, '想驳回', stranger.token),
      () => post(t.app, '/api/admin/withdraw_list', { page: 1 }, stranger.token),
    ]) {
      expect(await attempt()).toMatchObject({ code: 1001, msg: '该功能仅限运营人员使用' });
    }
    const row = await t.ctx.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await post(t.app, '/api/admin/withdraw_list', { page: 1 })).toMatchObject({ code: -1 });
  });
});

describe('operator withdrawal calls outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: false, trustProxy: 1 });
  });
  afterAll(async () => t.close());

  it('refuses plain HTTP (1001) and works over HTTPS', async () => {
    const op = await operatorUser(t);
    const user = await fundedUser(t, 20_000);
    const created = await post<{ id: number }>(t.app, '/api/user/withdrawSub', alipayForm('100'), user.token);
    expect(await post(t.app, '/api/admin/withdraw_pay', { id: created.data.id }, op.token)).toMatchObject({
      code: 1001,
      msg: '运营操作须通过 HTTPS 访问',
    });
    const overHttps = await t.app.inject({
      method: 'POST',
      url: '/api/admin/withdraw_pay',
      payload: `id=${created.data.id}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        authorization: op.token,
      },
    });
    expect(overHttps.json()).toMatchObject({ code: 1, data: { status: 'paid', payout_ref: '' } });
    const plainUser = await createUser(t);
    expect(await post(t.app, '/api/admin/withdraw_list', { page: 1 }, plainUser.token)).toMatchObject({ code: 1001 });
  });
});
