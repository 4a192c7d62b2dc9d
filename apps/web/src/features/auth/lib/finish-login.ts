import { toast } from '../../../lib/feedback-bridge';
import { useUiStore } from '../../../stores/ui-store';
import { AuthMessage, LOGIN_RELOAD_DELAY_MS } from './auth-messages';
import { saveLoginSession } from './login-session';

/**
 * Desktop login success (spec 4): store the session, say '登录成功' and after 500 ms either load
 * the page the login was opened for (ui-store afterLogin, e.g. /home from /marketing) or reload
 * the current one. A full load is deliberate: every store then starts from the new token.
 */
export function finishLogin(token: string, message?: string): void {
  saveLoginSession(localStorage, token);
  // The server's message also says when the login undid a pending account cancellation.
  toast('success', message || AuthMessage.loginSuccess);
  const { afterLogin } = useUiStore.getState();
  setTimeout(() => {
    if (afterLogin) window.location.assign(afterLogin);
    else window.location.reload();
  }, LOGIN_RELOAD_DELAY_MS);
}
