import { fenToYuan, WITHDRAW_MIN_FEN } from '@boguan/contracts/wallet';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/modules/accounts/users.repository.js';
import { createSession } from '../../src/modules/sessions/sessions.repository.js';
import { reverseCommission } from '../../src/modules/wallet/commission.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { alipayForm, creditCommission, DAY, fundedUser, ledgerAvailable, operatorUser } from './wallet-support.js';

type Action =
  | { kind: 'commission'; fen: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'withdraw'; share: number }
  | { kind: 'pay' }
  | { kind: 'reject' }
  | { kind: 'refund'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('commission' as const), fen: fc.integer({ min: 1, max: 60_000 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 9 }) }),
    weight: 3,
  },
  // A share of the available balance in percent: 0 asks for just under the minimum, above 100 for too much.
  {
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), share: fc.integer({ min: 0, max: 130 }) }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reject' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }), weight: 1 },
);

/** What the balances must be, kept beside the database by plain arithmetic. */
interface Model {
  commissions: Array<{ orderId: number; fen: number; availableAt: number; reversed: boolean }>;
  withdrawals: Array<{ id: number; fen: number; status: 'pending' | 'paid' | 'rejected' }>;
}

function expected(model: Model, now: number) {
  let available = 0;
  let pending = 0;
  for (const c of model.commissions) {
    if (c.reversed) continue;
    if (c.availableAt <= now) available += c.fen;
    else pending += c.fen;
  }
  for (const w of model.withdrawals) if (w.status !== 'rejected') available -= w.fen;
  return { available, pending };
}

describe('the ledger is the balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('random commissions, time, withdrawals, pays, rejects and in-window refunds keep available == Σ ledger ≥ 0', async () => {
    const seen = { withdrawn: 0, refused: 0, paid: 0, rejected: 0, refunded: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 24, size: 'max' }), async (actions) => {
        const user = await createUser(t);
        const operator = await operatorUser(t);
        // A fresh session per call: the clock moves on by weeks and sessions expire.
        const as = (userId: number) => createSession(t.ctx.db, { userId, now: t.clock.now() });
        const model: Model = { commissions: [], withdrawals: [] };
        for (const step of actions) {
          const now = t.clock.now().getTime();
          const open = model.withdrawals.find((w) => w.status === 'pending');
          if (step.kind === 'commission') {
            const { orderId } = await creditCommission(t, user.userId, step.fen, new Date(now + 7 * DAY));
            model.commissions.push({ orderId, fen: step.fen, availableAt: now + 7 * DAY, reversed: false });
          } else if (step.kind === 'advance') {
            t.clock.advance(step.hours * 3_600_000);
          } else if (step.kind === 'withdraw') {
            const before = expected(model, now).available;
            const fen = step.share === 0 ? WITHDRAW_MIN_FEN - 1 : Math.floor((before * step.share) / 100);
            const answer = await post<{ id: number }>(
              t.app,
              '/api/user/withdrawSub',
              alipayForm(fenToYuan(fen)),
              await as(user.userId),
            );
            const allowed = !open && fen >= WITHDRAW_MIN_FEN && fen <= before;
            expect(answer.code, answer.msg).toBe(allowed ? 1 : 0);
            if (allowed) model.withdrawals.push({ id: answer.data.id, fen, status: 'pending' });
            seen[allowed ? 'withdrawn' : 'refused'] += 1;
          } else if (step.kind === 'pay' || step.kind === 'reject') {
            if (!open) continue;
            const path = step.kind === 'pay' ? '/api/admin/withdraw_pay' : '/api/admin/withdraw_reject';
            const answer = await post(t.app, path, { id: open.id, reason: '随机驳回' }, await as(operator.userId));
            expect(answer.code, answer.msg).toBe(1);
            open.status = step.kind === 'pay' ? 'paid' : 'rejected';
            seen[open.status] += 1;
          } else {
            // Refunds happen inside the refund window: that is what the window is for.
            const inWindow = model.commissions.filter((c) => !c.reversed && c.availableAt > now);
            const target = inWindow[step.pick % Math.max(inWindow.length, 1)];
            if (!target) continue;
            await t.ctx.db.transaction().execute((trx) => reverseCommission(trx, target.orderId, new Date(now)));
            target.reversed = true;
            seen.refunded += 1;
          }
          const want = expected(model, t.clock.now().getTime());
          const info = await post<{ available_fen: number; pending_fen: number }>(
            t.app,
            '/api/user/withdraw_info',
            {},
            await as(user.userId),
          );
          expect(info.data.available_fen).toBe(want.available);
          expect(info.data.pending_fen).toBe(want.pending);
          expect(await ledgerAvailable(t, user.userId)).toBe(want.available);
          expect(want.available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60, seed: 20260105 },
    );
    // The runs reached every path, so the property was tested on each of them.
    for (const [path, count] of Object.entries(seen)) expect(count, path).toBeGreaterThan(0);
  }, 120_000);

  it('the database itself refuses a second pending request and a second commission for one order', async () => {
    const user = await fundedUser(t, 50_000);
    const first = await post<{ id: number }>(t.app, '/api/user/withdrawSub', alipayForm('100'), user.token);
    expect(first.code).toBe(1);
    const now = t.clock.now();
    const secondPending = t.ctx.db
      .insertInto('withdrawals')
      .values({
        user_id: user.userId,
        amount_fen: 10_000,
        account_type: 'alipay',
        real_name: '张三',
        account_no: '13800138000',
        balance_before_fen: 40_000,
        created_at: now,
      })
      .execute();
    await expect(secondPending).rejects.toSatisfy(isUniqueViolation);
    const { orderId } = await creditCommission(t, user.userId, 100);
    const twice = t.ctx.db
      .insertInto('wallet_ledger')
      .values({
        user_id: user.userId,
        amount_fen: 100,
        kind: 'commission',
        order_id: orderId,
        available_at: now,
        created_at: now,
      })
      .execute();
    await expect(twice).rejects.toSatisfy(isUniqueViolation);
  });
});
