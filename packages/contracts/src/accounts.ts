import { z } from 'zod';
import {
  MOBILE_EMPTY,
  MOBILE_INVALID,
  MOBILE_PATTERN,
  PASSWORD_EMPTY,
  PASSWORD_MISMATCH,
  PASSWORD_PATTERN,
  PASSWORD_RULE,
  SMS_CODE_EMPTY,
  SMS_CODE_INVALID,
  SMS_CODE_PATTERN,
} from './validation-messages.js';

/** Limits of the accounts module (spec 9 where it gives them; our decisions otherwise, see docs/accounts.md). */
export const AccountLimits = {
  smsCodeTtlSeconds: 300,
  smsMaxPerHour: 5,
  smsMaxPerDay: 10,
  smsMaxWrongTries: 5,
  captchaTtlSeconds: 300,
  qrTicketTtlSeconds: 120,
  /** A scanned ticket without an account stays usable this long for the binding form. */
  qrBindWindowSeconds: 600,
  qrPollIntervalMs: 2000,
  qrMaxPolls: 30,
  loginFailureWindowMinutes: 15,
  loginMaxFailuresPerAccount: 10,
  loginMaxFailuresPerIp: 50,
} as const;

export const SmsPurpose = { login: 'login', binding: 'binding', reset: 'reset' } as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** Seconds the client counts down and the server enforces between two codes of one purpose (spec 9). */
export const SMS_RESEND_SECONDS: Record<SmsPurpose, number> = { login: 10, binding: 59, reset: 59 };

export const AccountMessage = {
  loginOk: '登录成功',
  logoutOk: '退出登录成功',
  badCredentials: '账号或密码错误',
  captchaNeeded: '请输入图形验证码',
  captchaWrong: '图形验证码错误',
  captchaExpired: '图形验证码已失效，请刷新',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  tooFrequent: '操作过于频繁，请稍后再试',
  smsSent: '验证码已发送',
  smsWrong: '验证码错误',
  smsExpired: '验证码已过期，请重新获取',
  smsMissing: '请先获取验证码',
  smsUsed: '验证码已失效，请重新获取',
  smsTooManyTries: '验证码错误次数过多，请重新获取',
  smsDailyCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsSendFailed: '短信发送失败，请稍后再试',
  qrExpired: '二维码已失效，请刷新',
  mobileNotRegistered: '该手机号未注册',
  mobileRegistered: '该手机号已注册，请直接绑定登录',
  mobileBoundOtherWx: '该手机号已绑定其他微信',
  wxBoundOtherAccount: '该微信已绑定其他账号',
  accountCancelled: '该账号已注销',
  oldPasswordWrong: '原密码错误',
  passwordChangeLocked: '原密码错误次数过多，请15分钟后再试',
  noPasswordYet: '当前账号尚未设置密码，请通过忘记密码设置',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '密码修改成功',
  passwordReset: '密码重置成功',
  mobileVerified: '验证成功',
} as const;

export const smsWaitMessage = (seconds: number): string => `请等待${seconds}秒后再获取验证码`;
export const smsHourlyCapMessage = (minutes: number): string => `该手机号获取验证码过于频繁，请${minutes}分钟后再试`;

// ---- field builders: form values are strings, JSON may carry numbers; both end up as trimmed strings ----

const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : value;

function textSchema(field: string, label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `缺少参数 ${field}` : `${label}格式错误`) })
    .max(max, `${label}不能超过${max}个字符`);
}

/** A required text field; empty is refused with "请输入{label}". */
export function requiredText(field: string, label: string, max: number) {
  return z.preprocess(asText, textSchema(field, label, max).min(1, `请输入${label}`));
}

/** An optional text field; absent becomes ''. */
export function optionalText(field: string, label: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : asText(value)),
    textSchema(field, label, max),
  );
}

/** A mainland mobile number with the spec's own two messages. */
export const mobileField = z.preprocess(
  asText,
  z
    .string({ error: (issue) => (issue.input === undefined ? MOBILE_EMPTY : MOBILE_INVALID) })
    .min(1, MOBILE_EMPTY)
    .regex(MOBILE_PATTERN, MOBILE_INVALID),
);

export const smsCodeField = z.preprocess(
  asText,
  z
    .string({ error: (issue) => (issue.input === undefined ? SMS_CODE_EMPTY : SMS_CODE_INVALID) })
    .min(1, SMS_CODE_EMPTY)
    .regex(SMS_CODE_PATTERN, SMS_CODE_INVALID),
);

/** A password being set: the rule of validation-messages.ts. Never trimmed: spaces are refused, not removed. */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? PASSWORD_EMPTY : PASSWORD_RULE) })
  .min(1, PASSWORD_EMPTY)
  .regex(PASSWORD_PATTERN, PASSWORD_RULE);

/** A password being checked (login, old password): any non-empty text up to 64 characters. */
export const currentPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? PASSWORD_EMPTY : '密码格式错误') })
  .min(1, PASSWORD_EMPTY)
  .max(64, '密码格式错误');

/** The browser's stable id (random hex from the web app); it binds captchas and sessions to a device. */
export const deviceIdField = z.preprocess(
  asText,
  z
    .string({
      error: (issue) => (issue.input === undefined ? '缺少设备标识 device_id' : '设备标识 device_id 格式错误'),
    })
    .min(1, '缺少设备标识 device_id')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '设备标识 device_id 格式错误'),
);

const ipField = optionalText('ip', 'IP', 64);
const identityTypeField = z.preprocess(
  (value) => (value === undefined || value === '' ? 'Ad' : asText(value)),
  z.literal('Ad', { error: '身份类型错误' }),
);
const unidField = requiredText('unid', '二维码标识', 128);

const passwordPair = <T extends { password: string; repassword: string }>(value: T) =>
  value.password === value.repassword;
const mismatch = { message: PASSWORD_MISMATCH, path: ['repassword'] };

// ---- request bodies, one per endpoint ----

export const getCaptchaBody = z.object({ device_id: deviceIdField });

export const passwordLoginBody = z.object({
  username: mobileField,
  password: currentPasswordField,
  img_captcha: optionalText('img_captcha', '图形验证码', 10),
  ip: ipField,
  device_id: deviceIdField,
});

/** getMsgCode, bindingGetCode, resetGetCode, checkRegister. */
export const mobileBody = z.object({ mobile: mobileField });

export const smsLoginBody = z.object({
  mobile1: mobileField,
  mobile_captcha: smsCodeField,
  ip: ipField,
  device_id: deviceIdField,
});

export const wxQrcodeBody = z.object({});

/** callback, timestamp and week are sent by the client's poller and accepted without meaning here. */
export const wxLoginBody = z.object({
  callback: optionalText('callback', 'callback', 200),
  unid: unidField,
  timestamp: optionalText('timestamp', 'timestamp', 32),
  week: optionalText('week', 'week', 8),
  ip: ipField,
  device_id: deviceIdField,
});

export const loginBindingBody = z.object({
  unid: unidField,
  mobile: mobileField,
  mobile_captcha: smsCodeField,
  ip: ipField,
  device_id: deviceIdField,
});

export const registerBindingBody = z
  .object({
    unid: unidField,
    mobile: mobileField,
    mobile_captcha: smsCodeField,
    identity_type: identityTypeField,
    password: newPasswordField,
    repassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码').max(64, PASSWORD_MISMATCH),
    url: optionalText('url', '来源页面', 500),
    open_time: optionalText('open_time', '打开时间', 32),
    source: optionalText('source', '来源', 100),
    keyword: optionalText('keyword', '关键词', 100),
    plan: optionalText('plan', '推广计划', 100),
    ip: ipField,
    share_id: optionalText('share_id', '分享标识', 64),
    device_id: deviceIdField,
  })
  .refine(passwordPair, mismatch);

export const checkMobileBody = z.object({ identity_type: identityTypeField, mobile: mobileField });

export const resetPasswordBody = z
  .object({
    identity_type: identityTypeField,
    mobile: mobileField,
    mobile_captcha: smsCodeField,
    password: newPasswordField,
    repassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码').max(64, PASSWORD_MISMATCH),
  })
  .refine(passwordPair, mismatch);

export const changePasswordBody = z
  .object({
    old_password: currentPasswordField,
    password: newPasswordField,
    repassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码').max(64, PASSWORD_MISMATCH),
  })
  .refine(passwordPair, mismatch);

export type PasswordLoginBody = z.infer<typeof passwordLoginBody>;
export type SmsLoginBody = z.infer<typeof smsLoginBody>;
export type WxLoginBody = z.infer<typeof wxLoginBody>;
export type LoginBindingBody = z.infer<typeof loginBindingBody>;
export type RegisterBindingBody = z.infer<typeof registerBindingBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

// ---- answer data ----

export interface CaptchaData {
  /** Same-origin address of an SVG image. */
  url: string;
}

export interface LoginData {
  token: string;
  /** 1 when this login ended an earlier session of the same device, else 0. */
  remove_token: 0 | 1;
}

/** data of a code-0 answer to /api/user/login once the image captcha is required. */
export interface NeedCaptchaData {
  need_captcha: true;
}

export interface CountdownData {
  countdown: number;
}

export interface WxQrcodeData {
  /** A PNG data URL (local provider) or the WeChat Open Platform qrconnect page (open provider). */
  qr_url: string;
  unid: string;
  expires_in: number;
}

export type WxLoginData = { status: 'waiting' } | ({ status: 'login' } & LoginData) | { status: 'bind'; unid: string };

export interface RegisteredData {
  registered: boolean;
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementData {
  title: string;
  updated_at: string;
  sections: AgreementSection[];
}

export interface CheckLoginData {
  login: true;
  nick_name: string;
  level: number;
}
