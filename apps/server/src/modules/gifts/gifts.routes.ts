import { Code } from '@boguan/contracts/envelope';
import { exchangeSchema, GiftMessage } from '@boguan/contracts/gifts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { redeemGiftCode } from './gifts.service.js';

export async function giftsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/user/exchange',
    {
      // Spec 8: a visitor's redemption answers 1001, which the client turns into the login dialog.
      preValidation: async (request) => {
        if (!(await request.optionalUser())) throw new AppError(Code.noPermission, GiftMessage.loginFirst);
      },
      schema: { tags: ['gifts'], summary: '礼品兑换码兑换会员（游客返回 1001）', body: exchangeSchema },
    },
    async (request) => {
      const user = await request.requireUser();
      const { result, msg } = await redeemGiftCode(ctx, user.id, request.body.keyword);
      return ok(result, msg);
    },
  );
}
