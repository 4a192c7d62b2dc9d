import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import { WeiboWebSource } from '@boguan/weibo/connector/weibo-web-source';
import { chinaDayStart } from '@boguan/weibo/parse/time';
import type { Source } from '@boguan/weibo/source';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { settleSetting } from './settings.repository.js';

export interface SimulatorSettings {
  seed: string;
  bloggers: number;
  /** ISO time the world begins: fixed at the first start, so every later start sees the same world. */
  start: string;
}

export interface SourceHandle {
  source: Source;
  /** Present for the demo world (backfill reads it directly). */
  world?: World;
  settings?: SimulatorSettings;
}

/**
 * The configured data source. The demo world's seed, size and start are settled in the database
 * at the first start: the world is a function of them, so changing any of them later would
 * silently swap the data under existing tasks.
 */
export async function openSource(config: AppConfig, db: Kysely<Database>, clock: Clock): Promise<SourceHandle | null> {
  if (config.source.kind === 'none') return null;
  if (config.source.kind === 'weibo-web') {
    const { cookie, minIntervalMs } = config.source.weibo;
    return { source: new WeiboWebSource({ cookie, minIntervalMs, now: () => clock.now() }) };
  }
  const wanted: SimulatorSettings = {
    seed: config.source.simulator.seed,
    bloggers: config.source.simulator.bloggers,
    start: chinaDayStart(clock.now(), -config.source.simulator.days).toISOString(),
  };
  const settings = await settleSetting(db, 'simulator.world', wanted, clock.now());
  const world = createWorld({ seed: settings.seed, bloggers: settings.bloggers, start: new Date(settings.start) });
  return { source: new SimulatorSource(world, { now: () => clock.now() }), world, settings };
}
