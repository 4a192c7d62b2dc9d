import { AccountLimits } from '@boguan/contracts/accounts';
import type { LoginHistoryPage } from '@boguan/contracts/accounts.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import type { LoginMethod } from './accounts.tables.js';
import { addLoginAttempt, pageLoginAttempts } from './login-attempts.repository.js';

/** Notes a failed login try on an existing account for its owner's history (a success is noted with its session). */
export async function noteLoginAttempt(
  ctx: AppContext,
  userId: number,
  method: LoginMethod,
  success: boolean,
  ip: string,
): Promise<void> {
  await addLoginAttempt(ctx.db, { userId, method, success, ip, at: ctx.clock.now() });
}

/** The owner's login history, newest first: who tried when, from where, how, and whether it worked. */
export async function loginHistory(ctx: AppContext, user: SessionUser, page: number): Promise<LoginHistoryPage> {
  const perPage = AccountLimits.loginHistoryPageSize;
  const { rows, total } = await pageLoginAttempts(ctx.db, user.id, page, perPage);
  return {
    data: rows.map((row) => ({
      time: formatChinaTime(row.created_at),
      ip: row.ip,
      method: row.method,
      success: row.success,
    })),
    page,
    per_page: perPage,
    total,
  };
}
