import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, createAccount, freshDevice, freshMobile, solveCaptcha } from './helpers.js';

interface HistoryPage {
  data: { time: string; ip: string; method: string; success: boolean }[];
  page: number;
  per_page: number;
  total: number;
}

describe('login history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (mobile: string, password: string, ip: string, device = freshDevice(), img_captcha = '') =>
    call<{ token: string }>(
      t.app,
      '/api/user/login',
      { username: mobile, password, device_id: device, img_captcha },
      { ip },
    );
  const history = (token: string, page = 1) =>
    call<HistoryPage>(t.app, '/api/user/login_history', { page }, { token, ip: '10.2.0.1' });

  it("shows the owner someone else's failed password tries: time, address, way in, outcome", async () => {
    t.clock.set('2026-03-02T01:00:00.000Z');
    const owner = await createAccount(t);
    const guesser = freshDevice();
    await login(owner.mobile, 'guess1xx', '198.51.100.7', guesser);
    t.clock.advance(60_000);
    await login(owner.mobile, 'guess2xx', '198.51.100.7', guesser, await solveCaptcha(t.app, guesser, '198.51.100.7'));
    t.clock.advance(60_000);
    const device = freshDevice();
    const ownLogin = await login(owner.mobile, owner.password, '10.2.0.1', device, await solveCaptcha(t.app, device));
    expect(ownLogin.code).toBe(1);

    const answer = await history(ownLogin.data.token);
    expect(answer.code).toBe(1);
    expect(answer.data.total).toBe(3);
    expect(answer.data.data).toEqual([
      { time: '2026-03-02 09:02:00', ip: '10.2.0.1', method: 'password', success: true },
      { time: '2026-03-02 09:01:00', ip: '198.51.100.7', method: 'password', success: false },
      { time: '2026-03-02 09:00:00', ip: '198.51.100.7', method: 'password', success: false },
    ]);
  });

  it("is each owner's own: another account sees none of it, a visitor is asked to log in", async () => {
    const owner = await createAccount(t);
    await login(owner.mobile, 'guess3xx', '198.51.100.8');
    const other = await createAccount(t);
    const otherLogin = await login(other.mobile, other.password, '10.2.0.2');
    const seen = await history(otherLogin.data.token);
    expect(seen.data.data.map((row) => row.ip)).toEqual(['10.2.0.2']);
    const visitor = await call(t.app, '/api/user/login_history', { page: 1 });
    expect(visitor.code).toBe(-1);
  });

  it('does not note tries on numbers without an account, and pages by 10', async () => {
    await login(freshMobile('136'), 'nobody12', '198.51.100.9');
    expect(await t.ctx.db.selectFrom('login_attempts').select('ip').where('ip', '=', '198.51.100.9').execute()).toEqual(
      [],
    );

    const owner = await createAccount(t);
    let token = '';
    for (let i = 0; i < 12; i += 1) {
      token = (await login(owner.mobile, owner.password, `10.2.1.${i}`)).data.token;
      t.clock.advance(1000);
    }
    const second = await history(token, 2);
    expect(second.data).toMatchObject({ page: 2, per_page: 10, total: 12 });
    expect(second.data.data.map((row) => row.ip)).toEqual(['10.2.1.1', '10.2.1.0']);
  });
});
