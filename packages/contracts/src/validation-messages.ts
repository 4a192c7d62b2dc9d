/**
 * Field rules shared by the web forms and the server, so both say the same thing in the
 * same words (spec 5). Only the mobile messages are the spec's; the password rule is
 * our decision (the spec says "further rules not shown"), documented in docs/accounts.md.
 */

/** 11 digits, first 1, second 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_LENGTH = 11;
export const MOBILE_EMPTY = '手机号不可为空 !';
export const MOBILE_INVALID = '手机号格式错误 !';

/** Spec 5: the SMS-login button warns with this when mobile or code is missing. */
export const SMS_LOGIN_MISSING = '请输入账号和短信验证码进行登录!';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** 6–20 visible ASCII characters (no spaces), with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const PASSWORD_RULE = '密码需为6-20位，且同时包含字母和数字';
export const PASSWORD_EMPTY = '请输入密码';
export const PASSWORD_MISMATCH = '两次输入的密码不一致';

export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_EMPTY = '请输入短信验证码';
export const SMS_CODE_INVALID = '请输入6位数字验证码';

/** The message for a mobile number as typed, or null when it is acceptable. */
export function mobileProblem(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return MOBILE_EMPTY;
  return MOBILE_PATTERN.test(trimmed) ? null : MOBILE_INVALID;
}

/** The message for a new password as typed, or null when it is acceptable. */
export function passwordProblem(value: string | null | undefined): string | null {
  const raw = value ?? '';
  if (raw === '') return PASSWORD_EMPTY;
  return PASSWORD_PATTERN.test(raw) ? null : PASSWORD_RULE;
}
