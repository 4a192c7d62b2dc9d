import { DAY_MS } from '@boguan/contracts/china-time';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import pino from 'pino';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { registerBloggerStats } from '../../src/modules/bloggers/bloggers.jobs.js';
import { registerCollection } from '../../src/modules/collection/collection.jobs.js';
import { registerExportJobs } from '../../src/modules/exports/exports.jobs.js';
import { registerKolMonitorJobs } from '../../src/modules/kol-monitor/kol-monitor.jobs.js';
import { registerKolStopeJobs } from '../../src/modules/kol-stope/kol-stope.job.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface DemoApp extends TestApp {
  world: World;
  source: SimulatorSource;
  /** The process's job runner with every job registered; `drain()` runs what is due. */
  runner: JobRunner;
  /** Moves the clock and runs every job that became due (collectors, stats, exports...). */
  advance(ms: number): Promise<void>;
}

/**
 * A test app whose data comes from a small seeded demo world, filled the way production fills it
 * (the backfill job through the Source interface), with blogger_stats computed and every job
 * registered. Register a module's own jobs on `runner` before calling `drain()` when needed.
 */
export async function createDemoApp(
  options: { seed?: string; bloggers?: number; days?: number; register?: (app: DemoApp) => void } = {},
): Promise<DemoApp> {
  const t = await createTestApp();
  const start = new Date(t.clock.now().getTime() - (options.days ?? 7) * DAY_MS);
  const world = createWorld({ seed: options.seed ?? 'demo-test', bloggers: options.bloggers ?? 60, start });
  const source = new SimulatorSource(world, { now: () => t.clock.now() });
  const handle = { source, world };
  t.ctx.source = handle;
  const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
  await registerCollection(runner, t.ctx.jobs, t.ctx.db, handle);
  registerBloggerStats(runner, t.ctx.db, t.clock);
  registerExportJobs(runner, t.ctx);
  registerKolStopeJobs(runner, t.ctx);
  registerKolMonitorJobs(runner, t.ctx);
  const app: DemoApp = {
    ...t,
    world,
    source,
    runner,
    async advance(ms: number) {
      t.clock.advance(ms);
      await runner.enqueueDueSlots();
      await runner.drain();
    },
  };
  options.register?.(app);
  await runner.drain();
  return app;
}
