import { mobileProblem, PASSWORD_MISMATCH, SMS_LOGIN_MISSING } from '@boguan/contracts/validation-messages';
import { AuthMessage } from './auth-messages';
import { passwordProblem, smsCodeProblem } from './mobile-rules';

const filled = (value: string | undefined | null): boolean => (value ?? '').trim() !== '';

export interface PasswordLoginValues {
  username?: string;
  password?: string;
  img_captcha?: string;
}

/** Spec 4/5: the login button stays disabled until every shown field has a value. */
export function canSubmitPasswordLogin(values: PasswordLoginValues, needCaptcha: boolean): boolean {
  return filled(values.username) && filled(values.password) && (!needCaptcha || filled(values.img_captcha));
}

export interface SmsLoginValues {
  mobile?: string;
  code?: string;
}

export function smsLoginReady(values: SmsLoginValues): boolean {
  return filled(values.mobile) && filled(values.code);
}

/** Spec 5: lacking mobile or code warns with one message; then the number and code themselves. */
export function smsLoginProblem(values: SmsLoginValues): string | null {
  if (!smsLoginReady(values)) return SMS_LOGIN_MISSING;
  return mobileProblem(values.mobile) ?? smsCodeProblem(values.code);
}

export interface BindingValues {
  mobile?: string;
  code?: string;
  password?: string;
  repassword?: string;
}

/** Spec 5: the bind button needs mobile, code, password and repassword. */
export function canSubmitBinding(values: BindingValues): boolean {
  return filled(values.mobile) && filled(values.code) && filled(values.password) && filled(values.repassword);
}

/**
 * What to say before binding. The password only matters when a new account is created, so its
 * rule is checked for the register path (`forRegister`), while a mismatch is always an error.
 */
export function bindingProblem(values: BindingValues, forRegister: boolean): string | null {
  const early = mobileProblem(values.mobile) ?? smsCodeProblem(values.code);
  if (early) return early;
  if (forRegister) return passwordProblem(values.password, values.repassword);
  if (values.password !== values.repassword) return PASSWORD_MISMATCH;
  return null;
}

export interface ResetPasswordValues {
  code?: string;
  password?: string;
  repassword?: string;
}

export function resetPasswordProblem(values: ResetPasswordValues): string | null {
  const code = smsCodeProblem(values.code);
  if (code) return code;
  if (!filled(values.password)) return AuthMessage.newPasswordEmpty;
  return passwordProblem(values.password, values.repassword);
}
