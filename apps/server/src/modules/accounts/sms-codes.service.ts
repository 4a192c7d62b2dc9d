import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AccountLimits,
  AccountMessage,
  SMS_RESEND_SECONDS,
  type SmsPurpose,
  smsHourlyCapMessage,
  smsWaitMessage,
} from '@boguan/contracts/accounts';
import type { CountdownData } from '@boguan/contracts/accounts.api';
import { DAY_MS } from '@boguan/contracts/china-time';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { RateKey, tryConsume, withdrawEvent } from './rate-limit.js';
import {
  consumeCode,
  countWrongTry,
  deleteCode,
  insertCode,
  lastSentAt,
  latestCode,
  lockMobile,
  sendsSince,
} from './sms-codes.repository.js';

const HOUR_MS = 3_600_000;
/** Across numbers: one address cannot spray codes at many phones. */
const SENDS_PER_IP_PER_HOUR = 30;
/** The daily cap follows the calendar day in China (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

export function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

function codeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Checks the per-number rules inside the lock; throws the message the user sees. */
async function refuseIfTooSoon(trx: AppContext['db'], mobile: string, purpose: SmsPurpose, now: Date): Promise<void> {
  const last = await lastSentAt(trx, mobile, purpose);
  const waitMs = last ? last.getTime() + SMS_RESEND_SECONDS[purpose] * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw AppError.bad(smsWaitMessage(Math.ceil(waitMs / 1000)), `resend interval ${mobile}`);
  const hour = await sendsSince(trx, mobile, new Date(now.getTime() - HOUR_MS));
  if (hour.count >= AccountLimits.smsMaxPerHour) {
    const freeAt = (hour.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    throw AppError.bad(smsHourlyCapMessage(minutes), `hourly SMS cap ${mobile}`);
  }
  const day = await sendsSince(trx, mobile, startOfChinaDay(now));
  if (day.count >= AccountLimits.smsMaxPerDay)
    throw AppError.bad(AccountMessage.smsDailyCap, `daily SMS cap ${mobile}`);
}

/**
 * Sends a new six-digit code for one purpose. The interval and the caps are checked under a
 * per-number lock, so parallel requests cannot slip past them; only the newest code counts.
 */
export async function sendSmsCode(
  ctx: AppContext,
  input: { mobile: string; purpose: SmsPurpose; ip: string },
): Promise<CountdownData> {
  const sent = await tryConsume(ctx, RateKey.smsIp(input.ip), SENDS_PER_IP_PER_HOUR, HOUR_MS);
  if (!sent) throw AppError.bad(AccountMessage.tooFrequent, `SMS per-IP cap ${input.ip}`);
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      await lockMobile(trx, input.mobile);
      await refuseIfTooSoon(trx, input.mobile, input.purpose, now);
      return insertCode(trx, {
        mobile: input.mobile,
        purpose: input.purpose,
        codeHash: codeHash(salt, code),
        salt,
        now,
        expiresAt: new Date(now.getTime() + AccountLimits.smsCodeTtlSeconds * 1000),
      });
    });
  } catch (error) {
    // A refusal for this number is not a send from this address.
    await withdrawEvent(ctx, sent);
    throw error;
  }
  try {
    await ctx.providers.sms.send({ mobile: input.mobile, purpose: input.purpose, code }, now);
  } catch (error) {
    await deleteCode(ctx.db, id);
    ctx.log.warn({ err: error, mobile: input.mobile, purpose: input.purpose }, 'SMS provider failed');
    throw AppError.bad(AccountMessage.smsSendFailed, 'SMS provider failed');
  }
  return { countdown: SMS_RESEND_SECONDS[input.purpose] };
}

/**
 * Uses up the newest code of the number and purpose, or throws why not. Five wrong tries
 * void it; a used, voided or expired code never works again. With `consume: false` a right code
 * stays usable (wrong tries still count), for a wizard step before the final submit.
 */
export async function useSmsCode(
  ctx: AppContext,
  input: { mobile: string; purpose: SmsPurpose; code: string },
  options: { consume: boolean } = { consume: true },
): Promise<void> {
  const now = ctx.clock.now();
  const row = await latestCode(ctx.db, input.mobile, input.purpose);
  if (!row) throw AppError.bad(AccountMessage.smsMissing, `no ${input.purpose} code for ${input.mobile}`);
  if (row.consumed || row.voided) throw AppError.bad(AccountMessage.smsUsed, `code ${row.id} used or void`);
  if (row.expiresAt.getTime() <= now.getTime()) throw AppError.bad(AccountMessage.smsExpired, `code ${row.id} expired`);
  const given = Buffer.from(codeHash(row.salt, input.code), 'hex');
  const expected = Buffer.from(row.codeHash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const tries = await countWrongTry(ctx.db, row.id, AccountLimits.smsMaxWrongTries, now);
    if (tries >= AccountLimits.smsMaxWrongTries) {
      throw AppError.bad(AccountMessage.smsTooManyTries, `code ${row.id} voided after ${tries} tries`);
    }
    throw AppError.bad(AccountMessage.smsWrong, `wrong code for ${row.id} (${tries})`);
  }
  // A step that only checks (the personal centre's wizards) leaves the code for the final submit.
  if (!options.consume) return;
  if (!(await consumeCode(ctx.db, row.id, now))) throw AppError.bad(AccountMessage.smsUsed, `code ${row.id} raced`);
}
