import { Button, Form } from 'antd';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { sendLoginCode, smsLogin } from '../api/auth-api';
import { SMS_LOGIN_COUNTDOWN_S } from '../lib/auth-messages';
import { finishLogin } from '../lib/finish-login';
import { type SmsLoginValues, smsLoginProblem, smsLoginReady } from '../lib/login-form-rules';
import styles from './login-dialog.module.css';
import { MobileCodeFields } from './mobile-code-fields';

/**
 * Mobile + SMS code. The submit button looks inactive until both fields are filled but stays
 * clickable, so that pressing it early gives the spec's warning '请输入账号和短信验证码进行登录!'.
 */
export function SmsLoginForm() {
  const [form] = Form.useForm<SmsLoginValues>();
  const values = Form.useWatch([], form) ?? {};
  const { submitting, submit } = useGuardedSubmit();

  const login = () =>
    submit(smsLoginProblem(values), async () => {
      const answer = await smsLogin((values.mobile ?? '').trim(), (values.code ?? '').trim());
      if (answer.code === 1) finishLogin(answer.data.token, answer.msg);
    });

  return (
    <Form form={form} size="large" onFinish={() => void login()} autoComplete="off">
      <MobileCodeFields form={form} send={sendLoginCode} fallbackSeconds={SMS_LOGIN_COUNTDOWN_S} />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        className={smsLoginReady(values) ? undefined : styles.mutedSubmit}
      >
        登录
      </Button>
    </Form>
  );
}
