import { giftsApi } from '@boguan/contracts/gifts.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { redeemGiftCode } from './gifts.service.js';

/** 礼品兑换 in the user menu. */
export function giftsRoutes(ctx: AppContext) {
  return handlersFor(giftsApi, {
    '/api/user/exchange': async ({ user, body }) => {
      const { result, msg } = await redeemGiftCode(ctx, user, body.keyword);
      return ok(result, msg);
    },
  });
}
