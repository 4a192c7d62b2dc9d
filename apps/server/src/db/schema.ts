import type { ColumnType, Generated } from 'kysely';
import type { JobsTables } from '../jobs/jobs.tables.js';
import type { AccountsTables } from '../modules/accounts/accounts.tables.js';
import type { BloggerTables } from '../modules/bloggers/bloggers.tables.js';
import type { BrandAlertTables } from '../modules/brand-alert/brand-alert.tables.js';
import type { BrandAudienceTables } from '../modules/brand-audience/brand-audience.tables.js';
import type { BrandContrastTables } from '../modules/brand-contrast/brand-contrast.tables.js';
import type { BrandDataTables } from '../modules/brand-data/brand-data.tables.js';
import type { BrandDaysTables } from '../modules/brand-data/brand-days.tables.js';
import type { BrandRankingTables } from '../modules/brand-ranking/brand-ranking.tables.js';
import type { BrandReportTables } from '../modules/brand-report/brand-report.tables.js';
import type { CollectionTables } from '../modules/collection/collection.tables.js';
import type { CustomOrderTables } from '../modules/custom-order/custom-order.tables.js';
import type { DataBoardTables } from '../modules/data-board/data-board.tables.js';
import type { ExportTables } from '../modules/exports/exports.tables.js';
import type { FinalReportTables } from '../modules/final-report/final-report.tables.js';
import type { HotSearchTables } from '../modules/hot-search/hot-search.tables.js';
import type { HotSearchWatchTables } from '../modules/hot-search-watch/hot-search-watch.tables.js';
import type { InvoicesTables } from '../modules/invoices/invoices.tables.js';
import type { KolContrastTables } from '../modules/kol-contrast/kol-contrast.tables.js';
import type { KolDetailTables } from '../modules/kol-detail/kol-detail.tables.js';
import type { KolMonitorTables } from '../modules/kol-monitor/kol-monitor.tables.js';
import type { KolRankingTables } from '../modules/kol-ranking/kol-ranking.tables.js';
import type { KolStopeTables } from '../modules/kol-stope/kol-stope.tables.js';
import type { LifeTables } from '../modules/life/life.tables.js';
import type { OpenApiTables } from '../modules/open-api/open-api.tables.js';
import type { OperatorTables } from '../modules/operator/operator.tables.js';
import type { PaymentsTables } from '../modules/payments/payments.tables.js';
import type { PostMonitorTables } from '../modules/post-monitor/post-monitor.tables.js';
import type { PostSearchTables } from '../modules/post-search/post-search.tables.js';
import type { PersonalBasicsTables } from '../modules/profile/personal-basics.tables.js';
import type { PropagationTables } from '../modules/propagation/propagation.tables.js';
import type { SentimentTables } from '../modules/sentiment/sentiment.tables.js';
import type { TopicAnalysisTables } from '../modules/topic-analysis/topic-analysis.tables.js';
import type { TopicMonitorTables } from '../modules/topic-monitor/topic-monitor.tables.js';
import type { TopicRankingTables } from '../modules/topic-ranking/topic-ranking.tables.js';
import type { WalletTables } from '../modules/wallet/wallet.tables.js';
import type { WeiboDataTables } from '../modules/weibo-data/weibo-data.tables.js';
import type { WordCloudTables } from '../modules/word-cloud/word-cloud.tables.js';

/**
 * The database as Kysely sees it. Each module adds its tables in its own
 * `<module>.tables.ts` and joins them here.
 */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  password_hash: string | null;
  nick_name: string;
  identity_type: string;
  level: Generated<number>;
  level_expires_at: Timestamp | null;
  wx_openid: string | null;
  show_welcome: Generated<boolean>;
  registration: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** A pending cancellation (migration 0022); a login clears it, the purge job completes it. */
  cancel_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The referral code, made the first time the user opens /shares (migration 0024, docs/referral.md). */
  share_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  device_id: string | null;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RateCountersTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface UsageCountersTable {
  user_id: number;
  feature: string;
  period: string;
  count: number;
}

/** A use already counted this period, by the fingerprint of what was asked (migration 0019). */
export interface CountedUsesTable {
  user_id: number;
  feature: string;
  period: string;
  fingerprint: string;
  created_at: Date;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  usage_counters: UsageCountersTable;
  counted_uses: CountedUsesTable;
}

export type Database = CoreTables &
  WeiboDataTables &
  JobsTables &
  AccountsTables &
  PersonalBasicsTables &
  CollectionTables &
  BloggerTables &
  KolDetailTables &
  ExportTables &
  OpenApiTables &
  KolStopeTables &
  KolContrastTables &
  KolMonitorTables &
  KolRankingTables &
  SentimentTables &
  PaymentsTables &
  OperatorTables &
  WalletTables &
  InvoicesTables &
  PostMonitorTables &
  PropagationTables &
  PostSearchTables &
  FinalReportTables &
  HotSearchTables &
  HotSearchWatchTables &
  WordCloudTables &
  TopicMonitorTables &
  TopicRankingTables &
  TopicAnalysisTables &
  BrandDataTables &
  BrandContrastTables &
  BrandAudienceTables &
  BrandAlertTables &
  BrandRankingTables &
  BrandReportTables &
  BrandDaysTables &
  LifeTables &
  CustomOrderTables &
  DataBoardTables;
