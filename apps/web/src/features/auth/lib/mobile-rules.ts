import {
  passwordProblem as newPasswordProblem,
  PASSWORD_MISMATCH,
  SMS_CODE_EMPTY,
  SMS_CODE_INVALID,
  SMS_CODE_PATTERN,
} from '@boguan/contracts/validation-messages';
import { AuthMessage } from './auth-messages';

/**
 * A new password and its repeat, with the same rule and messages as the server (spec 5 leaves
 * password rules "not shown"; contracts/validation-messages.ts decides 6-20 with letter and digit).
 */
export function passwordProblem(
  password: string | undefined | null,
  repassword: string | undefined | null,
): string | null {
  const rule = newPasswordProblem(password);
  if (rule) return rule;
  if ((repassword ?? '') === '') return AuthMessage.repasswordEmpty;
  if (password !== repassword) return PASSWORD_MISMATCH;
  return null;
}

/** A typed SMS code: six digits, same messages as the server. */
export function smsCodeProblem(code: string | undefined | null): string | null {
  const value = (code ?? '').trim();
  if (value === '') return SMS_CODE_EMPTY;
  return SMS_CODE_PATTERN.test(value) ? null : SMS_CODE_INVALID;
}
