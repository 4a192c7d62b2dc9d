import { OperatorMessage } from '@boguan/contracts/operator';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { insertOperatorLog } from './operator-log.repository.js';

/** The operator a call was checked for, and where it came from (for the log). */
export interface Operator {
  id: number;
  mobile: string;
  ip: string;
}

/**
 * Lets a call through only for an operator (OPERATOR_MOBILES), 1001 for anyone else. Operator
 * calls pay out money and hand out access (coupons, gift codes), so outside demo mode they are
 * refused unless the request arrived over HTTPS (directly, or as X-Forwarded-Proto from a proxy
 * named in TRUST_PROXY): a session token of an operator never travels in clear text.
 */
export function requireOperator(ctx: AppContext, user: SessionUser, request: FastifyRequest): Operator {
  if (!ctx.config.operatorMobiles.includes(user.mobile)) {
    throw AppError.noPermission(OperatorMessage.notOperator);
  }
  if (!ctx.config.demoMode && request.protocol !== 'https') {
    throw AppError.noPermission(OperatorMessage.httpsRequired);
  }
  return { id: user.id, mobile: user.mobile, ip: request.ip };
}

/** Whether the caller may open the operator area (the web hides the entry otherwise). */
export function isOperator(ctx: AppContext, user: SessionUser): boolean {
  return ctx.config.operatorMobiles.includes(user.mobile);
}

/**
 * Records what an operator did, in the transaction of the change itself, so a change without its
 * log line (or the reverse) cannot happen.
 */
export async function logOperatorAction(
  db: Kysely<Database> | Transaction<Database>,
  operator: Operator,
  action: string,
  target: string | number,
  detail: string,
  now: Date,
): Promise<void> {
  await insertOperatorLog(db, {
    operatorId: operator.id,
    operatorMobile: operator.mobile,
    action,
    target: String(target),
    detail,
    ip: operator.ip,
    now,
  });
}
