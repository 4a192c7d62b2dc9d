import { lazyPage } from './lazy-route';

/**
 * Desktop shell pages that exist. A tool adds its line here when it lands; every other route of
 * the catalogue (config/menu.ts) renders the honest 即将上线 page.
 */
export const BUILT_PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  '/home': lazyPage(
    () => import('../features/home/pages/home-page'),
    (m) => m.HomePage,
  ),
};

export const comingSoonPage = lazyPage(
  () => import('../features/coming-soon/pages/coming-soon-page'),
  (m) => m.ComingSoonPage,
);

export const notFoundPage = lazyPage(
  () => import('../features/static-pages/pages/not-found-page'),
  (m) => m.NotFoundPage,
);
