import { lazyPage } from './lazy-route';

/**
 * Desktop shell pages that exist. A tool adds its line here when it lands; every other route of
 * the catalogue (config/menu.ts) renders the honest 即将上线 page.
 */
/** The three ranking boards share one chunk. */
const rankingPages = () => import('../features/kol-ranking/pages/ranking-pages');
/** The three topic boards share one chunk. */
const topicRankingPages = () => import('../features/topic-ranking/pages/topic-ranking-pages');
/** The three brand boards share one chunk. */
const brandRankingPages = () => import('../features/brand-ranking/pages/brand-ranking-pages');

export const BUILT_PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  '/home': lazyPage(() => import('./home-route'), 'HomeRoute'),
  // The data dashboard (docs/data-board.md).
  '/statistics': lazyPage(() => import('../features/data-board/pages/data-board-page'), 'DataBoardPage'),
  // Back-collection (docs/kol-stope.md).
  '/stope': lazyPage(() => import('../features/kol-stope/pages/stope-page'), 'StopePage'),
  '/stopeHistory': lazyPage(() => import('../features/kol-stope/pages/stope-history-page'), 'StopeHistoryPage'),
  '/stopeResult': lazyPage(() => import('../features/kol-stope/pages/stope-result-page'), 'StopeResultPage'),
  // Account monitoring (docs/kol-monitor.md).
  '/monitor': lazyPage(() => import('../features/kol-monitor/pages/monitor-page'), 'MonitorPage'),
  '/monitorHistory': lazyPage(() => import('../features/kol-monitor/pages/monitor-history-page'), 'MonitorHistoryPage'),
  // Blogger detail, five tabs (docs/kol-detail.md).
  '/bosSearch/detail': lazyPage(() => import('../features/kol-detail/pages/kol-detail-page'), 'KolDetailPage'),
  // Blogger search (docs/kol-search.md).
  '/bosSearch': lazyPage(() => import('../features/kol-search/pages/kol-search-page'), 'KolSearchPage'),
  // Blogger rankings (docs/kol-ranking.md): one feature folder, three boards.
  '/synthe': lazyPage(rankingPages, 'SynthePage'),
  '/area': lazyPage(rankingPages, 'AreaPage'),
  '/getfans': lazyPage(rankingPages, 'GetfansPage'),
  // Favourites and blogger comparison (docs/kol-collect.md, docs/kol-contrast.md).
  '/bosCollect': lazyPage(() => import('../features/kol-collect/pages/kol-collect-page'), 'KolCollectPage'),
  '/bosContrast': lazyPage(() => import('../features/kol-contrast/pages/kol-contrast-page'), 'KolContrastPage'),
  '/bosContrast/detail': lazyPage(
    () => import('../features/kol-contrast/pages/kol-contrast-detail-page'),
    'KolContrastDetailPage',
  ),
  '/bosContrastHis': lazyPage(
    () => import('../features/kol-contrast/pages/kol-contrast-history-page'),
    'KolContrastHistoryPage',
  ),
  // Personal centre: account info, its edits, usage, login history (docs/accounts.md).
  '/user': lazyPage(() => import('../features/personal-centre/pages/user-page'), 'UserPage'),
  // Membership purchase and the user's orders (docs/payments.md).
  '/member': lazyPage(() => import('../features/member/pages/member-page'), 'MemberPage'),
  '/orderInfo': lazyPage(() => import('../features/member/pages/order-info-page'), 'OrderInfoPage'),
  // Paid referral and withdrawals (docs/referral.md).
  '/shares': lazyPage(() => import('../features/referral/pages/shares-page'), 'SharesPage'),
  '/withdraw': lazyPage(() => import('../features/referral/pages/withdraw-page'), 'WithdrawPage'),
  // Invoices (docs/invoices.md).
  '/invoice': lazyPage(() => import('../features/invoice/pages/invoice-page'), 'InvoicePage'),
  // Notices and messages (docs/personal-basics.md).
  '/inform': lazyPage(() => import('../features/inform/pages/inform-page'), 'InformPage'),
  // docs/post-monitor.md
  '/blogMonitor': lazyPage(() => import('../features/post-monitor/pages/blog-monitor-page'), 'BlogMonitorPage'),
  '/blogReport': lazyPage(() => import('../features/post-monitor/pages/blog-report-page'), 'BlogReportPage'),
  '/blogDetail': lazyPage(() => import('../features/post-monitor/pages/blog-detail-page'), 'BlogDetailPage'),
  // docs/propagation.md
  '/propagationAnalysis': lazyPage(() => import('../features/propagation/pages/propagation-page'), 'PropagationPage'),
  '/propagationAnalysisLog': lazyPage(
    () => import('../features/propagation/pages/propagation-log-page'),
    'PropagationLogPage',
  ),
  '/propagationAnalysisResult': lazyPage(
    () => import('../features/propagation/pages/propagation-result-page'),
    'PropagationResultPage',
  ),
  // docs/post-search.md
  '/blogSearch': lazyPage(() => import('../features/post-search/pages/blog-search-page'), 'BlogSearchPage'),
  '/blogHotRanking': lazyPage(
    () => import('../features/post-search/pages/blog-hot-ranking-page'),
    'BlogHotRankingPage',
  ),
  '/blogCakeRanking': lazyPage(
    () => import('../features/post-search/pages/blog-cake-ranking-page'),
    'BlogCakeRankingPage',
  ),
  // docs/final-report.md
  '/finalReport': lazyPage(() => import('../features/final-report/pages/final-report-page'), 'FinalReportPage'),
  '/finalReportLog': lazyPage(
    () => import('../features/final-report/pages/final-report-log-page'),
    'FinalReportLogPage',
  ),
  '/finalResult': lazyPage(() => import('../features/final-report/pages/final-result-page'), 'FinalResultPage'),
  '/blogAddProj': lazyPage(() => import('../features/final-report/pages/proj-add-page'), 'ProjAddPage'),
  '/blogProjRecord': lazyPage(() => import('../features/final-report/pages/proj-record-page'), 'ProjRecordPage'),
  '/blogProjBlog': lazyPage(() => import('../features/final-report/pages/proj-blog-page'), 'ProjBlogPage'),
  '/blogProjReport': lazyPage(() => import('../features/final-report/pages/proj-report-page'), 'ProjReportPage'),
  // docs/word-cloud.md
  '/wordCloud': lazyPage(() => import('../features/word-cloud/pages/word-cloud-page'), 'WordCloudPage'),
  // Hot search: the live list, an entry's life, the history (docs/hot-search.md).
  '/hotSearch': lazyPage(() => import('../features/hot-search/pages/hot-search-page'), 'HotSearchPage'),
  '/hotDetail': lazyPage(() => import('../features/hot-search/pages/hot-detail-page'), 'HotDetailPage'),
  '/hotHistory': lazyPage(() => import('../features/hot-search/pages/hot-history-page'), 'HotHistoryPage'),
  '/cloudLog': lazyPage(() => import('../features/word-cloud/pages/cloud-log-page'), 'CloudLogPage'),
  // docs/topic-ranking.md: one chunk, three boards.
  '/topictopRanking': lazyPage(topicRankingPages, 'TopicTopRankingPage'),
  '/topicRecreationRanking': lazyPage(topicRankingPages, 'TopicRecreationRankingPage'),
  '/topicheatedRanking': lazyPage(topicRankingPages, 'TopicHeatedRankingPage'),
  // docs/brand-ranking.md: one chunk, three boards.
  '/brandRanking': lazyPage(brandRankingPages, 'BrandRankingPage'),
  '/brandIncRanking': lazyPage(brandRankingPages, 'BrandIncRankingPage'),
  '/brandHotRanking': lazyPage(brandRankingPages, 'BrandHotRankingPage'),
  // docs/brand-report.md
  '/brandReport': lazyPage(() => import('../features/brand-report/pages/brand-report-page'), 'BrandReportPage'),
  '/brandReportLog': lazyPage(
    () => import('../features/brand-report/pages/brand-report-log-page'),
    'BrandReportLogPage',
  ),
  '/brandResult': lazyPage(() => import('../features/brand-report/pages/brand-result-page'), 'BrandResultPage'),
  // Brand comparison and favourite brands (docs/brand-contrast.md).
  '/brandContrast/detail': lazyPage(
    () => import('../features/brand-contrast/pages/brand-contrast-detail-page'),
    'BrandContrastDetailPage',
  ),
  '/brandContrast': lazyPage(() => import('../features/brand-contrast/pages/brand-contrast-page'), 'BrandContrastPage'),
  '/brandContrastHis': lazyPage(
    () => import('../features/brand-contrast/pages/brand-contrast-history-page'),
    'BrandContrastHistoryPage',
  ),
  '/brandCollect': lazyPage(() => import('../features/brand-collect/pages/brand-collect-page'), 'BrandCollectPage'),
  // Brand search, a brand's detail in four tabs and the visitor's sample report (docs/brand-search.md).
  '/brandSearch/detail': lazyPage(() => import('../features/brand-search/pages/brand-detail-page'), 'BrandDetailPage'),
  '/brandSearch': lazyPage(() => import('../features/brand-search/pages/brand-search-page'), 'BrandSearchPage'),
  '/brandGive': lazyPage(() => import('../features/brand-search/pages/brand-give-page'), 'BrandGivePage'),
  // docs/brand-audience.md
  '/brandAudience': lazyPage(() => import('../features/brand-audience/pages/brand-audience-page'), 'BrandAudiencePage'),
  '/brandAudienceLog': lazyPage(
    () => import('../features/brand-audience/pages/brand-audience-log-page'),
    'BrandAudienceLogPage',
  ),
  '/brandAudienceResult': lazyPage(
    () => import('../features/brand-audience/pages/brand-audience-result-page'),
    'BrandAudienceResultPage',
  ),
  // docs/topic-analysis.md
  '/topicAnalysis': lazyPage(() => import('../features/topic-analysis/pages/topic-analysis-page'), 'TopicAnalysisPage'),
  '/topicAnalysisLog': lazyPage(
    () => import('../features/topic-analysis/pages/topic-analysis-log-page'),
    'TopicAnalysisLogPage',
  ),
  '/topicAnalysisResult': lazyPage(
    () => import('../features/topic-analysis/pages/topic-analysis-result-page'),
    'TopicAnalysisResultPage',
  ),
  '/inform/detail': lazyPage(() => import('../features/inform/pages/inform-detail-page'), 'InformDetailPage'),
  // Hot-search keyword alerts and reports (docs/hot-search-watch.md).
  '/hotLog': lazyPage(() => import('../features/hot-search-watch/pages/hot-log-page'), 'HotLogPage'),
  // Topic monitoring (docs/topic-monitor.md).
  '/topicMonitor': lazyPage(() => import('../features/topic-monitor/pages/topic-monitor-page'), 'TopicMonitorPage'),
  '/topicReport': lazyPage(() => import('../features/topic-monitor/pages/topic-report-page'), 'TopicReportPage'),
  '/topicDetail': lazyPage(() => import('../features/topic-monitor/pages/topic-detail-page'), 'TopicDetailPage'),
  // Local life: a city's merchants, districts and local bloggers (docs/local-life.md).
  '/life': lazyPage(() => import('../features/life/pages/life-page'), 'LifePage'),
  // Custom data orders (docs/custom-orders.md).
  '/lifeCustom': lazyPage(() => import('../features/custom-order/pages/custom-order-page'), 'CustomOrderPage'),
  // The data export centre and the one export history of every tool (docs/exports.md).
  '/dataExport': lazyPage(() => import('../features/data-export/pages/data-export-page'), 'DataExportPage'),
  '/dataExportRecord': lazyPage(
    () => import('../features/data-export/pages/data-export-record-page'),
    'DataExportRecordPage',
  ),
};

export const comingSoonPage = lazyPage(
  () => import('../features/coming-soon/pages/coming-soon-page'),
  'ComingSoonPage',
);

export const notFoundPage = lazyPage(() => import('../features/static-pages/pages/not-found-page'), 'NotFoundPage');
