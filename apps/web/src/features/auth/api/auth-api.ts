import { IDENTITY_TYPES } from '@boguan/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/storage-keys';
import { readTracking, type TrackingFields } from '../lib/login-session';
import type { QrPollAnswer, QrTicket } from '../lib/qr-poller';

/*
 * Every accounts call of the login flows (spec 7), with the exact paths and field names. Each
 * answers the envelope: the forms act on its code, and a refusal is toasted by the api client.
 * `ip` is sent empty: the browser cannot know its public address, the server reads it from the request.
 */

const IDENTITY = IDENTITY_TYPES[0];

export const authKeys = {
  agreement: () => ['server-agreement'] as const,
};

export function getCaptcha() {
  return call('/api/User/get_captcha', { device_id: getDeviceId() });
}

export function passwordLogin(values: { username: string; password: string; img_captcha?: string }) {
  return call('/api/user/login', { ...values, ip: '', device_id: getDeviceId() });
}

export function sendLoginCode(mobile: string) {
  return call('/api/User/getMsgCode', { mobile });
}

/** share_id: the referral code saved on landing (SHAREID); a number registering here is credited to it. */
export function smsLogin(mobile: string, code: string) {
  return call('/api/User/msgCodeLogin', {
    mobile1: mobile,
    mobile_captcha: code,
    ip: '',
    device_id: getDeviceId(),
    share_id: readTracking(localStorage).share_id,
  });
}

export async function getWxQrcode(): Promise<QrTicket | null> {
  const answer = await call('/api/User/getwxqrcode');
  return answer.code === 1 ? answer.data : null;
}

/** Polled every 2 s; silent because a refusal is shown once, as a warning, by the poller. */
export function pollWxLogin(unid: string): Promise<QrPollAnswer> {
  return call(
    '/api/User/getwxlogin',
    { callback: '', unid, timestamp: Date.now(), week: 1, ip: '', device_id: getDeviceId() },
    { silent: true },
  );
}

export function sendBindingCode(mobile: string) {
  return call('/api/User/bindingGetCode', { mobile });
}

export function checkRegister(mobile: string) {
  return call('/api/User/checkRegister', { mobile });
}

export function loginBinding(values: { unid: string; mobile: string; mobile_captcha: string }) {
  return call('/api/User/loginBinding', { ...values, ip: '', device_id: getDeviceId() });
}

export function registerBinding(
  values: { unid: string; mobile: string; mobile_captcha: string; password: string; repassword: string },
  tracking: TrackingFields,
) {
  return call('/api/User/registerBinding', {
    ...values,
    identity_type: IDENTITY,
    ...tracking,
    ip: '',
    device_id: getDeviceId(),
  });
}

export function checkMobile(mobile: string) {
  return call('/api/User/checkMobile', { identity_type: IDENTITY, mobile });
}

export function sendResetCode(mobile: string) {
  return call('/api/User/resetGetCode', { mobile });
}

export function resetPassword(values: {
  mobile: string;
  mobile_captcha: string;
  password: string;
  repassword: string;
}) {
  return call('/api/User/restPwd', { identity_type: IDENTITY, ...values });
}

/** The service agreement; it changes only with a release. */
export function useServerAgreement() {
  return useQuery({
    queryKey: authKeys.agreement(),
    queryFn: () => api('/api/User/get_server_agreement'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
