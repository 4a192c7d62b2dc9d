import { type RouteObject, redirect } from 'react-router';
import { lazyPage, pageRoute } from './lazy-route';
import { RouteError } from './route-error';

/** Spec 2: the mobile layout under /m/ with its own pages and a catch-all not-found page. */
export const mobileRoutes: RouteObject = {
  path: 'm',
  lazy: lazyPage(() => import('../layouts/mobile/mobile-layout'), 'MobileLayout'),
  ErrorBoundary: RouteError,
  children: [
    { index: true, loader: () => redirect('/m/index'), Component: () => null, ErrorBoundary: RouteError },
    pageRoute('index', () => import('../features/mobile/pages/mobile-home-page'), 'MobileHomePage'),
    pageRoute('login', () => import('../features/auth/pages/mobile-login-page'), 'MobileLoginPage'),
    pageRoute('user', () => import('../features/mobile/pages/mobile-user-page'), 'MobileUserPage'),
    pageRoute('member', () => import('../features/member/pages/mobile-member-page'), 'MobileMemberPage'),
    pageRoute('coupon', () => import('../features/mobile/pages/mobile-coupon-page'), 'MobileCouponPage'),
    pageRoute('blogger', () => import('../features/kol-search/pages/mobile-blogger-page'), 'MobileBloggerPage'),
    pageRoute('ranking/list', () => import('../features/kol-ranking/pages/mobile-ranking-page'), 'MobileRankingPage'),
    pageRoute('*', () => import('../features/mobile/pages/mobile-not-found-page'), 'MobileNotFoundPage'),
  ],
};
