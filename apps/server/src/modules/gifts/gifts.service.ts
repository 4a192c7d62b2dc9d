import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { GiftMessage, giftCodeProblem } from '@boguan/contracts/gifts';
import type { ExchangeResult } from '@boguan/contracts/gifts.api';
import { levelName } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { normalizeGiftCode } from './create-gift-codes.js';
import { findGiftCode, insertGrant, lockUserLevel, setUserLevel, takeGiftCode } from './gifts.repository.js';

/**
 * Redeems a gift code for a user, all in one transaction: the code is taken exactly once,
 * and the level is granted by these rules — the same level as the one in force extends
 * from its current expiry; a higher level (or any level for a free member) starts now;
 * a lower level than the one in force is refused and the code stays unused. A visitor is
 * answered 1001 before the code is looked at (spec 8: the client opens the login dialog).
 */
export async function redeemGiftCode(
  ctx: AppContext,
  user: SessionUser | null,
  keyword: string,
): Promise<{ result: ExchangeResult; msg: string }> {
  if (!user) throw AppError.noPermission(GiftMessage.loginFirst);
  const problem = giftCodeProblem(keyword);
  if (problem) throw AppError.bad(problem);
  const userId = user.id;
  const code = normalizeGiftCode(keyword);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockUserLevel(trx, userId);
    const taken = await takeGiftCode(trx, code, userId, now);
    if (!taken) {
      const existing = await findGiftCode(trx, code);
      if (!existing) throw AppError.bad(GiftMessage.invalid, 'unknown gift code');
      if (existing.used_by !== null) throw AppError.bad(GiftMessage.used, 'gift code already used');
      throw AppError.bad(GiftMessage.expired, 'gift code expired');
    }

    const expiry = current.level_expires_at ? new Date(current.level_expires_at) : null;
    const paidActive = current.level > 20 && (expiry === null || expiry.getTime() > now.getTime());
    const levelNow = paidActive ? current.level : 20;
    if (taken.level < levelNow) throw AppError.bad(GiftMessage.lowerLevel, `level ${levelNow} above code level`);

    const startsAt = taken.level === levelNow && expiry && expiry.getTime() > now.getTime() ? expiry : now;
    const expiresAt = new Date(startsAt.getTime() + taken.days * DAY_MS);
    await setUserLevel(trx, userId, taken.level, expiresAt, now);
    await insertGrant(trx, { userId, level: taken.level, days: taken.days, code, startsAt, expiresAt, now });

    const name = levelName(taken.level);
    const until = formatChinaTime(expiresAt);
    const msg = `兑换成功，已为您开通${name}会员${taken.days}天，有效期至${until}`;
    await notifyUser(trx, userId, { type: 'membership', title: `${name}会员已开通`, content: `${msg}。` }, ctx.clock);
    return { result: { level: taken.level, name, days: taken.days, expires_at: until }, msg };
  });
  // After the commit: the new level counts from the next request, not after the session cache's TTL.
  ctx.sessionCache.forgetUser(userId);
  return outcome;
}
