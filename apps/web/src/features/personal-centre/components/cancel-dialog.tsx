import { CANCEL_COOLING_OFF_DAYS } from '@boguan/contracts/account-settings';
import { SMS_CODE_INVALID, SMS_CODE_LENGTH, SMS_CODE_PATTERN } from '@boguan/contracts/validation-messages';
import { Alert, Checkbox, Form, Input, Modal, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { cancelSubmit, checkCancelCode, checkPwd, sendCancelCode } from '../../../lib/account-settings';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { CodeButton } from './code-button';

/** What the user reads before cancelling (docs/accounts.md, Cancellation). */
export const CANCEL_NOTICE = [
  `提交后进入${CANCEL_COOLING_OFF_DAYS}天冷静期，所有设备将退出登录；冷静期内重新登录即自动撤销注销。`,
  '冷静期结束后，手机号、昵称、微信绑定、登录记录、反馈、收藏、监测任务、情感修正等个人信息将被删除，且无法恢复。',
  '订单、会员开通记录、提现与发票等交易凭证依法保留，但不再与您的身份关联。',
  '推广佣金余额请在注销前提现：注销后未提现的佣金将无法领取；提现审核中时不能注销。',
];

/** 注销账号: password, then an SMS code to the bound number, then the confirmation with what happens. */
export function CancelDialog({ open, mobile, onClose }: { open: boolean; mobile: string; onClose(): void }) {
  const [step, setStep] = useState(0);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [deleteAt, setDeleteAt] = useState<string | null>(null);
  const [form] = Form.useForm<{ password: string; code: string }>();
  const { submitting, run } = useSubmit();
  const close = () => {
    if (deleteAt) {
      // Every session ended with the request: leave as a visitor.
      localStorage.clear();
      window.location.assign('/home');
      return;
    }
    setStep(0);
    setAgreed(false);
    onClose();
  };
  const next = () =>
    run(async () => {
      if (step === 0) {
        const values = await form.validateFields(['password']);
        if ((await checkPwd(values.password)).code !== 1) return;
        setPassword(values.password);
        setStep(1);
      } else if (step === 1) {
        const values = await form.validateFields(['code']);
        if ((await checkCancelCode(values.code)).code !== 1) return;
        setCode(values.code);
        setStep(2);
      } else if (deleteAt) {
        close();
      } else {
        const answer = await cancelSubmit(password, code);
        if (answer.code === 1) setDeleteAt(answer.data.delete_at);
      }
    });
  const okText = deleteAt ? '我知道了' : ['下一步', '下一步', '确认注销'][step];
  return (
    <Modal
      title="注销账号"
      open={open}
      onCancel={close}
      onOk={() => void next().catch(() => undefined)}
      okText={okText}
      okButtonProps={{ danger: !deleteAt, disabled: step === 2 && !deleteAt && !agreed }}
      cancelButtonProps={{ style: deleteAt ? { display: 'none' } : undefined }}
      confirmLoading={submitting}
      destroyOnHidden
      maskClosable={false}
    >
      <Steps
        size="small"
        current={deleteAt ? 3 : step}
        items={[{ title: '验证密码' }, { title: '短信验证' }, { title: '确认注销' }]}
        style={{ margin: '8px 0 24px' }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        {step === 0 && (
          <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password placeholder="请输入当前登录密码" autoComplete="current-password" />
          </Form.Item>
        )}
        {step === 1 && (
          <Form.Item label={`短信验证码（发送至 ${mobile}）`} required>
            <Space.Compact block>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  { required: true, message: '请输入短信验证码' },
                  { pattern: SMS_CODE_PATTERN, message: SMS_CODE_INVALID },
                ]}
              >
                <Input placeholder="请输入短信验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" />
              </Form.Item>
              <CodeButton send={sendCancelCode} />
            </Space.Compact>
          </Form.Item>
        )}
      </Form>
      {step === 2 && !deleteAt && (
        <>
          <Alert
            type="warning"
            showIcon
            title="注销前请确认"
            description={
              <ul style={{ paddingLeft: 18, margin: 0 }}>
                {CANCEL_NOTICE.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
          <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} style={{ marginTop: 16 }}>
            我已了解以上内容，确认注销账号
          </Checkbox>
        </>
      )}
      {deleteAt && (
        <Alert
          type="success"
          showIcon
          title="注销申请已提交"
          description={
            <Typography.Paragraph style={{ margin: 0 }} data-testid="cancel-done">
              您的个人信息将于 {deleteAt} 后删除。在此之前重新登录即可撤销注销。
            </Typography.Paragraph>
          }
        />
      )}
    </Modal>
  );
}
