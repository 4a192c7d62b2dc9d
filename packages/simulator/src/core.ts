/**
 * What every generator reads: the seed, the world's start, the blogger table and the
 * topic book, plus small derived lookups. Built once by createWorld and passed down, so
 * modules stay plain functions without import cycles.
 */
import type { Blogger, BloggerTable } from './bloggers.js';
import { accountStateAt } from './changes.js';
import type { MidLayout } from './ids.js';
import { hash32, STREAM, unitFromHash } from './rng.js';
import type { TopicBook } from './topics.js';

export interface WorldCore {
  seed: number;
  start: number;
  layout: MidLayout;
  /** Most posts one blogger can publish in a China-time day (bounded by the mid layout). */
  maxPerDay: number;
  table: BloggerTable;
  topics: TopicBook;
  /** Largest cascade materialised by repostsOf (counts keep the true total). */
  cascadeCap: number;
  /** Largest comment list materialised by commentsOf. */
  commentCap: number;
}

export function bloggerAt(core: WorldCore, idx: number): Blogger {
  const b = core.table.list[idx];
  if (!b) throw new Error(`no blogger ${idx}`);
  return b;
}

export function isBlogger(core: WorldCore, uid: string): boolean {
  return core.table.byUid.has(uid);
}

export function bloggerByUid(core: WorldCore, uid: string): Blogger | null {
  const idx = core.table.byUid.get(uid);
  return idx === undefined ? null : (core.table.list[idx] ?? null);
}

/** Screen name of a blogger at an instant (renames happen at seeded times). */
export function nameAt(core: WorldCore, idx: number, at: number): string {
  const b = bloggerAt(core, idx);
  if (at < core.start) return b.screenName;
  return accountStateAt(core.seed, b, core.start, at).screenName;
}

/**
 * The implicit follower graph between bloggers: `fan` follows `star` with a probability
 * that grows with the star's audience and is far higher inside one industry. Evaluated
 * per pair from a hash, so the graph never has to be stored.
 */
export function followsBlogger(core: WorldCore, fan: number, star: number): boolean {
  if (fan === star) return false;
  const a = bloggerAt(core, fan);
  const b = bloggerAt(core, star);
  const same = a.industry === b.industry || a.secondIndustry === b.industry;
  const p = Math.min(0.9, (same ? 0.08 : 0.01) * (b.followers0 / 100_000) ** 0.35);
  return unitFromHash(hash32(core.seed, STREAM.graph, fan, star)) < p;
}
