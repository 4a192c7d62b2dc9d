import { CouponMessage, userCouponSchema } from '@boguan/contracts/coupons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { claimCoupons, userCoupons } from './coupons.service.js';

export async function couponsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/coupon/manualCoupon',
    { ...loginFirst, schema: { tags: ['coupons'], summary: '领取当前可领的优惠券' } },
    async (request) => {
      const user = await request.requireUser();
      await claimCoupons(ctx, user.id);
      return ok(null, CouponMessage.claimed);
    },
  );
  r.post(
    '/api/coupon/userCoupon',
    {
      ...loginFirst,
      schema: { tags: ['coupons'], summary: '我的优惠券（status 0 未使用 1 已使用 2 已过期）', body: userCouponSchema },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await userCoupons(ctx, user.id, request.body.status as '' | '0' | '1' | '2'));
    },
  );
}
