import { request } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';
import { AuthMessage, LOGOUT_REDIRECT_DELAY_MS } from '../lib/auth-messages';

/**
 * Spec 4: revoke the token on the server, clear ALL local storage, say '退出登录成功' and reopen
 * /home after 0.5 s. Local state is cleared even when the server cannot be reached, because the
 * user asked to leave this browser signed out; a full page load resets every in-memory store.
 */
export async function logout(): Promise<void> {
  await request('/api/user/logout', {}, { silent: true, raw: true });
  localStorage.clear();
  toast('success', AuthMessage.logoutSuccess);
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS));
  window.location.assign('/home');
}
