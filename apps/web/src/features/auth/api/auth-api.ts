import type {
  AgreementData,
  CaptchaData,
  CountdownData,
  LoginData,
  NeedCaptchaData,
  RegisteredData,
  WxQrcodeData,
} from '@boguan/contracts/accounts';
import type { Envelope } from '@boguan/contracts/envelope';
import { type RequestOptions, request } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/storage-keys';
import type { TrackingFields } from '../lib/login-session';
import type { QrPollAnswer, QrTicket } from '../lib/qr-poller';

/**
 * Every accounts call of the login flows (spec 7), with the exact paths and field names.
 * `ip` is sent empty: the browser cannot know its public address, the server reads it from the request.
 */
export function getCaptcha(): Promise<Envelope<CaptchaData>> {
  return request('/api/User/get_captcha', { device_id: getDeviceId() });
}

export function passwordLogin(
  values: { username: string; password: string; img_captcha?: string },
  options: RequestOptions = {},
): Promise<Envelope<Partial<LoginData & NeedCaptchaData> | null>> {
  return request('/api/user/login', { ...values, ip: '', device_id: getDeviceId() }, options);
}

export function sendLoginCode(mobile: string): Promise<Envelope<CountdownData>> {
  return request('/api/User/getMsgCode', { mobile });
}

export function smsLogin(mobile: string, code: string, options: RequestOptions = {}): Promise<Envelope<LoginData>> {
  return request(
    '/api/User/msgCodeLogin',
    { mobile1: mobile, mobile_captcha: code, ip: '', device_id: getDeviceId() },
    options,
  );
}

export async function getWxQrcode(): Promise<QrTicket | null> {
  const answer = await request<WxQrcodeData>('/api/User/getwxqrcode');
  return answer.code === 1 ? answer.data : null;
}

/** Polled every 2 s; silent because a refusal is shown once, as a warning, by the poller. */
export function pollWxLogin(unid: string): Promise<QrPollAnswer> {
  return request<QrPollAnswer['data']>(
    '/api/User/getwxlogin',
    { callback: '', unid, timestamp: Date.now(), week: 1, ip: '', device_id: getDeviceId() },
    { silent: true },
  );
}

export function sendBindingCode(mobile: string): Promise<Envelope<CountdownData>> {
  return request('/api/User/bindingGetCode', { mobile });
}

export function checkRegister(mobile: string): Promise<Envelope<RegisteredData>> {
  return request('/api/User/checkRegister', { mobile });
}

export function loginBinding(values: {
  unid: string;
  mobile: string;
  mobile_captcha: string;
}): Promise<Envelope<LoginData>> {
  return request('/api/User/loginBinding', { ...values, ip: '', device_id: getDeviceId() });
}

export function registerBinding(
  values: { unid: string; mobile: string; mobile_captcha: string; password: string; repassword: string },
  tracking: TrackingFields,
): Promise<Envelope<LoginData>> {
  return request('/api/User/registerBinding', {
    ...values,
    identity_type: 'Ad',
    ...tracking,
    ip: '',
    device_id: getDeviceId(),
  });
}

export function checkMobile(mobile: string): Promise<Envelope<unknown>> {
  return request('/api/User/checkMobile', { identity_type: 'Ad', mobile });
}

export function sendResetCode(mobile: string): Promise<Envelope<CountdownData>> {
  return request('/api/User/resetGetCode', { mobile });
}

export function resetPassword(values: {
  mobile: string;
  mobile_captcha: string;
  password: string;
  repassword: string;
}): Promise<Envelope<unknown>> {
  return request('/api/User/restPwd', values);
}

export async function getServerAgreement(): Promise<AgreementData> {
  const answer = await request<AgreementData>('/api/User/get_server_agreement', {}, { silent: true });
  if (answer.code !== 1) throw new Error(answer.msg);
  return answer.data;
}
