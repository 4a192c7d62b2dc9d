/**
 * Creates gift codes from the command line (there is no admin UI):
 *   npx tsx apps/server/src/modules/gifts/gifts.cli.ts --level 30 --days 30 --count 10 [--batch 渠道A] [--redeem-before 2026-12-31]
 * Uses the same DATA_DIR / DATABASE_URL as the server and prints one code per line.
 */
import { parseArgs } from 'node:util';
import { chinaDayStart } from '@boguan/contracts/china-time';
import { startRuntime } from '../../bootstrap.js';
import { loadConfig } from '../../config/config.js';
import { createGiftCodes } from './create-gift-codes.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      level: { type: 'string' },
      days: { type: 'string' },
      count: { type: 'string', default: '1' },
      batch: { type: 'string', default: 'cli' },
      'redeem-before': { type: 'string' },
    },
  });
  const level = Number(values.level);
  if (level !== 30 && level !== 40) throw new Error('--level must be 30 (高级版) or 40 (专业版)');
  const until = values['redeem-before'];
  if (until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(until)) throw new Error('--redeem-before must be YYYY-MM-DD');
  const runtime = await startRuntime(loadConfig());
  try {
    const codes = await createGiftCodes(runtime.ctx.db, {
      level,
      days: Number(values.days),
      count: Number(values.count),
      batch: values.batch ?? 'cli',
      // The whole named day (China time) is still valid.
      redeemBefore: until ? new Date(chinaDayStart(until).getTime() + 86_400_000) : null,
      now: runtime.ctx.clock.now(),
    });
    for (const code of codes) console.log(code);
  } finally {
    await runtime.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`gift codes: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
