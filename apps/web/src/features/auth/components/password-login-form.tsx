import { AccountFieldMax } from '@boguan/contracts/accounts';
import { MOBILE_LENGTH, PASSWORD_MAX } from '@boguan/contracts/validation-messages';
import { Button, Form, Input } from 'antd';
import { finishLogin } from '../lib/finish-login';
import { canSubmitPasswordLogin, type PasswordLoginValues } from '../lib/login-form-rules';
import { usePasswordLogin } from '../lib/use-password-login';
import styles from './login-dialog.module.css';
import { LoginWaitHint } from './login-wait-hint';

/**
 * Account + password. After the first failure the image captcha appears and every further
 * failure fetches a new one (spec 4, 8); the server's message is toasted by the api client.
 */
export function PasswordLoginForm({ onUseSms }: { onUseSms(): void }) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const values = Form.useWatch([], form) ?? {};
  const { needCaptcha, captchaUrl, submitting, refreshCaptcha, login, waitSeconds } = usePasswordLogin({
    finish: finishLogin,
    clearCaptcha: () => form.setFieldValue('img_captcha', ''),
  });

  return (
    <Form form={form} size="large" onFinish={() => void login(values)} autoComplete="off">
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
      <LoginWaitHint seconds={waitSeconds} onUseSms={onUseSms} />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        disabled={!canSubmitPasswordLogin(values, needCaptcha) || waitSeconds > 0}
      >
        登录
      </Button>
    </Form>
  );
}
