import { randomInt } from 'node:crypto';
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
): Promise<Answer<T>> {
  const response = await request.post(path, { form, headers: token ? { authorization: token } : {} });
  return (await response.json()) as Answer<T>;
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
  const qr = await api<{ unid: string }>(request, '/api/User/getwxqrcode');
  const unid = qr.data.unid;
  await request.post('/dev/wx-confirm', {
    form: { unid, pick: 'custom', openid: `wx-${mobile}`, nickname: '测试用户' },
  });
  const scan = await api<{ status: string }>(request, '/api/User/getwxlogin', {
    callback: '',
    unid,
    timestamp: '0',
    week: '1',
    ip: '',
    device_id: `setup-${mobile}`,
  });
  if (scan.data?.status !== 'bind') throw new Error(`scan did not lead to binding: ${JSON.stringify(scan)}`);
  const sent = await api(request, '/api/User/bindingGetCode', { mobile });
  if (sent.code !== 1) throw new Error(`bindingGetCode failed: ${sent.msg}`);
  const bound = await api<{ token: string }>(request, '/api/User/registerBinding', {
    unid,
    mobile,
    mobile_captcha: await latestSmsCode(request, mobile, 'binding'),
    identity_type: 'Ad',
    password,
    repassword: password,
    ip: '',
    device_id: `setup-${mobile}`,
  });
  if (bound.code !== 1) throw new Error(`registerBinding failed: ${bound.msg}`);
  return bound.data.token;
}

/** Raises an account to a paid level the way a user does: redeeming a gift code (made by the dev page). */
export async function upgradeAccount(request: APIRequestContext, token: string, level: 30 | 40): Promise<void> {
  const made = await request.get(`/dev/gift-code.json?level=${level}`);
  const code = ((await made.json()) as Answer<{ code: string }>).data.code;
  const redeemed = await api(request, '/api/user/exchange', { keyword: code }, token);
  if (redeemed.code !== 1) throw new Error(`gift redemption failed: ${redeemed.msg}`);
}
