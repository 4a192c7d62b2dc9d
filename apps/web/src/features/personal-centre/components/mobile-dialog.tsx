import {
  MOBILE_INVALID,
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  SMS_CODE_INVALID,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
} from '@boguan/contracts/validation-messages';
import { Form, Input, Modal, Space, Steps } from 'antd';
import { useState } from 'react';
import { changeBinding, checkOldNumberCode, sendNewNumberCode, sendOldNumberCode } from '../../../lib/account-settings';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { CodeButton } from './code-button';

interface Props {
  open: boolean;
  /** The bound number, masked. */
  current: string;
  onClose(): void;
  onChanged(): void;
}

const codeRules = [
  { required: true, message: '请输入短信验证码' },
  { pattern: SMS_CODE_PATTERN, message: SMS_CODE_INVALID },
];

/** 更换手机号: step 1 proves the bound number by SMS, step 2 binds the new number with its own code. */
export function MobileDialog({ open, current, onClose, onChanged }: Props) {
  const [step, setStep] = useState(0);
  const [oldCode, setOldCode] = useState('');
  const [form] = Form.useForm<{ old_code: string; mobile: string; code: string }>();
  const { submitting, run } = useSubmit();
  const close = () => {
    setStep(0);
    setOldCode('');
    onClose();
  };
  const next = () =>
    run(async () => {
      if (step === 0) {
        const { old_code } = await form.validateFields(['old_code']);
        const answer = await checkOldNumberCode(old_code);
        if (answer.code !== 1) return;
        setOldCode(old_code);
        setStep(1);
        return;
      }
      const values = await form.validateFields(['mobile', 'code']);
      const answer = await changeBinding(oldCode, values.mobile, values.code);
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      onChanged();
      close();
    });
  const sendNew = async () => {
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    if (!MOBILE_PATTERN.test(mobile)) {
      toast('warning', MOBILE_INVALID);
      return { code: 0, msg: MOBILE_INVALID, data: null };
    }
    return sendNewNumberCode(mobile);
  };
  return (
    <Modal
      title="更换手机号"
      open={open}
      onCancel={close}
      onOk={() => void next().catch(() => undefined)}
      okText={step === 0 ? '下一步' : '确认更换'}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]}
        style={{ margin: '8px 0 24px' }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        {step === 0 ? (
          <>
            <Form.Item label="当前手机号">
              <Input value={current} disabled />
            </Form.Item>
            <Form.Item label="短信验证码" required>
              <Space.Compact block>
                <Form.Item name="old_code" noStyle rules={codeRules}>
                  <Input placeholder="请输入原手机号收到的验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" />
                </Form.Item>
                <CodeButton key="old" send={sendOldNumberCode} />
              </Space.Compact>
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="mobile"
              label="新手机号"
              rules={[
                { required: true, message: '请输入新手机号' },
                { pattern: MOBILE_PATTERN, message: MOBILE_INVALID },
              ]}
            >
              <Input placeholder="请输入新手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" />
            </Form.Item>
            <Form.Item label="短信验证码" required>
              <Space.Compact block>
                <Form.Item name="code" noStyle rules={codeRules}>
                  <Input placeholder="请输入新手机号收到的验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" />
                </Form.Item>
                <CodeButton key="new" send={sendNew} />
              </Space.Compact>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
