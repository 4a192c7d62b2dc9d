import { z } from 'zod';
import { chinaTime, endpoints } from './endpoint.js';
import { text } from './fields.js';

/*
 * POST /api/user/exchange {keyword}. A visitor is answered 1001 before the code is judged (spec 8),
 * so the schema only takes the text; the server checks it against giftCodeProblem (gifts.ts) once
 * it knows who asks.
 */
export const exchangeSchema = z.object({ keyword: text('兑换码') });

/** What a successful redemption granted. */
export const exchangeResultSchema = z.strictObject({
  level: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  expires_at: chinaTime,
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

export const giftsApi = endpoints('gifts', {
  '/api/user/exchange': {
    summary: '礼品兑换码兑换会员（游客返回 1001）',
    request: exchangeSchema,
    response: exchangeResultSchema,
    auth: 'optional',
  },
});
