import { MOBILE_LENGTH, SMS_CODE_LENGTH } from '@boguan/contracts/validation-messages';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { sendLoginCode, smsLogin } from '../api/auth-api';
import { SMS_LOGIN_COUNTDOWN_S } from '../lib/auth-messages';
import { finishMobileLogin, mobileWarn } from '../lib/finish-mobile-login';
import { smsLoginProblem, smsLoginReady } from '../lib/login-form-rules';
import { useSmsCode } from '../lib/use-sms-code';
import styles from './mobile-login.module.css';

/** Mobile SMS login: same messages and 10 s countdown as desktop (spec 5, 9). */
export function MobileSmsForm() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCode({ send: sendLoginCode, fallbackSeconds: SMS_LOGIN_COUNTDOWN_S, warn: mobileWarn });

  const submit = async () => {
    const problem = smsLoginProblem({ mobile, code });
    if (problem) {
      mobileWarn(problem);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await smsLogin(mobile.trim(), code.trim());
      if (answer.code === 1) finishMobileLogin(answer.data.token);
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
          value={mobile}
          onChange={setMobile}
          clearable
        />
      </div>
      <div className={styles.field}>
        <Input placeholder="请输入短信验证码" maxLength={SMS_CODE_LENGTH} type="tel" value={code} onChange={setCode} />
        <button
          type="button"
          className={styles.codeLink}
          disabled={sms.running || sms.sending}
          onClick={() => void sms.requestCode(mobile)}
        >
          {sms.label}
        </button>
      </div>
      <Button
        className={`${styles.submit} ${smsLoginReady({ mobile, code }) ? '' : styles.muted}`}
        block
        color="primary"
        size="large"
        loading={submitting}
        onClick={() => void submit()}
      >
        登录
      </Button>
    </div>
  );
}
