import { randomInt } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

export interface Answer<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API the way the web app does (form-urlencoded POST). */
export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await request.post(path, { form, headers: token ? { ...headers, authorization: token } : headers });
  return (await response.json()) as Answer<T>;
}

/**
 * The address an account's setup calls come from. The e2e server trusts the loopback proxy
 * (TRUST_PROXY=loopback), so each made-up user arrives from its own network, as real users do,
 * and the per-address limits (30 SMS an hour) stay for what the browser itself does.
 */
function setupAddress(mobile: string): Record<string, string> {
  const n = Number(mobile.slice(-6));
  return { 'x-forwarded-for': `198.18.${Math.floor(n / 256) % 256}.${n % 256}` };
}

/**
 * The newest code the local SMS provider sent to a number for a purpose (login, binding, reset),
 * read from the dev inbox a developer would look at; waits briefly for it to arrive.
 */
export async function latestSmsCode(request: APIRequestContext, mobile: string, purpose?: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await request.get(`/dev/sms.json?mobile=${mobile}`);
    const inbox = (await response.json()) as { data: { messages: Array<{ code: string; purpose: string }> } };
    const message = inbox.data.messages.find((m) => purpose === undefined || m.purpose === purpose);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${purpose ?? ''} SMS code for ${mobile}`);
}

/**
 * A valid mainland mobile number no other test uses. Every run starts on an empty database,
 * so only uniqueness within the run matters (a worker restart must not repeat numbers).
 */
export function freshMobile(): string {
  return `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The answer of the image captcha last issued to a browser (its device_id), from the local dev page. */
export async function captchaAnswer(request: APIRequestContext, deviceId: string): Promise<string> {
  const response = await request.get(`/dev/captcha.json?device_id=${deviceId}`);
  const answer = ((await response.json()) as Answer<{ answer: string | null }>).data.answer;
  if (!answer) throw new Error(`no captcha issued to ${deviceId}`);
  return answer;
}

/**
 * An account as a returning user has it, made the way a user makes one: a WeChat scan (through
 * the local confirmation page) that leads to binding a phone with a password. Uses one SMS
 * ('binding'), leaving the login and reset codes of the number free for the test itself.
 */
export async function createAccount(request: APIRequestContext, mobile: string, password: string): Promise<string> {
  const from = setupAddress(mobile);
  const qr = await api<{ unid: string }>(request, '/api/User/getwxqrcode', {}, undefined, from);
  const unid = qr.data.unid;
  await request.post('/dev/wx-confirm', {
    form: { unid, pick: 'custom', openid: `wx-${mobile}`, nickname: '测试用户' },
  });
  const scan = await api<{ status: string; token?: string }>(
    request,
    '/api/User/getwxlogin',
    { callback: '', unid, timestamp: '0', week: '1', ip: '', device_id: `setup-${mobile}` },
    undefined,
    from,
  );
  // The same WeChat scanned again (a test retried in a new worker): the account exists, log in.
  if (scan.data?.status === 'login' && scan.data.token) return scan.data.token;
  if (scan.data?.status !== 'bind') throw new Error(`scan did not lead to binding: ${JSON.stringify(scan)}`);
  const sent = await api(request, '/api/User/bindingGetCode', { mobile }, undefined, from);
  if (sent.code !== 1) throw new Error(`bindingGetCode failed: ${sent.msg}`);
  const bound = await api<{ token: string }>(
    request,
    '/api/User/registerBinding',
    {
      unid,
      mobile,
      mobile_captcha: await latestSmsCode(request, mobile, 'binding'),
      identity_type: 'Ad',
      password,
      repassword: password,
      ip: '',
      device_id: `setup-${mobile}`,
    },
    undefined,
    from,
  );
  if (bound.code !== 1) throw new Error(`registerBinding failed: ${bound.msg}`);
  return bound.data.token;
}

/** Gift codes the e2e server minted with the CLI before it started (scripts/e2e-server.mjs). */
const GIFT_CODES = path.resolve(import.meta.dirname, `../../e2e-screens/gift-codes-${process.env.E2E_PORT ?? '8181'}`);

/**
 * One unused code of a level, claimed for good: the claim is a file created exclusively, so no
 * two tests (or a retried one) redeem the same code.
 */
function claimGiftCode(level: 30 | 40): string {
  const codes = readFileSync(path.join(GIFT_CODES, `${level}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
  for (const code of codes) {
    try {
      closeSync(openSync(path.join(GIFT_CODES, `${code}.claimed`), 'wx'));
      return code;
    } catch {
      // Taken by an earlier test: try the next one.
    }
  }
  throw new Error(`all ${codes.length} level-${level} gift codes are used; mint more in scripts/e2e-server.mjs`);
}

/** Raises an account to a paid level the way a user does: redeeming a gift code the CLI made. */
export async function upgradeAccount(request: APIRequestContext, token: string, level: 30 | 40): Promise<void> {
  const redeemed = await api(request, '/api/user/exchange', { keyword: claimGiftCode(level) }, token);
  if (redeemed.code !== 1) throw new Error(`gift redemption failed: ${redeemed.msg}`);
}
