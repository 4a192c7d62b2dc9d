import type { AccountSettings } from '@boguan/contracts/account-settings.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import { FEATURE_KEYS, levelName } from '@boguan/contracts/membership';
import type { AppContext } from '../../lib/context.js';
import { findAccountById } from '../accounts/users.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';

/** The account card of /user and /m/user; usage is read from the membership counters, never counted here. */
export async function accountOverview(ctx: AppContext, user: SessionUser): Promise<AccountSettings> {
  const account = await findAccountById(ctx.db, user.id);
  const allowances = await Promise.all(FEATURE_KEYS.map((feature) => ctx.membership.remaining(user, feature)));
  const paid = user.level > 20;
  return {
    nick_name: user.nickName,
    mobile: maskMobile(user.mobile),
    has_password: account?.passwordHash != null,
    wx_bound: account?.wxOpenid != null,
    level: user.level,
    level_name: levelName(user.level),
    expires_at: paid && user.levelExpiresAt ? formatChinaTime(user.levelExpiresAt) : null,
    usage: allowances
      .filter((a) => a.per_day !== null || a.per_month !== null)
      .map((a) => ({
        feature: a.feature,
        name: a.name,
        per_day: a.per_day && { used: a.per_day.used, limit: a.per_day.limit },
        per_month: a.per_month && { used: a.per_month.used, limit: a.per_month.limit },
      })),
  };
}
