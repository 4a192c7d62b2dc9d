import { chinaDayStart } from '@boguan/contracts/china-time';
import pino from 'pino';
import { startRuntime } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { createGiftCodes } from '../modules/gifts/create-gift-codes.js';
import { intFlag, type ParsedArgs, UsageError, writeLine } from './args.js';

/**
 * `gifts --level 30|40 --days N [--count N] [--batch 渠道A] [--redeem-before YYYY-MM-DD]`: mints
 * gift codes in the database of DATA_DIR / DATABASE_URL and prints one `{code, level, days}` line per
 * code (`| jq -r .code` for the bare codes). Besides this, only the operator area makes codes
 * (`/api/admin/gift_codes_create`, operators over HTTPS, docs/operator.md).
 */
export async function giftsCommand(args: ParsedArgs): Promise<void> {
  const level = args.flags.get('level');
  if (level !== '30' && level !== '40') throw new UsageError('--level must be 30 (高级版) or 40 (专业版)');
  if (!args.flags.has('days')) throw new UsageError('--days is required (how long the membership lasts)');
  const days = intFlag(args, 'days', 30, 1, 3660);
  const count = intFlag(args, 'count', 1, 1, 10_000);
  const until = args.flags.get('redeem-before');
  if (until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(until)) {
    throw new UsageError('--redeem-before must be YYYY-MM-DD');
  }
  const runtime = await startRuntime(loadConfig(), { log: pino({ level: 'warn' }, pino.destination(2)) });
  try {
    const codes = await createGiftCodes(runtime.ctx.db, {
      level: level === '40' ? 40 : 30,
      days,
      count,
      batch: args.flags.get('batch') ?? 'cli',
      // The whole named day (China time) is still valid.
      redeemBefore: until ? new Date(chinaDayStart(until).getTime() + 86_400_000) : null,
      now: runtime.ctx.clock.now(),
    });
    for (const code of codes) writeLine({ code, level: Number(level), days });
  } finally {
    await runtime.database.close();
  }
}
