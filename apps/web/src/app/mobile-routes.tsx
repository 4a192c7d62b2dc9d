import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from './lazy-route';
import { RouteError } from './route-error';

const comingSoon = lazyPage(
  () => import('../features/mobile/pages/mobile-coming-soon-page'),
  (m) => m.MobileComingSoonPage,
);

/** Spec 2: the mobile layout under /m/ with its own pages and a catch-all not-found page. */
export const mobileRoutes: RouteObject = {
  path: 'm',
  lazy: lazyPage(
    () => import('../layouts/mobile/mobile-layout'),
    (m) => m.MobileLayout,
  ),
  ErrorBoundary: RouteError,
  children: [
    { index: true, loader: () => redirect('/m/index'), Component: () => null },
    {
      path: 'index',
      lazy: lazyPage(
        () => import('../features/mobile/pages/mobile-home-page'),
        (m) => m.MobileHomePage,
      ),
    },
    {
      path: 'login',
      lazy: lazyPage(
        () => import('../features/auth/pages/mobile-login-page'),
        (m) => m.MobileLoginPage,
      ),
    },
    {
      path: 'user',
      lazy: lazyPage(
        () => import('../features/mobile/pages/mobile-user-page'),
        (m) => m.MobileUserPage,
      ),
    },
    { path: 'member', lazy: comingSoon },
    { path: 'coupon', lazy: comingSoon },
    {
      path: 'blogger',
      lazy: lazyPage(
        () => import('../features/kol-search/pages/mobile-blogger-page'),
        (m) => m.MobileBloggerPage,
      ),
    },
    {
      path: 'ranking/list',
      lazy: lazyPage(
        () => import('../features/kol-ranking/pages/mobile-ranking-page'),
        (m) => m.MobileRankingPage,
      ),
    },
    {
      path: '*',
      lazy: lazyPage(
        () => import('../features/mobile/pages/mobile-not-found-page'),
        (m) => m.MobileNotFoundPage,
      ),
    },
  ].map((route) => ({ ...route, ErrorBoundary: RouteError })),
};
