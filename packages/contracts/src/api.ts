import type { z } from 'zod';
import { accountSettingsApi } from './account-settings.api.js';
import { accountsApi } from './accounts.api.js';
import { brandAlertApi } from './brand-alert.api.js';
import { brandAudienceApi } from './brand-audience.api.js';
import { brandCollectApi } from './brand-collect.api.js';
import { brandContrastApi } from './brand-contrast.api.js';
import { brandRankingApi } from './brand-ranking.api.js';
import { brandReportApi } from './brand-report.api.js';
import { brandSearchApi } from './brand-search.api.js';
import { couponsApi } from './coupons.api.js';
import { customOrderApi } from './custom-order.api.js';
import { dataBoardApi } from './data-board.api.js';
import { dataExportApi } from './data-export.api.js';
import { dataImportApi, dataStatusApi } from './data-status.api.js';
import type { Endpoint } from './endpoint.js';
import { exportsApi } from './exports.api.js';
import { feedbackApi, uploadsApi } from './feedback.api.js';
import { finalReportApi } from './final-report.api.js';
import { giftsApi } from './gifts.api.js';
import { homeContentApi } from './home-content.api.js';
import { hotSearchApi } from './hot-search.api.js';
import { hotSearchWatchApi } from './hot-search-watch.api.js';
import { invoicesApi } from './invoices.api.js';
import { kolCollectApi } from './kol-collect.api.js';
import { kolContrastApi } from './kol-contrast.api.js';
import { kolDetailApi } from './kol-detail.api.js';
import { kolMonitorApi } from './kol-monitor.api.js';
import { kolRankingApi } from './kol-ranking.api.js';
import { kolSearchApi } from './kol-search.api.js';
import { kolStopeApi } from './kol-stope.api.js';
import { lifeApi } from './life.api.js';
import { openApiKeysApi } from './open-api.api.js';
import { operatorApi } from './operator.api.js';
import { paymentsApi } from './payments.api.js';
import { postMonitorApi } from './post-monitor.api.js';
import { postSearchApi } from './post-search.api.js';
import { profileApi } from './profile.api.js';
import { propagationApi } from './propagation.api.js';
import { quickEntryApi } from './quick-entry.api.js';
import { searchApi } from './search.api.js';
import { sentimentApi } from './sentiment.api.js';
import { statisticsApi } from './statistics.api.js';
import { topicAnalysisApi } from './topic-analysis.api.js';
import { topicMonitorApi } from './topic-monitor.api.js';
import { topicRankingApi } from './topic-ranking.api.js';
import { walletApi } from './wallet.api.js';
import { wordCloudApi } from './word-cloud.api.js';

/**
 * The endpoint map: every call of the API, keyed by its path exactly as the spec writes it. The
 * server registers one route per row (apps/server/src/plugins/endpoints.ts); the web calls
 * `api(path, body)` typed by it (apps/web/src/lib/api-client.ts) and imports it only as a type.
 * A new area adds its `<area>.api.ts` rows here.
 */
export const apiEndpoints = {
  // Accounts and the personal basics around the shell: login, personal info, feedback, uploads,
  // gifts, coupons, home content, quick entry, statistics (docs/accounts.md, personal-basics.md).
  ...accountsApi,
  ...accountSettingsApi,
  ...profileApi,
  ...feedbackApi,
  ...uploadsApi,
  ...giftsApi,
  ...couponsApi,
  ...homeContentApi,
  ...quickEntryApi,
  ...statisticsApi,
  // The header search, the data status and the operators' import.
  ...searchApi,
  ...dataStatusApi,
  ...dataImportApi,
  // Exports (docs/exports.md).
  ...exportsApi,
  ...dataExportApi,
  // Open API keys (docs/open-api.md).
  ...openApiKeysApi,
  // The blogger tools (docs/kol-*.md).
  ...kolSearchApi,
  ...kolDetailApi,
  ...kolRankingApi,
  ...kolCollectApi,
  ...kolContrastApi,
  ...kolMonitorApi,
  ...kolStopeApi,
  // Sentiment corrections: a user's own labels of posts and comments (docs/sentiment-corrections.md).
  ...sentimentApi,
  // Membership purchase: quote, orders, their status (docs/payments.md).
  ...paymentsApi,
  // Paid referral, the commission ledger and withdrawals (docs/referral.md).
  ...walletApi,
  // Invoices for paid orders (docs/invoices.md).
  ...invoicesApi,
  // The operator area: withdrawals, invoices, coupons, gift codes, orders (docs/operator.md).
  ...operatorApi,
  // The post tools (docs/post-monitor.md, propagation.md, post-search.md, final-report.md, word-cloud.md).
  ...postMonitorApi,
  ...propagationApi,
  ...postSearchApi,
  ...finalReportApi,
  ...wordCloudApi,
  // The topic boards (docs/topic-ranking.md).
  ...topicRankingApi,
  // The brand boards /brandRanking, /brandIncRanking, /brandHotRanking (docs/brand-ranking.md).
  ...brandRankingApi,
  // Hot search: the live list /hotSearch, an entry's life /hotDetail, the history /hotHistory (docs/hot-search.md).
  ...hotSearchApi,
  // Hot-search keyword alerts and reports /hotLog (docs/hot-search-watch.md).
  ...hotSearchWatchApi,
  // Topic analysis /topicAnalysis (docs/topic-analysis.md).
  ...topicAnalysisApi,
  // Brand reports /brandReport, /brandReportLog, /brandResult (docs/brand-report.md).
  ...brandReportApi,
  // Topic monitoring /topicMonitor, /topicReport, /topicDetail (docs/topic-monitor.md).
  ...topicMonitorApi,
  // Brand search, a brand's detail and the sample report /brandGive (docs/brand-search.md).
  ...brandSearchApi,
  // Brand comparison /brandContrast, /brandContrastHis and favourite brands /brandCollect (docs/brand-contrast.md).
  ...brandContrastApi,
  ...brandCollectApi,
  // Brand audience /brandAudience, /brandAudienceLog, /brandAudienceResult and brand alerts (docs/brand-audience.md).
  ...brandAudienceApi,
  ...brandAlertApi,
  // Local life /life: merchants, districts and local bloggers of a city (docs/local-life.md).
  ...lifeApi,
  // Custom data orders /lifeCustom and their operator rows (docs/custom-orders.md).
  ...customOrderApi,
  // The data dashboard /statistics (docs/data-board.md).
  ...dataBoardApi,
} satisfies Record<string, Endpoint>;

export type ApiEndpoints = typeof apiEndpoints;
export type ApiPath = keyof ApiEndpoints;
/** What the web sends: the request schema's input (form strings or JSON values). */
export type RequestOf<P extends ApiPath> = z.input<ApiEndpoints[P]['request']>;
/** What a handler has after validation. */
export type ParsedRequestOf<P extends ApiPath> = z.output<ApiEndpoints[P]['request']>;
type ActionsOf<P extends ApiPath> = ApiEndpoints[P] extends { byAction: infer M } ? M : never;

/**
 * The `data` of a code-1 answer. For a path answered by `action`, the data of the action the
 * body `B` names.
 */
export type DataOf<P extends ApiPath, B = unknown> = [ActionsOf<P>] extends [never]
  ? z.output<ApiEndpoints[P]['response']>
  : B extends { action: infer A extends keyof ActionsOf<P> }
    ? ActionsOf<P>[A] extends z.ZodType
      ? z.output<ActionsOf<P>[A]>
      : never
    : z.output<ApiEndpoints[P]['response']>;
export type PathOfKind<K extends Endpoint['kind']> = {
  [P in ApiPath]: ApiEndpoints[P]['kind'] extends K ? P : never;
}[ApiPath];
