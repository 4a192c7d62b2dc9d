import { AccountMessage } from '@boguan/contracts/accounts';
import { call } from './api-client';
import { toast } from './feedback-bridge';

/** Spec 4/9: home opens this long after the logout message. */
const LOGOUT_REDIRECT_DELAY_MS = 500;

/**
 * Spec 4: revoke the token on the server, clear ALL local storage, say '退出登录成功' and reopen
 * /home after 0.5 s. Local state is cleared even when the server cannot be reached, because the
 * user asked to leave this browser signed out; a full page load resets every in-memory store.
 * The header's user menu and /m/user both log out through here.
 */
export async function logout(): Promise<void> {
  await call('/api/user/logout', {}, { silent: true, raw: true });
  localStorage.clear();
  toast('success', AccountMessage.logoutOk);
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS));
  window.location.assign('/home');
}
