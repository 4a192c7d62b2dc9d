import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import { type Answer, postForm, type TestApp } from '../support/test-app.js';

type Form = Record<string, string | number | string[] | undefined>;

/** POSTs a form like the web app, from a chosen client address (per-IP limits) and with an optional token. */
export function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  form: Form = {},
  options: { token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  return postForm<T>(app, url, form, { token: options.token, ip: options.ip ?? '10.0.0.1' });
}

export async function postJson<T = unknown>(app: FastifyInstance, url: string, json: unknown): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(json),
    remoteAddress: '10.0.0.2',
    headers: { 'content-type': 'application/json' },
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${url}: ${response.body}`);
  return response.json() as Answer<T>;
}

interface InboxMessage {
  mobile: string;
  purpose: string;
  code: string;
  text: string;
  sent_at: string;
}

/** Reads the local SMS inbox the way e2e tests do: GET /dev/sms.json?mobile=. */
export async function inbox(app: FastifyInstance, mobile: string): Promise<InboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/sms.json?mobile=${mobile}` });
  const answer = response.json() as Answer<{ messages: InboxMessage[] }>;
  if (answer.code !== 1) throw new Error(`inbox answered ${answer.code} ${answer.msg}`);
  return answer.data.messages;
}

export async function lastCode(app: FastifyInstance, mobile: string, purpose?: string): Promise<string> {
  const messages = await inbox(app, mobile);
  const found = messages.find((m) => purpose === undefined || m.purpose === purpose);
  if (!found) throw new Error(`no SMS for ${mobile}`);
  return found.code;
}

/** A fresh captcha for the device and its answer (from the local-only /dev/captcha.json). */
export async function solveCaptcha(app: FastifyInstance, deviceId: string, ip = '10.0.0.1'): Promise<string> {
  const issued = await call<{ url: string }>(app, '/api/User/get_captcha', { device_id: deviceId }, { ip });
  if (issued.code !== 1) throw new Error(`get_captcha answered ${issued.msg}`);
  const response = await app.inject({ method: 'GET', url: `/dev/captcha.json?device_id=${deviceId}` });
  const answer = (response.json() as Answer<{ answer: string | null }>).data.answer;
  if (!answer) throw new Error('no captcha answer');
  return answer;
}

let mobileCounter = 0;
/** A distinct valid mobile per call; the prefix keeps files from colliding when they share a database. */
export function freshMobile(prefix = '137'): string {
  mobileCounter += 1;
  return `${prefix}${String(10_000_000 + mobileCounter).slice(-8)}`;
}

let deviceCounter = 0;
export function freshDevice(): string {
  deviceCounter += 1;
  return `dev${String(deviceCounter).padStart(6, '0')}abcdef`;
}

/** An account with a password, as a test fixture (registration flows have their own tests). */
export async function createAccount(
  t: TestApp,
  options: { mobile?: string; password?: string; wxOpenid?: string } = {},
): Promise<{ id: number; mobile: string; password: string }> {
  const mobile = options.mobile ?? freshMobile('135');
  const password = options.password ?? 'abc12345';
  const now = t.clock.now();
  const row = await t.ctx.db
    .insertInto('users')
    .values({
      mobile,
      password_hash: await hashPassword(password),
      nick_name: `测试${mobile.slice(-4)}`,
      identity_type: 'Ad',
      wx_openid: options.wxOpenid ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, mobile, password };
}

export async function checkLogin(
  app: FastifyInstance,
  token: string,
): Promise<Answer<{ nick_name: string; level: number }>> {
  return call(app, '/api/User/checkLogin', {}, { token });
}
