import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/sessions/sessions.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface CouponList {
  data: Array<{
    id: number;
    name: string;
    amount: number;
    threshold: number;
    amount_fen: number;
    threshold_fen: number;
    desc: string;
    status: number;
    status_name: string;
    valid_from: string;
    valid_to: string;
    create_time: string;
  }>;
  total: number;
}

describe('coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives a new user the seeded 新人专享 coupon once, valid 7 days, and lists it', async () => {
    const { token, userId } = await createUser(t);
    expect(await post(t.app, '/api/coupon/manualCoupon', {}, token)).toEqual({
      code: 1,
      msg: '优惠券已放入您的账号，可于账户信息中查看！',
      data: null,
    });
    expect(await post(t.app, '/api/coupon/manualCoupon', {}, token)).toEqual({
      code: 0,
      msg: '已领取过优惠券，无法重复领取!',
      data: { code: 1 },
    });
    const list = await post<CouponList>(t.app, '/api/coupon/userCoupon', {}, token);
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      name: '新人专享 满300减50',
      amount: 50,
      threshold: 300,
      amount_fen: 5000,
      threshold_fen: 30000,
      desc: '满300减50',
      status: 0,
      status_name: '未使用',
      valid_from: '2026-01-05 10:00:00',
      valid_to: '2026-01-12 10:00:00',
      create_time: '2026-01-05 10:00:00',
    });
    const inbox = await post<{ data: Array<{ title: string; type: string; content: string }> }>(
      t.app,
      '/api/index/message',
      {},
      token,
    );
    expect(inbox.data.data[0]).toMatchObject({ type: 'coupon', title: '优惠券已到账' });
    const rows = await t.ctx.db.selectFrom('user_coupons').select('user_id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('filters by status and shows a coupon past its validity as expired', async () => {
    const { token } = await createUser(t);
    await post(t.app, '/api/coupon/manualCoupon', {}, token);
    expect((await post<CouponList>(t.app, '/api/coupon/userCoupon', { status: '0' }, token)).data.total).toBe(1);
    expect((await post<CouponList>(t.app, '/api/coupon/userCoupon', { status: '2' }, token)).data.total).toBe(0);
    t.clock.advance(7 * 86_400_000);
    const expired = await post<CouponList>(t.app, '/api/coupon/userCoupon', { status: 2 }, token);
    expect(expired.data.data.map((c) => [c.status, c.status_name])).toEqual([[2, '已过期']]);
    expect((await post<CouponList>(t.app, '/api/coupon/userCoupon', { status: '0' }, token)).data.total).toBe(0);
    expect((await post<CouponList>(t.app, '/api/coupon/userCoupon', { status: '1' }, token)).data.total).toBe(0);
    t.clock.set('2026-01-05T02:00:00.000Z');
    expect(await post(t.app, '/api/coupon/userCoupon', { status: '9' }, token)).toEqual({
      code: 0,
      msg: '优惠券状态不正确',
      data: null,
    });
  });

  it('has nothing for a user registered more than 30 days ago', async () => {
    t.clock.set('2025-11-01T02:00:00.000Z');
    const old = await createUser(t);
    t.clock.set('2026-01-05T02:00:00.000Z');
    // Sessions last 30 days: open a fresh one for the old account.
    const token = await createSession(t.ctx.db, { userId: old.userId, now: t.clock.now() });
    expect(await post(t.app, '/api/coupon/manualCoupon', {}, token)).toEqual({
      code: 0,
      msg: '没有需要领取的优惠券!',
      data: { code: 0 },
    });
    const info = await post<{ show_coupon: number }>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(info.data.show_coupon).toBe(0);
  });

  it('respects the campaign window, its stock and an audience of everyone', async () => {
    const now = t.clock.now();
    const inserted = await t.ctx.db
      .insertInto('coupon_campaigns')
      .values({
        name: '会员日 满1000减100',
        amount_fen: 10000,
        threshold_fen: 100000,
        valid_days: 3,
        starts_at: new Date(now.getTime() + 3_600_000),
        ends_at: new Date(now.getTime() + 2 * 3_600_000),
        audience: 'all',
        quantity: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await createUser(t);
    const b = await createUser(t);
    // Before the window only the new-user coupon is there.
    await post(t.app, '/api/coupon/manualCoupon', {}, a.token);
    t.clock.advance(90 * 60_000);
    expect((await post(t.app, '/api/coupon/manualCoupon', {}, a.token)).code).toBe(1);
    // Stock of 1 is gone: b still gets the new-user coupon, not the member-day one.
    expect((await post(t.app, '/api/coupon/manualCoupon', {}, b.token)).code).toBe(1);
    const bCoupons = await post<CouponList>(t.app, '/api/coupon/userCoupon', {}, b.token);
    expect(bCoupons.data.data.map((c) => c.name)).toEqual(['新人专享 满300减50']);
    const campaign = await t.ctx.db
      .selectFrom('coupon_campaigns')
      .select('claimed')
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(campaign.claimed).toBe(1);
    t.clock.set('2026-01-05T02:00:00.000Z');
    await t.ctx.db.updateTable('coupon_campaigns').set({ active: false }).where('id', '=', inserted.id).execute();
  });

  it('claims exactly once under 20 parallel claims by one user', async () => {
    const { token, userId } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/coupon/manualCoupon', {}, token)),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.code === 0);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals)
      expect(refusal).toEqual({ code: 0, msg: '已领取过优惠券，无法重复领取!', data: { code: 1 } });
    const rows = await t.ctx.db.selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await post(t.app, '/api/coupon/manualCoupon')).code).toBe(-1);
    expect((await post(t.app, '/api/coupon/userCoupon')).code).toBe(-1);
  });
});
