import { sql } from 'kysely';
import type { AppContext } from '../../lib/context.js';

/**
 * Sliding-window event log on `rate_counters`: one row per key and instant (a repeat at the
 * same instant bumps its count). Counting the rows newer than `now - window` gives an exact
 * sliding window, so a lock lifts exactly `window` after the failures that caused it.
 * All keys of this module start with `auth:` so the module can prune its own rows.
 */
const KEEP_MS = 2 * 86_400_000;

export async function countEvents(ctx: AppContext, key: string, windowMs: number): Promise<number> {
  const since = new Date(ctx.clock.now().getTime() - windowMs);
  const row = await ctx.db
    .selectFrom('rate_counters')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('total'))
    .where('key', '=', key)
    .where('window_start', '>', since)
    .executeTakeFirst();
  return row?.total ?? 0;
}

export async function recordEvent(ctx: AppContext, key: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('rate_counters')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_counters.count + 1` }))
    .execute();
  await ctx.db
    .deleteFrom('rate_counters')
    .where('key', 'like', 'auth:%')
    .where('window_start', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
}

/** Takes back one event recorded at this instant (an attempt that turned out not to count). */
export async function withdrawEvent(ctx: AppContext, key: string): Promise<void> {
  await ctx.db
    .updateTable('rate_counters')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .where('window_start', '=', ctx.clock.now())
    .execute();
}

export async function clearEvents(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.deleteFrom('rate_counters').where('key', '=', key).execute();
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
  loginFailAccount: (mobile: string) => `auth:login-fail:acct:${mobile}`,
  loginFailIp: (ip: string) => `auth:login-fail:ip:${ip}`,
  captchaAccount: (mobile: string) => `auth:captcha-on:acct:${mobile}`,
  captchaDevice: (deviceId: string) => `auth:captcha-on:dev:${deviceId}`,
  passwordChange: (userId: number) => `auth:pwd-change:user:${userId}`,
  smsIp: (ip: string) => `auth:sms:ip:${ip}`,
  captchaIssueIp: (ip: string) => `auth:captcha-issue:ip:${ip}`,
  wxQrIp: (ip: string) => `auth:wxqr:ip:${ip}`,
} as const;
