import { type RouteObject, redirect } from 'react-router';
import { ROUTES } from '../config/menu';
import { isMobileDevice } from '../lib/device';
import { AppRoot } from './app-root';
import { DesktopRoot } from './desktop-root';
import { lazyPage, pageRoute } from './lazy-route';
import { mobileRoutes } from './mobile-routes';
import { BUILT_PAGES, comingSoonPage, notFoundPage } from './page-registry';
import { isVisitorProtected } from './protected-paths';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { ScreenLoading } from './screen-loading';

/** Rendered only for the instant before a loader's redirect applies. */
function RedirectPending() {
  return null;
}

/** Spec 2: on a phone, / and /home open the mobile home. */
function homeRedirect({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  return redirect((isMobileDevice() ? '/m/index' : '/home') + search);
}

function shellRoute(path: string): RouteObject {
  return {
    path: path.slice(1),
    lazy: BUILT_PAGES[path] ?? comingSoonPage,
    ErrorBoundary: RouteError,
    loader: path === '/home' ? () => (isMobileDevice() ? redirect('/m/index') : null) : undefined,
  };
}

const openRoutes = ROUTES.filter((route) => !isVisitorProtected(route.path)).map((route) => shellRoute(route.path));
const protectedRoutes = ROUTES.filter((route) => isVisitorProtected(route.path)).map((route) => shellRoute(route.path));

/** 运营后台: staff only (the page asks the server); in the shell but not in the catalogue or the sidebar. */
const operatorRoute = pageRoute('operator', () => import('../features/operator/pages/operator-page'), 'OperatorPage');

/** The standalone pages outside the shell (no sidebar or header). */
const standaloneRoutes: RouteObject[] = [
  pageRoute('useHelp', () => import('../features/static-pages/pages/use-help-page'), 'UseHelpPage'),
  pageRoute('contact', () => import('../features/static-pages/pages/contact-page'), 'ContactPage'),
  pageRoute('about', () => import('../features/static-pages/pages/about-page'), 'AboutPage'),
  pageRoute('marketing', () => import('../features/static-pages/pages/marketing-page'), 'MarketingPage'),
  pageRoute('agreement', () => import('../features/auth/pages/agreement-page'), 'AgreementPage'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: ScreenLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: homeRedirect, Component: RedirectPending },
      mobileRoutes,
      {
        Component: DesktopRoot,
        children: [
          {
            lazy: lazyPage(() => import('../layouts/desktop/desktop-layout'), 'DesktopLayout'),
            children: [
              ...openRoutes,
              { Component: RequireLogin, children: [...protectedRoutes, operatorRoute] },
              { path: '*', lazy: notFoundPage, ErrorBoundary: RouteError },
            ],
          },
          ...standaloneRoutes,
        ],
      },
    ],
  },
];
