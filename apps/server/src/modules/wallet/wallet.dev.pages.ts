import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { findAccountByMobile } from '../accounts/users.repository.js';
import { settlePendingNow } from './ledger.repository.js';

const settleBody = z.object({ mobile: z.string().regex(/^1[3-9]\d{9}$/) });

/**
 * POST /dev/wallet/settle {mobile}, only when config.devPages is on (demo mode; not a row of the
 * endpoint map): the account's pending commissions become available at once, so a demonstration
 * or an e2e test on the real clock can withdraw without waiting out the 7-day refund window.
 */
export async function walletDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devPages) return;
  app.post('/dev/wallet/settle', { schema: { hide: true } }, async (request) => {
    const parsed = settleBody.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.bad('手机号格式错误 !');
    const account = await findAccountByMobile(ctx.db, parsed.data.mobile);
    if (!account) throw AppError.bad('账号不存在');
    return ok({ settled: await settlePendingNow(ctx.db, account.id, ctx.clock.now()) });
  });
}
