import { Button, Tabs } from 'antd';
import { useUiStore } from '../../../stores/ui-store';
import { type AccountTab, useAuthDialogStore } from '../stores/auth-dialog-store';
import { AgreementNote } from './agreement-note';
import styles from './login-dialog.module.css';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

/** Account view with the spec's two tabs: accountPassword (密码登录) and note (验证码登录). */
export function AccountLoginView() {
  const setLoginView = useUiStore((s) => s.setLoginView);
  const closeLogin = useUiStore((s) => s.closeLogin);
  const { accountTab, setAccountTab, setForgotOpen } = useAuthDialogStore();

  const openForgot = () => {
    closeLogin();
    setForgotOpen(true);
  };

  return (
    <div>
      <div className={styles.title}>账号登录</div>
      <Tabs
        centered
        activeKey={accountTab}
        onChange={(key) => setAccountTab(key as AccountTab)}
        items={[
          {
            key: 'accountPassword',
            label: '密码登录',
            children: <PasswordLoginForm onUseSms={() => setAccountTab('note')} />,
          },
          { key: 'note', label: '验证码登录', children: <SmsLoginForm /> },
        ]}
      />
      <div className={styles.switchRow}>
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={openForgot}>
          忘记密码？
        </Button>
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setLoginView('wechat')}>
          微信扫码登录/注册
        </Button>
      </div>
      <AgreementNote />
    </div>
  );
}
