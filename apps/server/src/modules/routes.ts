import type { ApiPath } from '@boguan/contracts/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.js';
import { type Handlers, registerEndpoints } from '../plugins/endpoints.js';
import { accountSettingsRoutes } from './account-settings/account-settings.routes.js';
import { accountsPages } from './accounts/accounts.pages.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { brandAlertRoutes } from './brand-alert/brand-alert.routes.js';
import { brandAudienceRoutes } from './brand-audience/brand-audience.routes.js';
import { brandCollectRoutes } from './brand-collect/brand-collect.routes.js';
import { brandContrastRoutes } from './brand-contrast/brand-contrast.routes.js';
import { brandRankingRoutes } from './brand-ranking/brand-ranking.routes.js';
import { brandReportRoutes } from './brand-report/brand-report.routes.js';
import { brandSearchRoutes } from './brand-search/brand-search.routes.js';
import { collectionRoutes } from './collection/collection.routes.js';
import { couponsRoutes } from './coupons/coupons.routes.js';
import { customOrderRoutes } from './custom-order/custom-order.routes.js';
import { dataBoardRoutes } from './data-board/data-board.routes.js';
import { dataExportRoutes } from './data-export/data-export.routes.js';
import { demoImagesPages } from './demo-images/demo-images.pages.js';
import { exportsRoutes } from './exports/exports.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { finalReportRoutes } from './final-report/final-report.routes.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { homeContentPages } from './home-content/home-content.pages.js';
import { homeContentRoutes } from './home-content/home-content.routes.js';
import { hotSearchRoutes } from './hot-search/hot-search.routes.js';
import { hotSearchWatchDevPages } from './hot-search-watch/hot-search-watch.dev.pages.js';
import { hotSearchWatchRoutes } from './hot-search-watch/hot-search-watch.routes.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { kolCollectRoutes } from './kol-collect/kol-collect.routes.js';
import { kolContrastRoutes } from './kol-contrast/kol-contrast.routes.js';
import { kolDetailRoutes } from './kol-detail/kol-detail.routes.js';
import { kolMonitorDevPages } from './kol-monitor/kol-monitor.dev.pages.js';
import { kolMonitorRoutes } from './kol-monitor/kol-monitor.routes.js';
import { kolRankingRoutes } from './kol-ranking/kol-ranking.routes.js';
import { kolSearchRoutes } from './kol-search/kol-search.routes.js';
import { kolStopeRoutes } from './kol-stope/kol-stope.routes.js';
import { lifeRoutes } from './life/life.routes.js';
import { openApiRoutes } from './open-api/open-api.routes.js';
import { operatorRoutes } from './operator/operator.routes.js';
import { paymentsPages } from './payments/payments.pages.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { postMonitorDevPages } from './post-monitor/post-monitor.dev.pages.js';
import { postMonitorRoutes } from './post-monitor/post-monitor.routes.js';
import { postSearchRoutes } from './post-search/post-search.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { propagationRoutes } from './propagation/propagation.routes.js';
import { quickEntryRoutes } from './quick-entry/quick-entry.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { sentimentPages, sentimentRoutes } from './sentiment/sentiment.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { systemPages } from './system/system.pages.js';
import { topicAnalysisRoutes } from './topic-analysis/topic-analysis.routes.js';
import { topicMonitorDevPages } from './topic-monitor/topic-monitor.dev.pages.js';
import { topicMonitorRoutes } from './topic-monitor/topic-monitor.routes.js';
import { topicRankingRoutes } from './topic-ranking/topic-ranking.routes.js';
import { uploadsPages } from './uploads/uploads.pages.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { walletDevPages } from './wallet/wallet.dev.pages.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { importRoutes } from './weibo-data/import.routes.js';
import { wordCloudRoutes } from './word-cloud/word-cloud.routes.js';

/**
 * The handler of every row of the endpoint map (packages/contracts/src/api.ts). A row without a
 * handler, or a handler without a row, does not compile.
 */
function apiHandlers(ctx: AppContext): Handlers<ApiPath> {
  return {
    // Accounts: login in all three ways, binding, reset, sessions (docs/accounts.md).
    ...accountsRoutes(ctx),
    // The user's own account on /user: nickname, password check, mobile, WeChat, cancellation.
    ...accountSettingsRoutes(ctx),
    // Personal info and the welcome questionnaire (docs/personal-basics.md).
    ...profileRoutes(ctx),
    // Feedback, uploads, gifts, coupons, home content, quick entry, statistics (docs/personal-basics.md).
    ...feedbackRoutes(ctx),
    ...uploadsRoutes(ctx),
    ...giftsRoutes(ctx),
    ...couponsRoutes(ctx),
    ...homeContentRoutes(ctx),
    ...quickEntryRoutes(ctx),
    ...statisticsRoutes(ctx),
    // The header search; where the data comes from and the operators' import (docs/architecture.md).
    ...searchRoutes(ctx),
    ...collectionRoutes(ctx),
    ...importRoutes(ctx),
    // Exports: the history and job-built files every tool's .xlsx goes through (docs/exports.md).
    ...exportsRoutes(ctx),
    ...dataExportRoutes(ctx),
    ...openApiRoutes(ctx),
    // Blogger search (docs/kol-search.md).
    ...kolSearchRoutes(ctx),
    // Blogger detail /bosSearch/detail, five tabs (docs/kol-detail.md).
    ...kolDetailRoutes(ctx),
    // Blogger rankings /synthe, /area, /getfans and their exports (docs/kol-ranking.md).
    ...kolRankingRoutes(ctx),
    // Favourite bloggers /bosCollect (docs/kol-collect.md).
    ...kolCollectRoutes(ctx),
    // Comparison /bosContrast, /bosContrast/detail, /bosContrastHis (docs/kol-contrast.md).
    ...kolContrastRoutes(ctx),
    // Account monitoring /monitor, /monitorHistory (docs/kol-monitor.md).
    ...kolMonitorRoutes(ctx),
    // Back-collection /stope, /stopeHistory, /stopeResult and the ad-post analysis (docs/kol-stope.md).
    ...kolStopeRoutes(ctx),
    // Sentiment corrections: a user's own labels of posts and comments (docs/sentiment-corrections.md).
    ...sentimentRoutes(ctx),
    // Membership purchase: quote, orders, status, the order list (docs/payments.md).
    ...paymentsRoutes(ctx),
    // Paid referral, the commission ledger and withdrawals (docs/referral.md).
    ...walletRoutes(ctx),
    // Invoices for paid orders (docs/invoices.md).
    ...invoicesRoutes(ctx),
    // The operator area (docs/operator.md).
    ...operatorRoutes(ctx),
    // The post tools (docs/post-monitor.md, propagation.md, post-search.md, final-report.md, word-cloud.md).
    ...postMonitorRoutes(ctx),
    ...propagationRoutes(ctx),
    ...postSearchRoutes(ctx),
    ...finalReportRoutes(ctx),
    ...wordCloudRoutes(ctx),
    // Hot search: the live list /hotSearch, /hotDetail and the history /hotHistory (docs/hot-search.md).
    ...hotSearchRoutes(ctx),
    // Hot-search keyword alerts and reports /hotLog (docs/hot-search-watch.md).
    ...hotSearchWatchRoutes(ctx),
    // Topic monitoring /topicMonitor, /topicReport, /topicDetail (docs/topic-monitor.md).
    ...topicMonitorRoutes(ctx),
    // Topic analysis /topicAnalysis, /topicAnalysisLog, /topicAnalysisResult (docs/topic-analysis.md).
    ...topicAnalysisRoutes(ctx),
    // Brand reports /brandReport, /brandReportLog, /brandResult (docs/brand-report.md).
    ...brandReportRoutes(ctx),
    // Topic boards /topictopRanking, /topicRecreationRanking, /topicheatedRanking (docs/topic-ranking.md).
    ...topicRankingRoutes(ctx),
    // Brand boards /brandRanking, /brandIncRanking, /brandHotRanking (docs/brand-ranking.md).
    ...brandRankingRoutes(ctx),
    // Brand comparison /brandContrast, /brandContrastHis and favourite brands /brandCollect (docs/brand-contrast.md).
    ...brandContrastRoutes(ctx),
    ...brandCollectRoutes(ctx),
    // Brand search /brandSearch, its detail and the sample /brandGive (docs/brand-search.md).
    ...brandSearchRoutes(ctx),
    // Brand audience /brandAudience, /brandAudienceLog, /brandAudienceResult and brand alerts (docs/brand-audience.md).
    ...brandAudienceRoutes(ctx),
    ...brandAlertRoutes(ctx),
    // Local life /life: a city's merchants, districts and local bloggers (docs/local-life.md).
    ...lifeRoutes(ctx),
    // The data dashboard /statistics (docs/data-board.md).
    ...dataBoardRoutes(ctx),
    // Custom data orders /lifeCustom and their operator rows (docs/custom-orders.md).
    ...customOrderRoutes(ctx),
  };
}

/** Every module's routes, registered in one place so the API surface is visible at a glance. */
export async function moduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, ctx, apiHandlers(ctx));
  // GET /api/ping and /api/health.
  await systemPages(app, ctx);
  // Accounts' pages: the captcha image, the WeChat callback and the local dev pages (docs/accounts.md).
  await accountsPages(app, ctx);
  // GET /static/* (the images the server ships), /static/avatar|brand|pic/* (the demo world's
  // drawn images) and /uploads/* (uploaded images only).
  await homeContentPages(app);
  await demoImagesPages(app, ctx);
  await uploadsPages(app, ctx);
  // Account monitoring's dev hook /dev/kol-monitor/change (dev pages only; docs/kol-monitor.md).
  await kolMonitorDevPages(app, ctx);
  await postMonitorDevPages(app, ctx);
  // Topic monitoring's dev hook /dev/topic-monitor/poll (dev pages only; docs/topic-monitor.md).
  await topicMonitorDevPages(app, ctx);
  // A hot-search capture and watch check now: /dev/hot-search/capture (dev pages only; docs/hot-search-watch.md).
  await hotSearchWatchDevPages(app, ctx);
  // GET of the sentiment training file, beside its POST row (docs/sentiment-corrections.md).
  await sentimentPages(app, ctx);
  // Payment notifications (raw, signed) and the local cashier /dev/cashier (docs/payments.md).
  await paymentsPages(app, ctx);
  // The wallet's dev hook /dev/wallet/settle (dev pages only; docs/referral.md).
  await walletDevPages(app, ctx);
}
