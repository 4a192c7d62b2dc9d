import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AccountLimits, AccountMessage } from '@boguan/contracts/accounts';
import type { CaptchaData } from '@boguan/contracts/accounts.api';
import { create as createSvgCaptcha } from 'svg-captcha';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { findCaptchaImage, replaceCaptcha, takeCaptcha } from './captcha.repository.js';
import { RateKey, tryConsume } from './rate-limit.js';

export const CAPTCHA_IMAGE_PATH = '/api/User/captcha_image';
const ISSUES_PER_MINUTE_PER_IP = 30;

/**
 * Local development only (config.devPages): the last answer per device, kept in memory so
 * /dev/captcha.json lets e2e tests and developers pass the captcha like the SMS inbox does.
 */
const devAnswers = new WeakMap<AppContext, Map<string, string>>();
const DEV_ANSWERS_KEPT = 500;

function rememberDevAnswer(ctx: AppContext, deviceId: string, answer: string): void {
  if (!ctx.config.devPages) return;
  let answers = devAnswers.get(ctx);
  if (!answers) {
    answers = new Map();
    devAnswers.set(ctx, answers);
  }
  answers.delete(deviceId);
  answers.set(deviceId, answer);
  const oldest = answers.keys().next();
  if (answers.size > DEV_ANSWERS_KEPT && !oldest.done) answers.delete(oldest.value);
}

export function devCaptchaAnswer(ctx: AppContext, deviceId: string): string | null {
  return ctx.config.devPages ? (devAnswers.get(ctx)?.get(deviceId) ?? null) : null;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function answerHash(salt: string, answer: string): string {
  return sha256(`${salt}:${answer.trim().toLowerCase()}`);
}

/** A new four-character SVG captcha for the device; the answer is kept only as a salted hash. */
export async function issueCaptcha(ctx: AppContext, deviceId: string, ip: string): Promise<CaptchaData> {
  if (!(await tryConsume(ctx, RateKey.captchaIssueIp(ip), ISSUES_PER_MINUTE_PER_IP, 60_000))) {
    throw AppError.bad(AccountMessage.tooFrequent, `captcha issue limit for ${ip}`);
  }
  const captcha = createSvgCaptcha({
    size: 4,
    // Characters people confuse are left out; answers are compared case-insensitively.
    ignoreChars: '0oO1iIlLqg9',
    noise: 2,
    color: true,
    width: 120,
    height: 40,
    fontSize: 42,
    background: '#f4f6fa',
  });
  const key = randomBytes(24).toString('base64url');
  const salt = randomBytes(16).toString('hex');
  const now = ctx.clock.now();
  await replaceCaptcha(ctx.db, {
    deviceId,
    imageKeyHash: sha256(key),
    answerHash: answerHash(salt, captcha.text),
    salt,
    svg: captcha.data,
    now,
    expiresAt: new Date(now.getTime() + AccountLimits.captchaTtlSeconds * 1000),
  });
  rememberDevAnswer(ctx, deviceId, captcha.text);
  return { url: `${CAPTCHA_IMAGE_PATH}?key=${key}` };
}

export async function captchaImage(ctx: AppContext, key: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(key)) return null;
  return findCaptchaImage(ctx.db, sha256(key), ctx.clock.now());
}

export type CaptchaCheck = 'ok' | 'wrong' | 'missing';

/** Checks and voids the device's captcha: whatever the outcome, the next attempt needs a new one. */
export async function checkCaptcha(ctx: AppContext, deviceId: string, answer: string): Promise<CaptchaCheck> {
  const stored = await takeCaptcha(ctx.db, deviceId);
  if (!stored || stored.expiresAt.getTime() <= ctx.clock.now().getTime()) return 'missing';
  const given = Buffer.from(answerHash(stored.salt, answer), 'hex');
  const expected = Buffer.from(stored.answerHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrong';
}
