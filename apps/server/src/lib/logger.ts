import pino from 'pino';

/*
 * The process logger. Nothing that lets someone in ever reaches a log line: tokens, passwords,
 * SMS and captcha codes are censored by key wherever they sit in a logged object, and mainland
 * mobile numbers are masked (139****0001) in every string, messages included.
 */

/** Keys whose values are never logged, at any depth up to three objects down. */
const SECRET_KEYS = [
  'authorization',
  'token',
  'remove_token',
  'password',
  'repassword',
  'sms_code',
  'mobile_captcha',
  'img_captcha',
  'captcha',
  'secret',
  'cookie',
];

const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/** 13912340001 → 139****0001 wherever it stands in a text. */
export function maskMobiles(text: string): string {
  return text.replace(MOBILE, '$1****$2');
}

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskMobiles(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, depth + 1);
  return out;
}

export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      formatters: { log: (object) => maskDeep(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskMobiles(arg) : arg)) as typeof args;
          method.apply(this, masked);
        },
      },
    },
    destination,
  );
}
