import { Modal } from 'antd';
import { useUiStore } from '../../../stores/ui-store';
import { AccountLoginView } from './account-login-view';
import { BindingView } from './binding-view';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { WechatLoginView } from './wechat-login-view';

/**
 * The login dialog (spec 2: 350 px wide) driven by ui-store loginOpen/loginView. Mounted once by
 * the shell; it also hosts the forgot-password dialog so that flow can hand back to login.
 * Views unmount when hidden, which stops QR polling and resets half-typed forms.
 */
export function LoginDialog() {
  const open = useUiStore((s) => s.loginOpen);
  const view = useUiStore((s) => s.loginView);
  const closeLogin = useUiStore((s) => s.closeLogin);

  return (
    <>
      <Modal
        open={open}
        width={350}
        footer={null}
        centered
        destroyOnHidden
        mask={{ closable: false }}
        onCancel={closeLogin}
      >
        {view === 'wechat' && <WechatLoginView />}
        {view === 'account' && <AccountLoginView />}
        {view === 'binDing' && <BindingView />}
      </Modal>
      <ForgotPasswordDialog />
    </>
  );
}
