import { buildApp } from '@boguan/server/src/app.js';
import { type AppConfig, loadConfig } from '@boguan/server/src/config/config.js';
import type { DatabaseHandle } from '@boguan/server/src/db/database.js';
import { JobQueue } from '@boguan/server/src/jobs/job-queue.js';
import { ManualClock } from '@boguan/server/src/lib/clock.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { createMembershipService } from '@boguan/server/src/modules/membership/membership.service.js';
import { SessionCache } from '@boguan/server/src/modules/sessions/session-cache.js';
import { createPaymentProviders } from '@boguan/server/src/providers/payment/create-payment-providers.js';
import { createSmsProvider } from '@boguan/server/src/providers/sms/create-sms-provider.js';
import { createWechatProvider } from '@boguan/server/src/providers/wechat/create-wechat-provider.js';
import { createFileStorage } from '@boguan/server/src/storage/create-file-storage.js';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/**
 * A whole app (routing, sessions, zod, envelope, services) over a database handle, with a
 * ManualClock at `now`, called through app.inject: what a benchmark measures is the product's own
 * path without the socket.
 */
export async function inProcessApp(
  handle: DatabaseHandle,
  now: Date,
  dataDir: string,
  overrides: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const clock = new ManualClock(now);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SESSION_CACHE_MS: '0' }), ...overrides };
  const log = pino({ level: 'silent' });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    log,
    providers: {
      sms: createSmsProvider(config, log),
      wechat: createWechatProvider(config),
      payments: createPaymentProviders(config, handle.db, clock),
    },
    membership: createMembershipService({ db: handle.db, clock }),
    jobs: new JobQueue(handle.db),
    source: null,
    storage: createFileStorage(config),
    sessionCache: new SessionCache(config.sessionCacheMs),
  };
  const app = await buildApp({ ctx });
  await app.ready();
  return { app, ctx };
}
