import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { AppContext } from '../../src/lib/context.js';
import { createMembershipService } from '../../src/modules/membership/membership.service.js';
import { SessionCache } from '../../src/modules/sessions/session-cache.js';
import { createPaymentProviders } from '../../src/providers/payment/create-payment-providers.js';
import { createSmsProvider } from '../../src/providers/sms/create-sms-provider.js';
import { createWechatProvider } from '../../src/providers/wechat/create-wechat-provider.js';
import { createFileStorage } from '../../src/storage/create-file-storage.js';
import { postgresAdminUrl, postgresTemplate, postgresUrlFor } from './postgres.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `boguan_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`);
    const handle = await openDatabase({ databaseUrl: postgresUrlFor(name), poolSize: 10 });
    return {
      handle,
      drop: async () => {
        // pg's pool.end() resolves before its sockets finish closing; forcing the drop while they
        // are still open kills them mid-goodbye and they raise an unhandled FATAL 57P01.
        for (let i = 0; i < 50; i += 1) {
          const open = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (open.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  const handle = await openDatabase({ loadDataDir: new Uint8Array(template) });
  return { handle, drop: async () => undefined };
}

/** A whole application on a fresh, migrated database with a clock the test moves. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { log?: pino.Logger } = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const clock = new ManualClock();
  // The session cache is off by default in tests (they change rows directly and look at once);
  // its own test turns it on.
  // Uploads and export files of this app only; removed with it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boguan-test-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SESSION_CACHE_MS: '0', CHECK_RESPONSES: 'on' }),
    ...overrides,
  };
  const log = options.log ?? pino({ level: 'silent' });
  const providers = {
    sms: createSmsProvider(config, log),
    wechat: createWechatProvider(config),
    payments: createPaymentProviders(config, handle.db, clock),
  };
  const membership = createMembershipService({ db: handle.db, clock });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    log,
    providers,
    membership,
    jobs: new JobQueue(handle.db),
    // Tests that need Weibo data build a small demo world themselves (see support/demo-world.ts).
    source: null,
    storage: createFileStorage(config),
    sessionCache: new SessionCache(config.sessionCacheMs),
  };
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * POSTs a form the way the web app does, optionally with a token and from a chosen client address
 * (per-IP limits), and returns the parsed envelope (asserting HTTP 200).
 */
export async function postForm<T = unknown>(
  app: FastifyInstance,
  url: string,
  form: Record<string, string | number | string[] | undefined> = {},
  options: { token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else body.append(key, String(value));
  }
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.token ? { authorization: options.token } : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${url}: ${response.body}`);
  return response.json() as Answer<T>;
}

export function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  form: Record<string, string | number | string[] | undefined> = {},
  token?: string,
): Promise<Answer<T>> {
  return postForm<T>(app, url, form, { token });
}

export async function get<T = unknown>(app: FastifyInstance, url: string, token?: string): Promise<Answer<T>> {
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${url}: ${response.body}`);
  return response.json() as Answer<T>;
}
