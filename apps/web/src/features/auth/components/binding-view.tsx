import { PASSWORD_MAX, PASSWORD_MIN } from '@boguan/contracts/validation-messages';
import { Button, Form, Input } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { checkRegister, loginBinding, registerBinding, sendBindingCode } from '../api/auth-api';
import { AuthMessage, BINDING_COUNTDOWN_S } from '../lib/auth-messages';
import { finishLogin } from '../lib/finish-login';
import { type BindingValues, bindingProblem, canSubmitBinding } from '../lib/login-form-rules';
import { clearTracking, readTracking } from '../lib/login-session';
import { useAuthDialogStore } from '../stores/auth-dialog-store';
import styles from './login-dialog.module.css';
import { MobileCodeFields } from './mobile-code-fields';

/**
 * Phone binding after a WeChat scan without an account (spec 3, 4): checkRegister decides between
 * binding the scan to an existing account and registering a new advertiser account with the saved
 * tracking fields, which are cleared once binding succeeds.
 */
export function BindingView() {
  const [form] = Form.useForm<BindingValues>();
  const values = Form.useWatch([], form) ?? {};
  const unid = useAuthDialogStore((s) => s.bindUnid);
  const setLoginView = useUiStore((s) => s.setLoginView);
  const { submitting, run } = useSubmit();

  const bind = async () => {
    if (!unid) {
      toast('warning', AuthMessage.bindingExpired);
      setLoginView('wechat');
      return;
    }
    const first = bindingProblem(values, false);
    if (first) {
      toast('warning', first);
      return;
    }
    const mobile = (values.mobile ?? '').trim();
    const code = (values.code ?? '').trim();
    await run(async () => {
      const check = await checkRegister(mobile);
      if (check.code !== 1) return;
      let answer: Awaited<ReturnType<typeof loginBinding>>;
      if (check.data.registered) {
        answer = await loginBinding({ unid, mobile, mobile_captcha: code });
      } else {
        const problem = bindingProblem(values, true);
        if (problem) {
          toast('warning', problem);
          return;
        }
        const password = values.password ?? '';
        answer = await registerBinding(
          { unid, mobile, mobile_captcha: code, password, repassword: values.repassword ?? '' },
          readTracking(localStorage),
        );
      }
      if (answer.code === 1) {
        clearTracking(localStorage);
        finishLogin(answer.data.token, answer.msg);
      }
    });
  };

  return (
    <div>
      <div className={styles.title}>绑定手机号</div>
      <div className={styles.subtitle}>扫码成功，绑定手机号后即可登录</div>
      <Form form={form} size="large" onFinish={() => void bind()} autoComplete="off">
        <MobileCodeFields form={form} send={sendBindingCode} fallbackSeconds={BINDING_COUNTDOWN_S} />
        <Form.Item name="password">
          <Input.Password
            placeholder={`请设置密码（${PASSWORD_MIN}-${PASSWORD_MAX}位字母和数字）`}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="repassword">
          <Input.Password placeholder="请再次输入密码" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!canSubmitBinding(values)}>
          绑定并登录
        </Button>
      </Form>
      <div className={styles.centerRow}>
        <Button type="link" size="small" onClick={() => setLoginView('wechat')}>
          返回扫码登录
        </Button>
      </div>
    </div>
  );
}
