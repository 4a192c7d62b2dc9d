import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { SourceHandle } from '../modules/collection/source-factory.js';
import type { MembershipService } from '../modules/membership/membership.service.js';
import type { SessionCache } from '../modules/sessions/session-cache.js';
import type { PaymentProviders } from '../providers/payment/create-payment-providers.js';
import type { SmsProvider } from '../providers/sms/sms-provider.js';
import type { WechatProvider } from '../providers/wechat/wechat-provider.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Clock } from './clock.js';

/**
 * What every service needs, built once at start and passed down explicitly.
 * Modules extend it through `AppContext['providers']` rather than globals.
 */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dbKind: 'postgres' | 'pglite';
  clock: Clock;
  log: FastifyBaseLogger;
  providers: AppProviders;
  /** Permission and quota checks every tool calls (1001 / 1002). */
  membership: MembershipService;
  /** The durable job queue (collection, back-collection, exports). */
  jobs: JobQueue;
  /** Where Weibo data comes from; null when the installation only imports files. */
  source: SourceHandle | null;
  /** Uploads and export files: a local directory, or an S3-compatible bucket (docs/deploy.md). */
  storage: FileStorage;
  /** Recent token lookups of this process; whoever changes a session or a user's level forgets them. */
  sessionCache: SessionCache;
}

/** Outside services behind interfaces, chosen by config (local stand-ins by default). */
export interface AppProviders {
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Membership payments: the local cashier, or WeChat Pay / Alipay (docs/payments.md). */
  payments: PaymentProviders;
}
