import type { AppContext } from '../../lib/context.js';
import { addEvent, countEventsSince, deleteEvents, pruneEvents, takeBackEvent } from './rate-counters.repository.js';

/**
 * Sliding-window limits on `rate_counters` (rate-counters.repository.ts): counting the events
 * newer than `now - window` gives an exact sliding window, so a lock lifts exactly `window` after
 * the failures that caused it. All keys of this module start with `auth:` so the module can prune
 * its own rows.
 */
const KEY_PREFIX = 'auth:';
const KEEP_MS = 2 * 86_400_000;

export async function countEvents(ctx: AppContext, key: string, windowMs: number): Promise<number> {
  return countEventsSince(ctx.db, key, new Date(ctx.clock.now().getTime() - windowMs));
}

export async function recordEvent(ctx: AppContext, key: string): Promise<void> {
  const now = ctx.clock.now();
  await addEvent(ctx.db, key, now);
  await pruneEvents(ctx.db, KEY_PREFIX, new Date(now.getTime() - KEEP_MS));
}

/** Takes back one event recorded at this instant (an attempt that turned out not to count). */
export async function withdrawEvent(ctx: AppContext, key: string): Promise<void> {
  await takeBackEvent(ctx.db, key, ctx.clock.now());
}

export async function clearEvents(ctx: AppContext, key: string): Promise<void> {
  await deleteEvents(ctx.db, key);
}

/**
 * Records the attempt first and then counts, so parallel attempts see each other and
 * cannot all slip under the limit; an attempt over the limit is taken back and refused.
 */
export async function tryConsume(ctx: AppContext, key: string, limit: number, windowMs: number): Promise<boolean> {
  await recordEvent(ctx, key);
  const total = await countEvents(ctx, key, windowMs);
  if (total > limit) {
    await withdrawEvent(ctx, key);
    return false;
  }
  return true;
}

export const RateKey = {
  loginFailAccount: (mobile: string) => `${KEY_PREFIX}login-fail:acct:${mobile}`,
  loginFailIp: (ip: string) => `${KEY_PREFIX}login-fail:ip:${ip}`,
  captchaAccount: (mobile: string) => `${KEY_PREFIX}captcha-on:acct:${mobile}`,
  captchaDevice: (deviceId: string) => `${KEY_PREFIX}captcha-on:dev:${deviceId}`,
  passwordChange: (userId: number) => `${KEY_PREFIX}pwd-change:user:${userId}`,
  smsIp: (ip: string) => `${KEY_PREFIX}sms:ip:${ip}`,
  captchaIssueIp: (ip: string) => `${KEY_PREFIX}captcha-issue:ip:${ip}`,
  wxQrIp: (ip: string) => `${KEY_PREFIX}wxqr:ip:${ip}`,
} as const;
