import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiftCodes } from '../../src/modules/gifts/create-gift-codes.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** With the cache on (as in production), every change a user makes is seen by their next request. */
describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: 60_000 });
  });
  afterAll(async () => t.close());

  const checkLogin = (token: string) => post<{ level?: number }>(t.app, '/api/User/checkLogin', {}, token);

  it('serves a repeated lookup from memory until the session changes in the database', async () => {
    const { token, userId } = await createUser(t, { level: 20 });
    expect((await checkLogin(token)).code).toBe(1);
    // A change made behind the service's back is not seen while the entry lives...
    await t.ctx.db.updateTable('sessions').set({ revoked_at: t.clock.now() }).where('user_id', '=', userId).execute();
    expect((await checkLogin(token)).code).toBe(1);
    // ...which is why every service that changes a session or a cached field forgets the user.
    t.ctx.sessionCache.forgetUser(userId);
    expect((await checkLogin(token)).code).toBe(-1);
  });

  it('forgets the token at logout: the next request with it is refused', async () => {
    const { token } = await createUser(t);
    expect((await checkLogin(token)).code).toBe(1);
    expect((await post(t.app, '/api/user/logout', {}, token)).code).toBe(1);
    expect((await checkLogin(token)).code).toBe(-1);
  });

  it('shows a redeemed level on the very next request', async () => {
    const { token } = await createUser(t, { level: 20 });
    expect((await checkLogin(token)).data.level).toBe(20);
    const [code] = await createGiftCodes(t.ctx.db, {
      level: 30,
      days: 30,
      count: 1,
      redeemBefore: null,
      batch: 'cache-test',
      now: t.clock.now(),
    });
    expect((await post(t.app, '/api/user/exchange', { keyword: code as string }, token)).code).toBe(1);
    expect((await checkLogin(token)).data.level).toBe(30);
  });
});
