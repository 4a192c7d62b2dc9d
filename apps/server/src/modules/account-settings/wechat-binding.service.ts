import type { SetQrCodeData } from '@boguan/contracts/account-settings.api';
import { AccountMessage } from '@boguan/contracts/accounts';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../accounts/users.repository.js';
import { createQrTicket, liveTicket } from '../accounts/wechat-login.service.js';
import { advanceTicket } from '../accounts/wx-tickets.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { rebindOpenid } from './account-settings.repository.js';

/**
 * setQrCode: the login dialog's QR flow (same tickets, same local or Open Platform provider), but
 * a confirmed scan binds the WeChat to the caller's account, replacing the one bound before. An
 * identity bound to another account is refused; the ticket is single use either way.
 */
export async function wechatBindingStep(
  ctx: AppContext,
  user: SessionUser,
  unid: string | undefined,
  ip: string,
): Promise<SetQrCodeData> {
  if (unid === undefined) return { status: 'qr', ...(await createQrTicket(ctx, ip)) };
  const ticket = await liveTicket(ctx, unid);
  if (!ticket || ticket.status === 'bind') throw AppError.bad(AccountMessage.qrExpired, 'binding ticket unusable');
  if (ticket.status === 'waiting' || !ticket.openid) return { status: 'waiting' };
  const now = ctx.clock.now();
  if (!(await advanceTicket(ctx.db, ticket.unidHash, 'scanned', 'used', now))) {
    throw AppError.bad(AccountMessage.qrExpired, 'binding ticket raced');
  }
  const bound = await rebindOpenid(ctx.db, user.id, ticket.openid, now).catch((error: unknown) => {
    if (isUniqueViolation(error)) return false;
    throw error;
  });
  if (!bound) {
    throw AppError.bad(AccountMessage.wxBoundOtherAccount, `openid bound elsewhere, user ${user.id}`);
  }
  return { status: 'bound', wx_nickname: ticket.nickname ?? '' };
}
