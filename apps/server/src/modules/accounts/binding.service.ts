import { AccountLimits, AccountMessage, SmsPurpose } from '@boguan/contracts/accounts';
import type { LoginBindingInput, LoginData, RegisterBindingInput } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { recordReferral } from '../wallet/referral.service.js';
import { openLoginSession } from './login-session.service.js';
import { hashPassword } from './passwords.js';
import { RateKey, tryConsume } from './rate-limit.js';
import { useSmsCode } from './sms-codes.service.js';
import {
  bindOpenid,
  defaultNickName,
  findAccountByMobile,
  findAccountByOpenid,
  insertAccount,
  isUniqueViolation,
} from './users.repository.js';
import { liveTicket } from './wechat-login.service.js';
import { advanceTicket } from './wx-tickets.repository.js';

/** The scanned ticket waiting for the binding form, with its WeChat identity. */
async function bindTicket(
  ctx: AppContext,
  unid: string,
): Promise<{ unidHash: string; openid: string; nickname: string }> {
  const ticket = await liveTicket(ctx, unid);
  if (ticket?.status !== 'bind' || !ticket.openid) {
    throw AppError.bad(AccountMessage.qrExpired, 'no live bind ticket');
  }
  const owner = await findAccountByOpenid(ctx.db, ticket.openid);
  if (owner) throw AppError.bad(AccountMessage.wxBoundOtherAccount, `openid already bound to ${owner.id}`);
  return { unidHash: ticket.unidHash, openid: ticket.openid, nickname: ticket.nickname ?? '' };
}

async function useTicket(ctx: AppContext, unidHash: string): Promise<void> {
  if (!(await advanceTicket(ctx.db, unidHash, 'bind', 'used', ctx.clock.now()))) {
    throw AppError.bad(AccountMessage.qrExpired, 'bind ticket used by a parallel request');
  }
}

/**
 * Whether a number has an account. The answer tells an outsider which numbers are customers, so
 * it is limited per address like the SMS routes.
 */
export async function isRegistered(ctx: AppContext, mobile: string, remoteIp: string): Promise<boolean> {
  const allowed = await tryConsume(
    ctx,
    RateKey.checkRegisterIp(remoteIp),
    AccountLimits.checkRegisterPerMinutePerIp,
    60_000,
  );
  if (!allowed) throw AppError.bad(AccountMessage.tooFrequent, `checkRegister per-IP cap ${remoteIp}`);
  return (await findAccountByMobile(ctx.db, mobile)) !== null;
}

/** Binds the scanned WeChat identity to an existing account proven by an SMS code, then logs in. */
export async function loginBinding(
  ctx: AppContext,
  input: LoginBindingInput & { remoteIp: string },
): Promise<LoginData> {
  const ticket = await bindTicket(ctx, input.unid);
  const account = await findAccountByMobile(ctx.db, input.mobile);
  if (!account) throw AppError.bad(AccountMessage.mobileNotRegistered, 'loginBinding for unknown mobile');
  if (account.cancelled) throw AppError.bad(AccountMessage.accountCancelled, `cancelled account ${account.id}`);
  if (account.wxOpenid && account.wxOpenid !== ticket.openid) {
    throw AppError.bad(AccountMessage.mobileBoundOtherWx, `account ${account.id} has another openid`);
  }
  await useSmsCode(ctx, { mobile: input.mobile, purpose: SmsPurpose.binding, code: input.mobile_captcha });
  await useTicket(ctx, ticket.unidHash);
  try {
    if (!(await bindOpenid(ctx.db, account.id, ticket.openid, ctx.clock.now()))) {
      throw AppError.bad(AccountMessage.mobileBoundOtherWx, `account ${account.id} bound meanwhile`);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(AccountMessage.wxBoundOtherAccount, 'openid bound meanwhile');
    throw error;
  }
  return openLoginSession(ctx, { userId: account.id, deviceId: input.device_id, ip: input.remoteIp, method: 'wechat' });
}

/**
 * Registers a new account for the scanned WeChat identity (identity Ad), keeping the
 * tracking keys of the visit in users.registration, then logs in.
 */
export async function registerBinding(
  ctx: AppContext,
  input: RegisterBindingInput & { remoteIp: string },
): Promise<LoginData> {
  const ticket = await bindTicket(ctx, input.unid);
  if ((await findAccountByMobile(ctx.db, input.mobile)) !== null) {
    throw AppError.bad(AccountMessage.mobileRegistered, 'registerBinding for a registered mobile');
  }
  await useSmsCode(ctx, { mobile: input.mobile, purpose: SmsPurpose.binding, code: input.mobile_captcha });
  const passwordHash = await hashPassword(input.password);
  await useTicket(ctx, ticket.unidHash);
  const now = ctx.clock.now();
  let userId: number | null;
  try {
    userId = await insertAccount(ctx.db, {
      mobile: input.mobile,
      passwordHash,
      nickName: ticket.nickname.slice(0, 40) || defaultNickName(input.mobile),
      wxOpenid: ticket.openid,
      registration: {
        channel: 'wechat_binding',
        identity_type: input.identity_type,
        url: input.url,
        open_time: input.open_time,
        source: input.source,
        keyword: input.keyword,
        plan: input.plan,
        share_id: input.share_id,
        ip: input.ip,
        remote_ip: input.remoteIp,
        registered_at: now.toISOString(),
      },
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(AccountMessage.wxBoundOtherAccount, 'openid bound meanwhile');
    throw error;
  }
  if (userId === null) throw AppError.bad(AccountMessage.mobileRegistered, 'mobile registered meanwhile');
  await recordReferral(ctx, userId, input.share_id, now);
  return openLoginSession(ctx, { userId, deviceId: input.device_id, ip: input.remoteIp, method: 'wechat' });
}
