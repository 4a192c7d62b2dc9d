import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { creditCommission, DAY, ledgerAvailable } from './wallet-support.js';

describe('/dev/wallet/settle (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devPages: true });
  });
  afterAll(async () => t.close());

  it("makes one account's pending commissions available now and leaves other accounts alone", async () => {
    const now = t.clock.now();
    const referrer = await createUser(t);
    const other = await createUser(t);
    await creditCommission(t, referrer.userId, 7980, new Date(now.getTime() + 7 * DAY));
    await creditCommission(t, other.userId, 1000, new Date(now.getTime() + 7 * DAY));
    expect(await ledgerAvailable(t, referrer.userId)).toBe(0);

    const settled = await t.app.inject({
      method: 'POST',
      url: '/dev/wallet/settle',
      payload: { mobile: referrer.mobile },
    });
    expect(settled.json()).toMatchObject({ code: 1, data: { settled: 1 } });
    expect(await ledgerAvailable(t, referrer.userId)).toBe(7980);
    expect(await ledgerAvailable(t, other.userId)).toBe(0);
    const info = await post<{ available_fen: number; pending_fen: number }>(
      t.app,
      '/api/user/withdraw_info',
      {},
      referrer.token,
    );
    expect(info.data).toMatchObject({ available_fen: 7980, pending_fen: 0 });

    const bad = await t.app.inject({ method: 'POST', url: '/dev/wallet/settle', payload: { mobile: '123' } });
    expect(bad.json()).toMatchObject({ code: 0, msg: '手机号格式错误 !' });
  });
});
