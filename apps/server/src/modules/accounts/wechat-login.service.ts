import { createHash, randomBytes } from 'node:crypto';
import { AccountLimits, AccountMessage } from '@boguan/contracts/accounts';
import type { WxLoginData, WxQrcodeData } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { WechatIdentity } from '../../providers/wechat/wechat-provider.js';
import { openLoginSession } from './login-session.service.js';
import { RateKey, tryConsume } from './rate-limit.js';
import { findAccountByOpenid } from './users.repository.js';
import { advanceTicket, findTicket, insertTicket, type WxTicket } from './wx-tickets.repository.js';

const UNID_PATTERN = /^[0-9a-f]{64}$/;
const TICKETS_PER_MINUTE_PER_IP = 30;
/** A scan near the end of the 120 s still gets picked up by the next poll. */
const SCAN_PICKUP_MS = 30_000;

function hashUnid(unid: string): string {
  return createHash('sha256').update(unid).digest('hex');
}

function expired(): AppError {
  return AppError.bad(AccountMessage.qrExpired, 'QR ticket unknown, expired or used');
}

/** A new ticket: 32 random bytes the client holds as `unid`; the table keeps only its hash. */
export async function createQrTicket(ctx: AppContext, remoteIp: string): Promise<WxQrcodeData> {
  if (!(await tryConsume(ctx, RateKey.wxQrIp(remoteIp), TICKETS_PER_MINUTE_PER_IP, 60_000))) {
    throw AppError.bad(AccountMessage.tooFrequent, `QR ticket limit for ${remoteIp}`);
  }
  const unid = randomBytes(32).toString('hex');
  const now = ctx.clock.now();
  const ttl = AccountLimits.qrTicketTtlSeconds;
  await insertTicket(ctx.db, hashUnid(unid), now, new Date(now.getTime() + ttl * 1000));
  const qrUrl = await ctx.providers.wechat.qrUrl(unid);
  return { qr_url: qrUrl, unid, expires_in: ttl };
}

/** The ticket if it is still alive (not expired, not used); null otherwise. */
export async function liveTicket(ctx: AppContext, unid: string): Promise<WxTicket | null> {
  if (!UNID_PATTERN.test(unid)) return null;
  const ticket = await findTicket(ctx.db, hashUnid(unid));
  if (!ticket || ticket.status === 'used') return null;
  return ticket.expiresAt.getTime() > ctx.clock.now().getTime() ? ticket : null;
}

/**
 * One poll of the login dialog (every 2 s). A scanned identity with an account logs in and
 * uses the ticket up; one without an account moves the ticket to 'bind', which keeps it
 * alive for the binding form.
 */
export async function pollQrTicket(
  ctx: AppContext,
  input: { unid: string; deviceId: string; remoteIp: string },
): Promise<WxLoginData> {
  const ticket = await liveTicket(ctx, input.unid);
  if (!ticket) throw expired();
  if (ticket.status === 'waiting') return { status: 'waiting' };
  if (ticket.status === 'bind') return { status: 'bind', unid: input.unid };

  const now = ctx.clock.now();
  const account = ticket.openid ? await findAccountByOpenid(ctx.db, ticket.openid) : null;
  if (account?.cancelled) throw AppError.bad(AccountMessage.accountCancelled, `cancelled account ${account.id}`);
  if (!account) {
    const bindUntil = new Date(now.getTime() + AccountLimits.qrBindWindowSeconds * 1000);
    if (!(await advanceTicket(ctx.db, ticket.unidHash, 'scanned', 'bind', now, { expiresAt: bindUntil }))) {
      const again = await liveTicket(ctx, input.unid);
      if (again?.status === 'bind') return { status: 'bind', unid: input.unid };
      throw expired();
    }
    return { status: 'bind', unid: input.unid };
  }
  // Single use: only the poll that moves the ticket to 'used' gets the session.
  if (!(await advanceTicket(ctx.db, ticket.unidHash, 'scanned', 'used', now))) throw expired();
  const login = await openLoginSession(ctx, {
    userId: account.id,
    deviceId: input.deviceId,
    ip: input.remoteIp,
    method: 'wechat',
  });
  return { status: 'login', ...login };
}

export type ScanOutcome = 'confirmed' | 'expired' | 'already-scanned';

/** A person confirmed the ticket in WeChat (Open Platform callback) or on the local page. */
export async function confirmScan(ctx: AppContext, unid: string, identity: WechatIdentity): Promise<ScanOutcome> {
  const ticket = await liveTicket(ctx, unid);
  if (!ticket) return 'expired';
  if (ticket.status !== 'waiting') return 'already-scanned';
  const now = ctx.clock.now();
  const pickupBy = new Date(Math.max(ticket.expiresAt.getTime(), now.getTime() + SCAN_PICKUP_MS));
  const moved = await advanceTicket(ctx.db, ticket.unidHash, 'waiting', 'scanned', now, {
    openid: identity.openid,
    unionid: identity.unionid ?? null,
    nickname: identity.nickname?.slice(0, 64) ?? null,
    expiresAt: pickupBy,
  });
  return moved ? 'confirmed' : 'already-scanned';
}

/**
 * The page WeChat Open Platform sends the browser back to (?code&state=<unid>): the code is
 * exchanged for the identity, which confirms the ticket. A failed exchange is logged and shown
 * as 'failed'.
 */
export async function wechatCallback(
  ctx: AppContext,
  query: { code?: string; state?: string },
  log: { warn(details: object, message: string): void },
): Promise<ScanOutcome | 'failed'> {
  if (!query.code || !query.state) return 'failed';
  try {
    const identity = await ctx.providers.wechat.exchangeCode(query.code);
    return await confirmScan(ctx, query.state, identity);
  } catch (error) {
    log.warn({ err: error }, 'WeChat callback failed');
    return 'failed';
  }
}
