import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  PASSWORD_PATTERN,
  PASSWORD_RULE,
} from '@boguan/contracts/validation-messages';
import { Alert, Form, Input, Modal } from 'antd';
import { changePwd } from '../../../lib/account-settings';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';

interface Values {
  old_password: string;
  password: string;
  repassword: string;
}

/** 修改密码: the current password, then the new one twice; other devices are signed out (the note says so). */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { submitting, run } = useSubmit();
  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      const answer = await changePwd(values.old_password, values.password, values.repassword);
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      onClose();
    });
  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText="确认修改"
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title="修改成功后，其他设备上的登录将失效，当前设备保持登录。"
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        <Form.Item name="old_password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
          <Input.Password placeholder="请输入当前密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: '请输入新密码' },
            { pattern: PASSWORD_PATTERN, message: PASSWORD_RULE },
          ]}
        >
          <Input.Password
            placeholder={`${PASSWORD_MIN}-${PASSWORD_MAX}位，同时包含字母和数字`}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="repassword"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(PASSWORD_MISMATCH);
              },
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
