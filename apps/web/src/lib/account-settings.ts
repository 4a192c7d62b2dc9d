import type { QueryClient } from '@tanstack/react-query';
import { api, call } from './api-client';

/*
 * The user's own account (/user and /m/user): the overview and the edit calls, shared by the desktop
 * personal centre and the mobile 我的 page. Each call answers the envelope so a form can act on its
 * code; the api client toasts a refusal's Chinese message.
 */

export const accountSettingsKeys = { all: ['account-settings'] as const };

export const fetchAccountSettings = () => api('/api/user/accountSettings');

export const changeUserName = (nick_name: string) => call('/api/user/changeUserName', { nick_name });
export const checkPwd = (password: string) => call('/api/user/checkPwd', { password });
export const changePwd = (old_password: string, password: string, repassword: string) =>
  call('/api/user/changePwd', { old_password, password, repassword });
export const sendOldNumberCode = () => call('/api/user/sendSmsBinding', { type: 'old' });
export const sendNewNumberCode = (mobile: string) => call('/api/user/sendSmsBinding', { type: 'new', mobile });
export const checkOldNumberCode = (mobile_captcha: string) => call('/api/user/bindingMobile', { mobile_captcha });
export const changeBinding = (old_captcha: string, mobile: string, mobile_captcha: string) =>
  call('/api/user/changeBinding', { old_captcha, mobile, mobile_captcha });
export const newWechatQr = () => call('/api/user/setQrCode', {}, { silent: true });
export const pollWechatQr = (unid: string) => call('/api/user/setQrCode', { unid }, { silent: true });
export const sendCancelCode = () => call('/api/user/getCancelCode');
export const checkCancelCode = (mobile_captcha: string) => call('/api/user/checkCode', { mobile_captcha });
export const cancelSubmit = (password: string, mobile_captcha: string) =>
  call('/api/user/cancelSubmit', { password, mobile_captcha });

/** After an edit: the overview and the header's cached personal info both change. */
export async function refreshAccount(client: QueryClient, reloadPersonalInfo: (fresh: boolean) => Promise<unknown>) {
  await Promise.all([client.invalidateQueries({ queryKey: accountSettingsKeys.all }), reloadPersonalInfo(true)]);
}
