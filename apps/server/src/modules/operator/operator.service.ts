import { formatChinaTime } from '@boguan/contracts/china-time';
import { OPERATOR_ACTION_NAMES, OPERATOR_PER_PAGE } from '@boguan/contracts/operator';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { isOperator } from './operator-guard.js';
import { listOperatorLogs } from './operator-log.repository.js';

/**
 * What the web needs to show or refuse the operator page: whether this account is staff, and
 * whether this connection would be refused for not being HTTPS (outside demo mode).
 */
export function adminInfo(ctx: AppContext, user: SessionUser, protocol: string) {
  return {
    is_operator: isOperator(ctx, user) ? (1 as const) : (0 as const),
    demo_mode: ctx.config.demoMode,
    https_required: !ctx.config.demoMode && protocol !== 'https',
  };
}

/** Every operator action, newest first: who (the mobile as it was), what, on which record, from where. */
export async function operatorLogs(ctx: AppContext, page: number) {
  const { rows, total } = await listOperatorLogs(ctx.db, page, OPERATOR_PER_PAGE);
  const data = rows.map((row) => ({
    id: row.id,
    mobile: row.operator_mobile,
    action: row.action,
    action_name: OPERATOR_ACTION_NAMES[row.action] ?? row.action,
    target: row.target,
    detail: row.detail,
    ip: row.ip,
    time: formatChinaTime(row.created_at),
  }));
  return { data, page, per_page: OPERATOR_PER_PAGE, total };
}
