import { WalletMessage } from '@boguan/contracts/wallet';
import { walletApi } from '@boguan/contracts/wallet.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { commissionList, shareInfo, shareList } from './referral.service.js';
import { balanceLog, withdrawInfo, withdrawOrderList, withdrawSub } from './withdraw.service.js';
import { adminWithdrawList, adminWithdrawPay, adminWithdrawReject } from './withdraw-review.service.js';

/** Paid referral, the commission ledger and withdrawals (docs/referral.md). */
export function walletRoutes(ctx: AppContext) {
  return handlersFor(walletApi, {
    '/api/user/share_info': async ({ user }) => ok(await shareInfo(ctx, user)),
    '/api/user/share_list': async ({ user, body }) => ok(await shareList(ctx, user, body.page)),
    '/api/user/commission_list': async ({ user, body }) => ok(await commissionList(ctx, user, body.page)),
    '/api/user/withdraw_info': async ({ user }) => ok(await withdrawInfo(ctx, user)),
    '/api/user/withdrawSub': async ({ user, body }) => ok(await withdrawSub(ctx, user, body), WalletMessage.submitted),
    '/api/user/withdraw_order_list': async ({ user, body }) => ok(await withdrawOrderList(ctx, user, body.page)),
    '/api/user/balance_log': async ({ user, body }) => ok(await balanceLog(ctx, user, body.page)),
    '/api/admin/withdraw_list': async ({ user, body, request }) =>
      ok(await adminWithdrawList(ctx, user, request, body)),
    '/api/admin/withdraw_pay': async ({ user, body, request }) =>
      ok(await adminWithdrawPay(ctx, user, request, body), WalletMessage.paid),
    '/api/admin/withdraw_reject': async ({ user, body, request }) =>
      ok(await adminWithdrawReject(ctx, user, request, body), WalletMessage.rejected),
  });
}
