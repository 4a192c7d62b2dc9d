import { Toast } from 'antd-mobile';
import { AuthMessage, LOGIN_RELOAD_DELAY_MS } from './auth-messages';
import { saveLoginSession } from './login-session';

/** Where the mobile login page sends a signed-in user (spec 2). */
export const MOBILE_HOME_PATH = '/m/index';

/** Mobile login success: same storage rules as desktop, then the mobile home after 500 ms. */
export function finishMobileLogin(token: string, message?: string): void {
  saveLoginSession(localStorage, token);
  Toast.show({ icon: 'success', content: message || AuthMessage.loginSuccess });
  setTimeout(() => window.location.assign(MOBILE_HOME_PATH), LOGIN_RELOAD_DELAY_MS);
}

export function mobileWarn(text: string): void {
  Toast.show({ content: text });
}
