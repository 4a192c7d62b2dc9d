import { SMS_CODE_LENGTH } from '@boguan/contracts/validation-messages';
import { useState } from 'react';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { sendLoginCode, smsLogin } from '../api/auth-api';
import { SMS_LOGIN_COUNTDOWN_S } from '../lib/auth-messages';
import { finishMobileLogin, mobileWarn } from '../lib/finish-mobile-login';
import { smsLoginProblem, smsLoginReady } from '../lib/login-form-rules';
import { useSmsCode } from '../lib/use-sms-code';
import { MobileField, MobileLoginButton, MobilePhoneField } from './mobile-fields';
import styles from './mobile-login.module.css';

/** Mobile SMS login: same messages and 10 s countdown as desktop (spec 5, 9). */
export function MobileSmsForm() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { submitting, submit } = useGuardedSubmit(mobileWarn);
  const sms = useSmsCode({ send: sendLoginCode, fallbackSeconds: SMS_LOGIN_COUNTDOWN_S, warn: mobileWarn });

  const login = () =>
    submit(smsLoginProblem({ mobile, code }), async () => {
      const answer = await smsLogin(mobile.trim(), code.trim());
      if (answer.code === 1) finishMobileLogin(answer.data.token, answer.msg);
    });

  return (
    <div className={styles.form}>
      <MobilePhoneField value={mobile} onChange={setMobile} />
      <MobileField
        placeholder="请输入短信验证码"
        maxLength={SMS_CODE_LENGTH}
        type="tel"
        value={code}
        onChange={setCode}
      >
        <button
          type="button"
          className={styles.codeLink}
          disabled={sms.running || sms.sending}
          onClick={() => void sms.requestCode(mobile)}
        >
          {sms.label}
        </button>
      </MobileField>
      <MobileLoginButton
        submitting={submitting}
        muted={!smsLoginReady({ mobile, code })}
        onClick={() => void login()}
      />
    </div>
  );
}
