import type { AppContext } from '../../lib/context.js';
import {
  addEvent,
  countEventsSince,
  deleteEvents,
  earliestEventSince,
  latestEventAt,
  pruneEvents,
  takeBackEvent,
} from './rate-counters.repository.js';

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

/** One event as it was recorded: withdrawing it needs its own instant, not the clock's next one. */
export interface RecordedEvent {
  key: string;
  at: Date;
}

export async function recordEvent(ctx: AppContext, key: string): Promise<RecordedEvent> {
  const at = ctx.clock.now();
  await addEvent(ctx.db, key, at);
  await pruneEvents(ctx.db, KEY_PREFIX, new Date(at.getTime() - KEEP_MS));
  return { key, at };
}

/** Takes back an event (an attempt that turned out not to count). */
export async function withdrawEvent(ctx: AppContext, event: RecordedEvent): Promise<void> {
  await takeBackEvent(ctx.db, event.key, event.at);
}

/** The events of a key in the window and the newest one's instant. */
export async function recentEvents(
  ctx: AppContext,
  key: string,
  windowMs: number,
): Promise<{ count: number; latest: Date | null }> {
  const [count, latest] = await Promise.all([countEvents(ctx, key, windowMs), latestEventAt(ctx.db, key)]);
  return { count, latest: count > 0 ? latest : null };
}

export async function clearEvents(ctx: AppContext, key: string): Promise<void> {
  await deleteEvents(ctx.db, key);
}

/**
 * Records the attempt first and then counts, so parallel attempts see each other and cannot all
 * slip under the limit; an attempt over the limit is taken back and refused (null). The event of
 * an accepted attempt is returned, so a caller may take it back later (a login that succeeded).
 */
export async function tryConsume(
  ctx: AppContext,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RecordedEvent | null> {
  const event = await recordEvent(ctx, key);
  const total = await countEvents(ctx, key, windowMs);
  if (total > limit) {
    await withdrawEvent(ctx, event);
    return null;
  }
  return event;
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
  checkRegisterIp: (ip: string) => `${KEY_PREFIX}check-register:ip:${ip}`,
  apiKey: (keyId: number) => `${KEY_PREFIX}api-key:${keyId}`,
} as const;

/** Milliseconds until the oldest event of the window leaves it (at least 1 s): a refused caller's Retry-After. */
export async function msUntilRoom(ctx: AppContext, key: string, windowMs: number): Promise<number> {
  const now = ctx.clock.now().getTime();
  const earliest = await earliestEventSince(ctx.db, key, new Date(now - windowMs));
  return Math.max(1000, earliest ? earliest.getTime() + windowMs - now : windowMs);
}
