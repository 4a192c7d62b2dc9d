import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { configureSentiment } from '@boguan/weibo/text/sentiment';
import type pino from 'pino';
import { type AppConfig, ConfigError } from './config/config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { JobQueue } from './jobs/job-queue.js';
import { type Clock, systemClock } from './lib/clock.js';
import type { AppContext } from './lib/context.js';
import { createLogger } from './lib/logger.js';
import { openSource } from './modules/collection/source-factory.js';
import { moveLegacyExportFiles } from './modules/exports/exports.jobs.js';
import { createMembershipService } from './modules/membership/membership.service.js';
import { SessionCache } from './modules/sessions/session-cache.js';
import { teachStoredBrandWords } from './modules/weibo-data/search-words.js';
import { createPaymentProviders } from './providers/payment/create-payment-providers.js';
import { createSmsProvider } from './providers/sms/create-sms-provider.js';
import { createWechatProvider } from './providers/wechat/create-wechat-provider.js';
import { createFileStorage } from './storage/create-file-storage.js';

export interface Runtime {
  ctx: AppContext;
  database: DatabaseHandle;
}

/** Opens the database (PostgreSQL or embedded PGlite), migrates it and builds the context. */
export async function startRuntime(
  config: AppConfig,
  options: { clock?: Clock; log?: pino.Logger } = {},
): Promise<Runtime> {
  const log = options.log ?? createLogger(config.logLevel);
  // Before the database opens: a bad model file is a configuration mistake, said at once.
  try {
    configureSentiment(config.sentiment);
  } catch (error) {
    throw new ConfigError(`sentiment model or lexicon unusable: ${(error as Error).message}`);
  }
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openDatabase({ databaseUrl: config.databaseUrl });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    const unlock = lockDataDir(config.dataDir);
    const opened = await openDatabase({ dataDir: path.join(config.dataDir, 'pg') });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  }
  const applied = await migrateToLatest(database.db as never);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  // Before anything is enriched or searched: stored brand names are words of the segmenter.
  await teachStoredBrandWords(database.db);
  const clock = options.clock ?? systemClock;
  const providers = {
    sms: createSmsProvider(config, log),
    wechat: createWechatProvider(config),
    payments: createPaymentProviders(config, database.db, clock),
  };
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    log,
    providers,
    membership: createMembershipService({ db: database.db, clock }),
    jobs: new JobQueue(database.db),
    source: await openSource(config, database.db, clock),
    storage: createFileStorage(config),
    sessionCache: new SessionCache(config.sessionCacheMs),
  };
  const moved = await moveLegacyExportFiles(ctx);
  if (moved > 0) log.info({ moved }, 'export files moved from the database to the file storage');
  return { ctx, database };
}
