import { lazyPage } from './lazy-route';

/**
 * Desktop shell pages that exist. A tool adds its line here when it lands; every other route of
 * the catalogue (config/menu.ts) renders the honest 即将上线 page.
 */
export const BUILT_PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  '/home': lazyPage(
    () => import('./home-route'),
    (m) => m.HomeRoute,
  ),
  // Back-collection (docs/kol-stope.md).
  '/stope': lazyPage(
    () => import('../features/kol-stope/pages/stope-page'),
    (m) => m.StopePage,
  ),
  '/stopeHistory': lazyPage(
    () => import('../features/kol-stope/pages/stope-history-page'),
    (m) => m.StopeHistoryPage,
  ),
  '/stopeResult': lazyPage(
    () => import('../features/kol-stope/pages/stope-result-page'),
    (m) => m.StopeResultPage,
  ),
  // Account monitoring (docs/kol-monitor.md).
  '/monitor': lazyPage(
    () => import('../features/kol-monitor/pages/monitor-page'),
    (m) => m.MonitorPage,
  ),
  '/monitorHistory': lazyPage(
    () => import('../features/kol-monitor/pages/monitor-history-page'),
    (m) => m.MonitorHistoryPage,
  ),
  // Blogger detail, five tabs (docs/kol-detail.md).
  '/bosSearch/detail': lazyPage(
    () => import('../features/kol-detail/pages/kol-detail-page'),
    (m) => m.KolDetailPage,
  ),
  // Blogger search (docs/kol-search.md).
  '/bosSearch': lazyPage(
    () => import('../features/kol-search/pages/kol-search-page'),
    (m) => m.KolSearchPage,
  ),
  // Blogger rankings (docs/kol-ranking.md): one feature folder, three boards.
  '/synthe': lazyPage(
    () => import('../features/kol-ranking/pages/ranking-pages'),
    (m) => m.SynthePage,
  ),
  '/area': lazyPage(
    () => import('../features/kol-ranking/pages/ranking-pages'),
    (m) => m.AreaPage,
  ),
  '/getfans': lazyPage(
    () => import('../features/kol-ranking/pages/ranking-pages'),
    (m) => m.GetfansPage,
  ),
  // Favourites and blogger comparison (docs/kol-collect.md, docs/kol-contrast.md).
  '/bosCollect': lazyPage(
    () => import('../features/kol-collect/pages/kol-collect-page'),
    (m) => m.KolCollectPage,
  ),
  '/bosContrast': lazyPage(
    () => import('../features/kol-contrast/pages/kol-contrast-page'),
    (m) => m.KolContrastPage,
  ),
  '/bosContrast/detail': lazyPage(
    () => import('../features/kol-contrast/pages/kol-contrast-detail-page'),
    (m) => m.KolContrastDetailPage,
  ),
  '/bosContrastHis': lazyPage(
    () => import('../features/kol-contrast/pages/kol-contrast-history-page'),
    (m) => m.KolContrastHistoryPage,
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
