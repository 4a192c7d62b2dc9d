import pino from 'pino';
import { startRuntime } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { addTargets } from '../modules/collection/collection-targets.repository.js';
import { backfillSimulator } from '../modules/collection/simulator-backfill.js';
import { WeiboDataRepository } from '../modules/weibo-data/weibo-data.repository.js';
import { intFlag, type ParsedArgs, writeLine } from './args.js';

/**
 * `simulate --days N`: fills the database with N days of the demo world, through the same
 * repository and enrichment as collected data. The world's seed and size are settled in the
 * database on first use; a database that already has a world keeps it (and says so).
 */
export async function simulateCommand(args: ParsedArgs): Promise<void> {
  const days = intFlag(args, 'days', 28, 1, 90);
  const env = {
    ...process.env,
    SOURCE: 'simulator',
    SIMULATOR_DAYS: String(days),
    ...(args.flags.has('seed') ? { SIMULATOR_SEED: args.flags.get('seed') } : {}),
    ...(args.flags.has('bloggers') ? { SIMULATOR_BLOGGERS: String(intFlag(args, 'bloggers', 3000, 50, 262_144)) } : {}),
  };
  const config = loadConfig(env);
  const runtime = await startRuntime(config, { log: pino({ level: 'warn' }, pino.destination(2)) });
  try {
    const handle = runtime.ctx.source;
    if (!handle?.world || !handle.settings) throw new Error('the demo world could not be opened');
    if (
      handle.settings.seed !== config.source.simulator.seed ||
      handle.settings.bloggers !== config.source.simulator.bloggers
    ) {
      writeLine({ warning: 'this database already holds a demo world; it is kept', world: handle.settings });
    }
    const now = runtime.ctx.clock.now();
    const repo = new WeiboDataRepository(runtime.ctx.db);
    let lastShown = -1;
    const report = await backfillSimulator(handle.world, repo, now, async (fraction, text) => {
      const percent = Math.floor(fraction * 10) * 10;
      if (percent > lastShown) {
        lastShown = percent;
        process.stderr.write(`${percent}% ${text}\n`);
      }
    });
    await addTargets(runtime.ctx.db, handle.world.bloggerUids(), 'demo', now);
    writeLine({ world: handle.settings, from: handle.world.start.toISOString(), to: now.toISOString(), ...report });
  } finally {
    await runtime.database.close();
  }
}
