import { AccountFieldMax } from '@boguan/contracts/accounts';
import { MOBILE_LENGTH, PASSWORD_MAX } from '@boguan/contracts/validation-messages';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { getCaptcha, passwordLogin } from '../api/auth-api';
import { finishLogin } from '../lib/finish-login';
import { canSubmitPasswordLogin, type PasswordLoginValues } from '../lib/login-form-rules';
import styles from './login-dialog.module.css';

/**
 * Account + password. After the first failure the image captcha appears and every further
 * failure fetches a new one (spec 4, 8); the server's message is toasted by the api client.
 */
export function PasswordLoginForm() {
  const [form] = Form.useForm<PasswordLoginValues>();
  const values = Form.useWatch([], form) ?? {};
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaUrl, setCaptchaUrl] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = async () => {
    form.setFieldValue('img_captcha', '');
    const answer = await getCaptcha();
    if (answer.code === 1) setCaptchaUrl(answer.data.url);
  };

  const submit = async () => {
    if (!canSubmitPasswordLogin(values, needCaptcha)) return;
    setSubmitting(true);
    try {
      const answer = await passwordLogin({
        username: (values.username ?? '').trim(),
        password: values.password ?? '',
        ...(needCaptcha ? { img_captcha: (values.img_captcha ?? '').trim() } : {}),
      });
      if (answer.code === 1) {
        finishLogin(answer.data.token);
        return;
      }
      setNeedCaptcha(true);
      await refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={() => void submit()} autoComplete="off">
      <Form.Item name="username">
        <Input placeholder="请输入手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="password">
        <Input.Password placeholder="请输入密码" maxLength={PASSWORD_MAX} />
      </Form.Item>
      {needCaptcha && (
        <Form.Item>
          <div className={styles.codeRow}>
            <Form.Item name="img_captcha" noStyle>
              <Input placeholder="请输入图形验证码" maxLength={AccountFieldMax.imgCaptcha} />
            </Form.Item>
            {captchaUrl ? (
              <button type="button" className={styles.captchaImage} onClick={() => void refreshCaptcha()}>
                <img src={captchaUrl} alt="图形验证码，点击刷新" title="看不清？点击换一张" width={110} height={38} />
              </button>
            ) : (
              <Button className={styles.codeButton} onClick={() => void refreshCaptcha()}>
                获取图形验证码
              </Button>
            )}
          </div>
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        disabled={!canSubmitPasswordLogin(values, needCaptcha)}
      >
        登录
      </Button>
    </Form>
  );
}
