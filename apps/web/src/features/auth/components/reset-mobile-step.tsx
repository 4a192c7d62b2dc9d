import { MOBILE_LENGTH, mobileProblem } from '@boguan/contracts/validation-messages';
import { Button, Form, Input, Radio } from 'antd';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { checkMobile } from '../api/auth-api';

interface ResetMobileStepProps {
  onVerified(mobile: string): void;
}

/** Step 1: the identity (only 我是广告主, identity_type Ad, spec 3) and the account's mobile. */
export function ResetMobileStep({ onVerified }: ResetMobileStepProps) {
  const [form] = Form.useForm<{ identity_type: string; mobile: string }>();
  const { submitting, submit } = useGuardedSubmit();

  const next = () => {
    const mobile = (form.getFieldValue('mobile') ?? '').trim();
    return submit(mobileProblem(mobile), async () => {
      const answer = await checkMobile(mobile);
      if (answer.code === 1) onVerified(mobile);
    });
  };

  return (
    <Form
      form={form}
      size="large"
      layout="vertical"
      initialValues={{ identity_type: 'Ad' }}
      onFinish={() => void next()}
      autoComplete="off"
    >
      <Form.Item name="identity_type" label="身份">
        <Radio.Group options={[{ value: 'Ad', label: '我是广告主' }]} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号">
        <Input placeholder="请输入注册时使用的手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        下一步
      </Button>
    </Form>
  );
}
