import { Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { useUiStore } from '../../../stores/ui-store';
import { useAuthDialogStore } from '../stores/auth-dialog-store';
import { ResetMobileStep } from './reset-mobile-step';
import { ResetPasswordStep } from './reset-password-step';

/**
 * Forgot password in three steps (spec 2, 4): verify the mobile, set a new password with an SMS
 * code, then a success page whose 立即登录 reopens login on the password tab. Each step only
 * advances on a code-1 answer from the server.
 */
export function ForgotPasswordDialog() {
  const open = useAuthDialogStore((s) => s.forgotOpen);
  const setForgotOpen = useAuthDialogStore((s) => s.setForgotOpen);
  const setAccountTab = useAuthDialogStore((s) => s.setAccountTab);
  const openLogin = useUiStore((s) => s.openLogin);
  const [step, setStep] = useState(0);
  const [mobile, setMobile] = useState('');

  const close = () => {
    setForgotOpen(false);
    setStep(0);
    setMobile('');
  };

  const loginNow = () => {
    close();
    setAccountTab('accountPassword');
    openLogin('account');
  };

  return (
    <Modal open={open} title="找回密码" width={460} footer={null} centered destroyOnHidden onCancel={close}>
      <Steps
        size="small"
        current={step}
        style={{ margin: '12px 0 24px' }}
        items={[{ title: '验证手机号' }, { title: '设置新密码' }, { title: '完成' }]}
      />
      {step === 0 && (
        <ResetMobileStep
          onVerified={(verified) => {
            setMobile(verified);
            setStep(1);
          }}
        />
      )}
      {step === 1 && <ResetPasswordStep mobile={mobile} onReset={() => setStep(2)} onBack={() => setStep(0)} />}
      {step === 2 && (
        <Result
          status="success"
          title="密码重置成功"
          subTitle="请使用新密码登录博观"
          extra={
            <Button type="primary" size="large" onClick={loginNow}>
              立即登录
            </Button>
          }
        />
      )}
    </Modal>
  );
}
