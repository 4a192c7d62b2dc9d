import { PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_LENGTH } from '@boguan/contracts/validation-messages';
import { Button, Form, Input } from 'antd';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { resetPassword, sendResetCode } from '../api/auth-api';
import { RESET_COUNTDOWN_S } from '../lib/auth-messages';
import { type ResetPasswordValues, resetPasswordProblem } from '../lib/login-form-rules';
import styles from './login-dialog.module.css';
import { SmsCodeButton } from './sms-code-button';

interface ResetPasswordStepProps {
  mobile: string;
  onReset(): void;
  onBack(): void;
}

/** Step 2: SMS code (59 s countdown, resetGetCode) plus the new password twice → restPwd. */
export function ResetPasswordStep({ mobile, onReset, onBack }: ResetPasswordStepProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const { submitting, submit } = useGuardedSubmit();

  const reset = () => {
    const values = form.getFieldsValue();
    return submit(resetPasswordProblem(values), async () => {
      const answer = await resetPassword({
        mobile,
        mobile_captcha: (values.code ?? '').trim(),
        password: values.password ?? '',
        repassword: values.repassword ?? '',
      });
      if (answer.code === 1) onReset();
    });
  };

  return (
    <Form form={form} size="large" layout="vertical" onFinish={() => void reset()} autoComplete="off">
      <Form.Item label="手机号">
        <Input value={mobile} disabled />
      </Form.Item>
      <Form.Item label="短信验证码">
        <div className={styles.codeRow}>
          <Form.Item name="code" noStyle>
            <Input placeholder="请输入短信验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" />
          </Form.Item>
          <SmsCodeButton getMobile={() => mobile} send={sendResetCode} fallbackSeconds={RESET_COUNTDOWN_S} />
        </div>
      </Form.Item>
      <Form.Item name="password" label="新密码">
        <Input.Password
          placeholder={`${PASSWORD_MIN}-${PASSWORD_MAX}位，同时包含字母和数字`}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="repassword" label="确认新密码">
        <Input.Password placeholder="请再次输入新密码" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <div className={styles.codeRow}>
        <Button block onClick={onBack}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确认修改
        </Button>
      </div>
    </Form>
  );
}
