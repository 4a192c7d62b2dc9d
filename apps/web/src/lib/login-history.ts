import type { LoginHistoryPage } from '@boguan/contracts/accounts.api';
import { api } from './api-client';

/*
 * The account's login history (/api/user/login_history), shown by the desktop personal centre and
 * the mobile 我的 page: one set of labels and one fetch for both.
 */

export type LoginAttempt = LoginHistoryPage['data'][number];

/** How the attempt tried to get in, as the login dialog names its tabs. */
export const LOGIN_METHOD_LABELS: Record<LoginAttempt['method'], string> = {
  password: '密码',
  sms: '短信验证码',
  wechat: '微信扫码',
};

export const loginHistoryKeys = {
  all: ['login-history'] as const,
  page: (page: number) => [...loginHistoryKeys.all, 'page', page] as const,
  pages: () => [...loginHistoryKeys.all, 'pages'] as const,
};

/** One page of attempts, newest first (10 a page). */
export const fetchLoginHistory = (page: number) => api('/api/user/login_history', { page });
