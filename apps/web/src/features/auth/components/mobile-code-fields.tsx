import { MOBILE_LENGTH, SMS_CODE_LENGTH } from '@boguan/contracts/validation-messages';
import { Form, type FormInstance, Input } from 'antd';
import styles from './login-dialog.module.css';
import { SmsCodeButton } from './sms-code-button';

interface MobileCodeFieldsProps {
  /** The form holding the `mobile` and `code` fields. */
  form: FormInstance;
  send: Parameters<typeof SmsCodeButton>[0]['send'];
  fallbackSeconds: number;
}

/** The mobile number and the SMS code with its countdown button, as every phone-code form shows them. */
export function MobileCodeFields({ form, send, fallbackSeconds }: MobileCodeFieldsProps) {
  return (
    <>
      <Form.Item name="mobile">
        <Input placeholder="请输入手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" />
      </Form.Item>
      <Form.Item>
        <div className={styles.codeRow}>
          <Form.Item name="code" noStyle>
            <Input placeholder="请输入短信验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" />
          </Form.Item>
          <SmsCodeButton getMobile={() => form.getFieldValue('mobile')} send={send} fallbackSeconds={fallbackSeconds} />
        </div>
      </Form.Item>
    </>
  );
}
