import { useState } from 'react';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { getCaptcha, passwordLogin } from '../api/auth-api';
import { retryAfterSeconds } from './countdown';
import { canSubmitPasswordLogin, type PasswordLoginValues } from './login-form-rules';
import { useCountdown } from './use-countdown';

interface PasswordLoginOptions {
  /** Stores the session and leaves the login screen (desktop dialog or mobile page). */
  finish(token: string, message?: string): void;
  /** Empties the form's image-captcha box before a new captcha is shown. */
  clearCaptcha(): void;
}

/**
 * Password login as the desktop dialog and the mobile page run it (spec 4, 8): nothing is sent until
 * every shown field is filled; after the first failure the image captcha is asked for too, and every
 * further failure fetches a new one (the server's message is shown by the api client). Once the
 * account has had too many failures the server names a wait: the form counts it down and keeps
 * the button off meanwhile (SMS login is not affected).
 */
export function usePasswordLogin({ finish, clearCaptcha }: PasswordLoginOptions) {
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaUrl, setCaptchaUrl] = useState('');
  const { submitting, submit } = useGuardedSubmit();
  const wait = useCountdown();

  const refreshCaptcha = async () => {
    clearCaptcha();
    const answer = await getCaptcha();
    if (answer.code === 1) setCaptchaUrl(answer.data.url);
  };

  const login = async (values: PasswordLoginValues) => {
    if (!canSubmitPasswordLogin(values, needCaptcha) || wait.running) return;
    await submit(null, async () => {
      const answer = await passwordLogin({
        username: (values.username ?? '').trim(),
        password: values.password ?? '',
        ...(needCaptcha ? { img_captcha: (values.img_captcha ?? '').trim() } : {}),
      });
      if (answer.code === 1) {
        finish(answer.data.token, answer.msg);
        return;
      }
      const seconds = retryAfterSeconds(answer.data);
      if (seconds > 0) wait.start(seconds);
      setNeedCaptcha(true);
      await refreshCaptcha();
    });
  };

  return { needCaptcha, captchaUrl, submitting, refreshCaptcha, login, waitSeconds: wait.remaining };
}
