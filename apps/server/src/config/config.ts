import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Every setting comes from the environment and is checked once, at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public base address used in links the server hands out (QR codes, dev inbox). */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `failed` logs one line per failed or slow request; `all` one line per request. */
  LOG_REQUESTS: z.enum(['failed', 'all']).default('failed'),
  /** A request slower than this is logged (at warn) even when it succeeded. */
  LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: unset trusts none (the socket's
   * address counts); a number trusts that many hops; otherwise addresses or CIDRs, comma separated.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)(,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?))*)$/,
      'must be a hop count (e.g. 1) or proxy addresses/CIDRs separated by commas (e.g. 10.0.0.5,10.0.1.0/24)',
    )
    .optional(),
  /** Directory of the built web app; the API alone is served when it is missing. */
  WEB_DIST: z.string().optional(),
  SMS_PROVIDER: z.enum(['local', 'aliyun']).default('local'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  WECHAT_PROVIDER: z.enum(['local', 'open']).default('local'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /**
   * Who takes payments: `local` (default) is the demonstration cashier at /dev/cashier; `live` takes
   * real money through WeChat Pay and/or Alipay, each configured by its own settings below.
   */
  PAYMENT_PROVIDER: z.enum(['local', 'live']).default('local'),
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_CERT_SERIAL: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_PLATFORM_KEY_FILE: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  /** Where Weibo data comes from: the seeded demo world, Weibo's public web endpoints, or nothing (imports only). */
  SOURCE: z.enum(['simulator', 'weibo-web', 'none']).default('simulator'),
  /** Cookie of a logged-in Weibo session (the SUB=... value) for SOURCE=weibo-web; without it Weibo shows a login wall. */
  WEIBO_COOKIE: z.string().max(8000).optional(),
  /** Spacing of requests to Weibo, in milliseconds. */
  WEIBO_MIN_INTERVAL_MS: z.coerce.number().int().min(200).max(60_000).default(1500),
  SIMULATOR_SEED: z.string().min(1).max(64).default('boguan'),
  SIMULATOR_BLOGGERS: z.coerce.number().int().min(50).max(262_144).default(3000),
  /** Days of history the demo world fills in on the first start. */
  SIMULATOR_DAYS: z.coerce.number().int().min(0).max(90).default(28),
  /** Mobiles of the accounts that may import data files through the API (comma separated). */
  OPERATOR_MOBILES: z
    .string()
    .regex(/^(1[3-9]\d{9})(,1[3-9]\d{9})*$/, 'must be mainland mobiles separated by commas')
    .optional(),
  /** How long this process reuses a token lookup (0 turns the cache off). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Where uploads and export files live: DATA_DIR/uploads, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).max(40).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible stores want. */
  S3_PATH_STYLE: z.enum(['on', 'off']).default('on'),
  /** A sentiment model of one's own (from `boguan train sentiment --out`); default: the shipped one. */
  SENTIMENT_MODEL: z.string().min(1).optional(),
  /** A sentiment lexicon of one's own (`word weight` lines) added on top of the model; default: none. */
  SENTIMENT_LEXICON: z.string().min(1).optional(),
  /** Collection loop on or off (tests drive jobs by hand). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Check every code-1 answer against its endpoint's response schema; a mismatch is logged and
   * answered as an error. On in the test suites, off in production (the types already hold).
   */
  CHECK_RESPONSES: z.enum(['on', 'off']).default('off'),
  /**
   * Helper pages of demo mode (SMS inbox, captcha answers, QR confirmation). On by default in demo
   * mode (every provider local) and never anywhere else: they show codes and confirm logins.
   */
  DEV_PAGES: z.enum(['on', 'off']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  logRequests: Env['LOG_REQUESTS'];
  logSlowMs: number;
  /** Fastify's trustProxy: false (the default), a hop count or proxy addresses. */
  trustProxy: false | number | string[];
  webDist?: string;
  sms: {
    provider: 'local' | 'aliyun';
    aliyun?: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string };
  };
  wechat: { provider: 'local' | 'open'; appId?: string; appSecret?: string };
  /** Payments: the local cashier, or the live providers configured (docs/payments.md). */
  payment: {
    provider: 'local' | 'live';
    wechat?: {
      mchId: string;
      appId: string;
      certSerial: string;
      privateKeyFile: string;
      platformKeyFile: string;
      apiV3Key: string;
    };
    alipay?: { appId: string; privateKeyFile: string; publicKeyFile: string; gateway: string };
  };
  /**
   * Every provider that hands out access is local (SMS and WeChat): nobody can receive a real code,
   * so the service is a demonstration, and every page says so (演示模式).
   */
  demoMode: boolean;
  /** The demo helper pages; only ever on in demo mode. */
  devPages: boolean;
  source: {
    kind: 'simulator' | 'weibo-web' | 'none';
    simulator: { seed: string; bloggers: number; days: number };
    weibo: { cookie?: string; minIntervalMs: number };
  };
  jobs: boolean;
  /** Accounts allowed to import data files through the API. */
  operatorMobiles: string[];
  sessionCacheMs: number;
  checkResponses: boolean;
  /** Files that replace or add to the shipped sentiment model (absolute paths), if any. */
  sentiment: { modelFile?: string; lexiconFile?: string };
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        pathStyle: boolean;
      };
}

export class ConfigError extends Error {}

/** The named settings of `env`, all present and non-empty, or a ConfigError naming the missing ones. */
function requireAll<E extends Record<string, unknown>, K extends keyof E & string>(
  env: E,
  names: readonly K[],
  why: string,
): Record<K, string> {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`${why}: missing ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, String(env[name])])) as Record<K, string>;
}

function existingFile(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const file = path.resolve(value);
  if (!existsSync(file)) throw new ConfigError(`${name}: no file at ${file}`);
  return file;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value.trim() === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const sms: AppConfig['sms'] = { provider: e.SMS_PROVIDER };
  if (e.SMS_PROVIDER === 'aliyun') {
    const keys = requireAll(
      e,
      ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
      'SMS_PROVIDER=aliyun',
    );
    sms.aliyun = {
      accessKeyId: keys.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: keys.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: keys.ALIYUN_SMS_SIGN_NAME,
      templateCode: keys.ALIYUN_SMS_TEMPLATE_CODE,
    };
  }
  if (e.WECHAT_PROVIDER === 'open') {
    requireAll(e, ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'], 'WECHAT_PROVIDER=open');
  }
  const payment = paymentConfig(e);
  let storage: AppConfig['storage'] = { kind: 'local' };
  if (e.STORAGE === 's3') {
    const keys = requireAll(e, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'STORAGE=s3');
    storage = {
      kind: 's3',
      endpoint: keys.S3_ENDPOINT,
      bucket: keys.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: keys.S3_ACCESS_KEY_ID,
      secretAccessKey: keys.S3_SECRET_ACCESS_KEY,
      pathStyle: e.S3_PATH_STYLE === 'on',
    };
  }
  const demoMode = e.SMS_PROVIDER === 'local' && e.WECHAT_PROVIDER === 'local';
  if (e.DEV_PAGES === 'on' && !demoMode) {
    throw new ConfigError(
      'DEV_PAGES=on needs demo mode (SMS_PROVIDER=local and WECHAT_PROVIDER=local): the dev pages show login codes and confirm WeChat logins, so they never run beside a real provider',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    logSlowMs: e.LOG_SLOW_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    sms,
    wechat: { provider: e.WECHAT_PROVIDER, appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET },
    payment,
    demoMode,
    devPages: demoMode && e.DEV_PAGES !== 'off',
    source: {
      kind: e.SOURCE,
      simulator: { seed: e.SIMULATOR_SEED, bloggers: e.SIMULATOR_BLOGGERS, days: e.SIMULATOR_DAYS },
      weibo: { cookie: e.WEIBO_COOKIE, minIntervalMs: e.WEIBO_MIN_INTERVAL_MS },
    },
    jobs: e.JOBS === 'on',
    operatorMobiles: e.OPERATOR_MOBILES ? e.OPERATOR_MOBILES.split(',') : [],
    sessionCacheMs: e.SESSION_CACHE_MS,
    checkResponses: e.CHECK_RESPONSES === 'on',
    sentiment: {
      modelFile: existingFile(e.SENTIMENT_MODEL, 'SENTIMENT_MODEL'),
      lexiconFile: existingFile(e.SENTIMENT_LEXICON, 'SENTIMENT_LEXICON'),
    },
    storage,
  };
}

const WECHATPAY_KEYS = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_CERT_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_PLATFORM_KEY_FILE',
  'WECHATPAY_API_V3_KEY',
] as const;
const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

/** Live payments need at least one provider, each with all of its settings and its key files present. */
function paymentConfig(e: Env): AppConfig['payment'] {
  if (e.PAYMENT_PROVIDER === 'local') return { provider: 'local' };
  const payment: AppConfig['payment'] = { provider: 'live' };
  const wantsWechat = WECHATPAY_KEYS.some((key) => e[key]);
  const wantsAlipay = ALIPAY_KEYS.some((key) => e[key]);
  if (!wantsWechat && !wantsAlipay) {
    throw new ConfigError(
      `PAYMENT_PROVIDER=live: configure WeChat Pay (${WECHATPAY_KEYS.join(', ')}) and/or Alipay (${ALIPAY_KEYS.join(', ')})`,
    );
  }
  if (wantsWechat) {
    const k = requireAll(e, WECHATPAY_KEYS, 'PAYMENT_PROVIDER=live with WeChat Pay');
    if (Buffer.byteLength(k.WECHATPAY_API_V3_KEY) !== 32) {
      throw new ConfigError('WECHATPAY_API_V3_KEY: must be the 32-character API v3 key of the merchant platform');
    }
    payment.wechat = {
      mchId: k.WECHATPAY_MCH_ID,
      appId: k.WECHATPAY_APP_ID,
      certSerial: k.WECHATPAY_CERT_SERIAL,
      privateKeyFile: existingFile(k.WECHATPAY_PRIVATE_KEY_FILE, 'WECHATPAY_PRIVATE_KEY_FILE') as string,
      platformKeyFile: existingFile(k.WECHATPAY_PLATFORM_KEY_FILE, 'WECHATPAY_PLATFORM_KEY_FILE') as string,
      apiV3Key: k.WECHATPAY_API_V3_KEY,
    };
  }
  if (wantsAlipay) {
    const k = requireAll(e, ALIPAY_KEYS, 'PAYMENT_PROVIDER=live with Alipay');
    payment.alipay = {
      appId: k.ALIPAY_APP_ID,
      privateKeyFile: existingFile(k.ALIPAY_PRIVATE_KEY_FILE, 'ALIPAY_PRIVATE_KEY_FILE') as string,
      publicKeyFile: existingFile(k.ALIPAY_PUBLIC_KEY_FILE, 'ALIPAY_PUBLIC_KEY_FILE') as string,
      gateway: e.ALIPAY_GATEWAY,
    };
  }
  return payment;
}
