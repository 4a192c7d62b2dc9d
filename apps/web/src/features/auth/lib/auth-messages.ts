import { AccountInputMessage, AccountLimits, AccountMessage, SMS_RESEND_SECONDS } from '@boguan/contracts/accounts';

/**
 * Client-only messages and the limits of the login flows (spec 4, 8, 9). Field rules and the
 * messages the server also sends come from packages/contracts (validation-messages, accounts).
 */
export const AuthMessage = {
  loginSuccess: AccountMessage.loginOk,
  qrExpired: '二维码已过期，点击刷新',
  qrFailed: '二维码获取失败，点击刷新',
  newPasswordEmpty: '请输入新密码',
  repasswordEmpty: AccountInputMessage.repasswordEmpty,
  bindingExpired: '扫码信息已失效，请重新扫码',
} as const;

/** Spec 9: resend countdowns in seconds. */
export const SMS_LOGIN_COUNTDOWN_S = SMS_RESEND_SECONDS.login;
export const BINDING_COUNTDOWN_S = SMS_RESEND_SECONDS.binding;
export const RESET_COUNTDOWN_S = SMS_RESEND_SECONDS.reset;

/** Spec 9: QR polling cadence (2 s) and lifetime (30 polls). */
export const QR_POLL_INTERVAL_MS = AccountLimits.qrPollIntervalMs;
export const QR_MAX_POLLS = AccountLimits.qrMaxPolls;

/** Spec 4/9: the delay before the page reloads after login. */
export const LOGIN_RELOAD_DELAY_MS = 500;

/** The standalone route that renders AgreementPage (mounted by the shell). */
export const AGREEMENT_PATH = '/agreement';
