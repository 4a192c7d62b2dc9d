import { AccountFieldMax } from '@boguan/contracts/accounts';
import { MOBILE_LENGTH, PASSWORD_MAX } from '@boguan/contracts/validation-messages';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { getCaptcha, passwordLogin } from '../api/auth-api';
import { finishMobileLogin } from '../lib/finish-mobile-login';
import { canSubmitPasswordLogin } from '../lib/login-form-rules';
import styles from './mobile-login.module.css';

/** Mobile password login with the desktop rules: captcha after the first failure, button gated. */
export function MobilePasswordForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [imgCaptcha, setImgCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaUrl, setCaptchaUrl] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const ready = canSubmitPasswordLogin({ username, password, img_captcha: imgCaptcha }, needCaptcha);

  const refreshCaptcha = async () => {
    setImgCaptcha('');
    const answer = await getCaptcha();
    if (answer.code === 1) setCaptchaUrl(answer.data.url);
  };

  const submit = async () => {
    if (!ready) return;
    setSubmitting(true);
    try {
      const answer = await passwordLogin({
        username: username.trim(),
        password,
        ...(needCaptcha ? { img_captcha: imgCaptcha.trim() } : {}),
      });
      if (answer.code === 1) {
        finishMobileLogin(answer.data.token);
        return;
      }
      setNeedCaptcha(true);
      await refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <Input
          placeholder="请输入手机号"
          maxLength={MOBILE_LENGTH}
          type="tel"
          value={username}
          onChange={setUsername}
          clearable
        />
      </div>
      <div className={styles.field}>
        <Input
          placeholder="请输入密码"
          maxLength={PASSWORD_MAX}
          type="password"
          value={password}
          onChange={setPassword}
        />
      </div>
      {needCaptcha && (
        <div className={styles.field}>
          <Input
            placeholder="请输入图形验证码"
            maxLength={AccountFieldMax.imgCaptcha}
            value={imgCaptcha}
            onChange={setImgCaptcha}
          />
          <button type="button" className={styles.captcha} onClick={() => void refreshCaptcha()}>
            {captchaUrl && <img src={captchaUrl} alt="图形验证码，点击刷新" width={98} height={34} />}
          </button>
        </div>
      )}
      <Button
        className={styles.submit}
        block
        color="primary"
        size="large"
        loading={submitting}
        disabled={!ready}
        onClick={() => void submit()}
      >
        登录
      </Button>
    </div>
  );
}
