import { z } from 'zod';
import { AccountInputMessage, DEVICE_ID_PATTERN, IDENTITY_TYPES, AccountFieldMax as Max } from './accounts.js';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { choice, type FormScalar, noFields, page, safeString } from './fields.js';
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

/*
 * Accounts: every way in (password, SMS code, WeChat QR and the binding after a scan), forgot and
 * change password, the session state and the service agreement. The client's `ip` field is
 * accepted but limits and sessions use the connection address.
 */

// ---- fields: form values are strings, JSON may carry numbers; both end up as trimmed strings ----

function asText(value: FormScalar): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** Text of the accounts forms: absent is "缺少参数 {field}", anything not text "{label}格式错误". */
function accountText(field: string, label: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `缺少参数 ${field}` : `${label}格式错误`) });
}

/** A required text field; empty is refused with "请输入{label}". */
function requiredField(field: string, label: string, max: number) {
  return z.preprocess(asText, accountText(field, label).min(1, `请输入${label}`).pipe(safeString(label, max)));
}

/** An optional text field; absent becomes ''. */
export function optionalField(field: string, label: string, max: number) {
  return z.preprocess(
    (value: FormScalar) => (value === undefined || value === null ? '' : asText(value)),
    accountText(field, label).pipe(safeString(label, max)).default(''),
  );
}

/** A text field matched by a pattern, with one message for absent or empty and one for the rest. */
function patternField(pattern: RegExp, emptyMessage: string, invalidMessage: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: (issue) => (issue.input === undefined ? emptyMessage : invalidMessage) })
      .min(1, emptyMessage)
      .regex(pattern, invalidMessage),
  );
}

/** A mainland mobile number with the spec's own two messages. */
export const mobile = patternField(MOBILE_PATTERN, MOBILE_EMPTY, MOBILE_INVALID);
export const smsCode = patternField(SMS_CODE_PATTERN, SMS_CODE_EMPTY, SMS_CODE_INVALID);
const deviceId = patternField(
  DEVICE_ID_PATTERN,
  AccountInputMessage.deviceIdMissing,
  AccountInputMessage.deviceIdInvalid,
);

/** A password being set (validation-messages.ts). Never trimmed: spaces are refused, not removed. */
export const newPassword = z
  .string({ error: (issue) => (issue.input === undefined ? PASSWORD_EMPTY : PASSWORD_RULE) })
  .min(1, PASSWORD_EMPTY)
  .regex(PASSWORD_PATTERN, PASSWORD_RULE);

/** A password being checked (login, old password): any non-empty text up to 64 characters. */
export const currentPassword = z
  .string({ error: (issue) => (issue.input === undefined ? PASSWORD_EMPTY : AccountInputMessage.passwordInvalid) })
  .min(1, PASSWORD_EMPTY)
  .max(Max.password, AccountInputMessage.passwordInvalid);

export const repassword = z
  .string({ error: AccountInputMessage.repasswordEmpty })
  .min(1, AccountInputMessage.repasswordEmpty)
  .max(Max.password, PASSWORD_MISMATCH);

const ip = optionalField('ip', 'IP', Max.ip);
/** Blank means Ad, the only identity today. */
const identityType = choice(IDENTITY_TYPES, AccountInputMessage.identityType, 'Ad');
export const unid = requiredField('unid', '二维码标识', Max.unid);

export function samePasswords(form: { password: string; repassword: string }, ctx: z.RefinementCtx): void {
  if (form.password !== form.repassword) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_MISMATCH, path: ['repassword'] });
  }
}

// ---- request bodies, one per endpoint ----

export const getCaptchaSchema = z.object({ device_id: deviceId });

export const passwordLoginSchema = z.object({
  username: mobile,
  password: currentPassword,
  img_captcha: optionalField('img_captcha', '图形验证码', Max.imgCaptcha),
  ip,
  device_id: deviceId,
});
export type PasswordLoginInput = z.output<typeof passwordLoginSchema>;

/** getMsgCode, bindingGetCode, resetGetCode, checkRegister. */
export const mobileSchema = z.object({ mobile });

const shareId = optionalField('share_id', '分享标识', Max.shareId);

/** share_id: the referral code the visitor arrived with (SHAREID); a new number's account records it. */
export const smsLoginSchema = z.object({
  mobile1: mobile,
  mobile_captcha: smsCode,
  ip,
  device_id: deviceId,
  share_id: shareId,
});
export type SmsLoginInput = z.output<typeof smsLoginSchema>;

/** callback, timestamp and week are sent by the client's poller and accepted without meaning here. */
export const wxLoginSchema = z.object({
  callback: optionalField('callback', 'callback', Max.callback),
  unid,
  timestamp: optionalField('timestamp', 'timestamp', Max.timestamp),
  week: optionalField('week', 'week', Max.week),
  ip,
  device_id: deviceId,
});

export const loginBindingSchema = z.object({ unid, mobile, mobile_captcha: smsCode, ip, device_id: deviceId });
export type LoginBindingInput = z.output<typeof loginBindingSchema>;

export const registerBindingSchema = z
  .object({
    unid,
    mobile,
    mobile_captcha: smsCode,
    identity_type: identityType,
    password: newPassword,
    repassword,
    url: optionalField('url', '来源页面', Max.url),
    open_time: optionalField('open_time', '打开时间', Max.openTime),
    source: optionalField('source', '来源', Max.source),
    keyword: optionalField('keyword', '关键词', Max.keyword),
    plan: optionalField('plan', '推广计划', Max.plan),
    ip,
    share_id: shareId,
    device_id: deviceId,
  })
  .superRefine(samePasswords);
export type RegisterBindingInput = z.output<typeof registerBindingSchema>;

export const checkMobileSchema = z.object({ identity_type: identityType, mobile });

export const resetPasswordSchema = z
  .object({ identity_type: identityType, mobile, mobile_captcha: smsCode, password: newPassword, repassword })
  .superRefine(samePasswords);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ old_password: currentPassword, password: newPassword, repassword })
  .superRefine(samePasswords);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

// ---- answer data ----

export const captchaSchema = z.strictObject({
  /** Same-origin address of an SVG image. */
  url: z.string(),
});
export type CaptchaData = z.infer<typeof captchaSchema>;

export const loginDataSchema = z.strictObject({
  token: z.string(),
  /** 1 when this login ended an earlier session of the same device, else 0. */
  remove_token: z.union([z.literal(0), z.literal(1)]),
  /** 1 when this login undid a pending account cancellation (docs/accounts.md, Cancellation). */
  cancel_undone: z.literal(1).optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** One login try on the account: when, from which address, which way in, whether it worked. */
export const loginAttemptSchema = z.strictObject({
  time: chinaTime,
  ip: z.string(),
  method: z.enum(['password', 'sms', 'wechat']),
  success: z.boolean(),
});
export const loginHistoryPageSchema = paged(loginAttemptSchema);
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;

/** Seconds until the next code of this purpose may be asked for. */
export const countdownSchema = z.strictObject({ countdown: z.number().int() });
export type CountdownData = z.infer<typeof countdownSchema>;

export const wxQrcodeSchema = z.strictObject({
  /** A PNG data URL (local provider) or the WeChat Open Platform qrconnect page (open provider). */
  qr_url: z.string(),
  unid: z.string(),
  expires_in: z.number().int(),
});
export type WxQrcodeData = z.infer<typeof wxQrcodeSchema>;

/** One poll: still waiting, logged in, or scanned by a WeChat without an account (the binding form). */
export const wxLoginResultSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('waiting') }),
  loginDataSchema.extend({ status: z.literal('login') }),
  z.strictObject({ status: z.literal('bind'), unid: z.string() }),
]);
export type WxLoginData = z.infer<typeof wxLoginResultSchema>;

export const registeredSchema = z.strictObject({ registered: z.boolean() });

export const agreementSchema = z.strictObject({
  title: z.string(),
  updated_at: chinaDate,
  sections: z.array(z.strictObject({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type AgreementData = z.infer<typeof agreementSchema>;

export const loginStateSchema = z.strictObject({
  login: z.literal(true),
  nick_name: z.string(),
  level: z.number().int(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

export const accountsApi = endpoints('accounts', {
  '/api/User/get_captcha': {
    summary: '图形验证码（同一设备新码替换旧码）',
    request: getCaptchaSchema,
    response: captchaSchema,
    auth: 'none',
  },
  '/api/user/login': {
    summary: '账号密码登录',
    request: passwordLoginSchema,
    response: loginDataSchema,
    auth: 'none',
  },
  '/api/User/getMsgCode': {
    summary: '短信登录验证码（10秒）',
    request: mobileSchema,
    response: countdownSchema,
    auth: 'none',
  },
  '/api/User/msgCodeLogin': {
    summary: '短信验证码登录（新号码自动注册）',
    request: smsLoginSchema,
    response: loginDataSchema,
    auth: 'none',
  },
  '/api/User/getwxqrcode': {
    summary: '微信扫码登录二维码（120秒）',
    request: noFields,
    response: wxQrcodeSchema,
    auth: 'none',
  },
  '/api/User/getwxlogin': {
    summary: '轮询扫码结果（每2秒）',
    request: wxLoginSchema,
    response: wxLoginResultSchema,
    auth: 'none',
  },
  '/api/User/bindingGetCode': {
    summary: '绑定手机号验证码（59秒）',
    request: mobileSchema,
    response: countdownSchema,
    auth: 'none',
  },
  '/api/User/checkRegister': {
    summary: '手机号是否已注册',
    request: mobileSchema,
    response: registeredSchema,
    auth: 'none',
  },
  '/api/User/loginBinding': {
    summary: '扫码后绑定已有账号并登录',
    request: loginBindingSchema,
    response: loginDataSchema,
    auth: 'none',
  },
  '/api/User/registerBinding': {
    summary: '扫码后注册新账号、绑定并登录',
    request: registerBindingSchema,
    response: loginDataSchema,
    auth: 'none',
  },
  '/api/User/checkMobile': {
    summary: '找回密码第一步：校验手机号已注册',
    request: checkMobileSchema,
    response: noData,
    auth: 'none',
  },
  '/api/User/resetGetCode': {
    summary: '找回密码：发送短信验证码（59秒）',
    request: mobileSchema,
    response: countdownSchema,
    auth: 'none',
  },
  '/api/User/restPwd': {
    summary: '找回密码：验证码 + 新密码',
    request: resetPasswordSchema,
    response: noData,
    auth: 'none',
  },
  '/api/user/changePwd': {
    summary: '修改密码（其他设备的登录失效）',
    request: changePasswordSchema,
    response: noData,
  },
  '/api/User/checkLogin': {
    summary: '当前登录状态',
    request: noFields,
    response: loginStateSchema,
    auth: 'optional',
  },
  '/api/user/login_history': {
    summary: '登录记录：本账号的每次登录尝试（时间、IP、方式、是否成功），含他人失败的密码尝试',
    request: z.object({ page }),
    response: loginHistoryPageSchema,
  },
  '/api/user/logout': {
    summary: '退出登录',
    request: noFields,
    response: noData,
    auth: 'none',
  },
  '/api/User/get_server_agreement': {
    summary: '用户服务协议全文',
    request: noFields,
    response: agreementSchema,
    auth: 'none',
  },
});
