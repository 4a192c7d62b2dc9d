import { AccountFieldMax } from '@boguan/contracts/accounts';
import { PASSWORD_MAX } from '@boguan/contracts/validation-messages';
import { useState } from 'react';
import { finishMobileLogin } from '../lib/finish-mobile-login';
import { canSubmitPasswordLogin } from '../lib/login-form-rules';
import { usePasswordLogin } from '../lib/use-password-login';
import { LoginWaitHint } from './login-wait-hint';
import { MobileField, MobileLoginButton, MobilePhoneField } from './mobile-fields';
import styles from './mobile-login.module.css';

/** Mobile password login with the desktop rules: captcha after the first failure, button gated. */
export function MobilePasswordForm({ onUseSms }: { onUseSms(): void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [imgCaptcha, setImgCaptcha] = useState('');
  const { needCaptcha, captchaUrl, submitting, refreshCaptcha, login, waitSeconds } = usePasswordLogin({
    finish: finishMobileLogin,
    clearCaptcha: () => setImgCaptcha(''),
  });
  const values = { username, password, img_captcha: imgCaptcha };

  return (
    <div className={styles.form}>
      <MobilePhoneField value={username} onChange={setUsername} />
      <MobileField
        placeholder="请输入密码"
        maxLength={PASSWORD_MAX}
        type="password"
        value={password}
        onChange={setPassword}
      />
      {needCaptcha && (
        <MobileField
          placeholder="请输入图形验证码"
          maxLength={AccountFieldMax.imgCaptcha}
          value={imgCaptcha}
          onChange={setImgCaptcha}
        >
          <button type="button" className={styles.captcha} onClick={() => void refreshCaptcha()}>
            {captchaUrl && <img src={captchaUrl} alt="图形验证码，点击刷新" width={98} height={34} />}
          </button>
        </MobileField>
      )}
      <LoginWaitHint seconds={waitSeconds} onUseSms={onUseSms} />
      <MobileLoginButton
        submitting={submitting}
        disabled={!canSubmitPasswordLogin(values, needCaptcha) || waitSeconds > 0}
        onClick={() => void login(values)}
      />
    </div>
  );
}
