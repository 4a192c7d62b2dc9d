import { ENTERTAINMENT_CATEGORIES, HEATED_MIN_BASE } from '@boguan/contracts/topic-ranking';
import type { TestApp } from '../support/test-app.js';

export interface Snap {
  name: string;
  at: Date;
  read: number;
  discuss: number;
}

/** Stores a topic (its category and host) and its snapshots. */
export async function storeTopic(
  t: TestApp,
  topic: { name: string; category: string; host?: string | null },
  snaps: ReadonlyArray<[Date, number, number]>,
): Promise<void> {
  const now = t.clock.now();
  await t.ctx.db
    .insertInto('weibo_topics')
    .values({
      name: topic.name,
      category: topic.category,
      host_uid: topic.host ?? null,
      read_count: snaps.at(-1)?.[1] ?? 0,
      discuss_count: snaps.at(-1)?.[2] ?? 0,
      origin: 'simulator',
      collected_at: now,
    })
    .execute();
  if (snaps.length === 0) return;
  await t.ctx.db
    .insertInto('topic_snapshots')
    .values(snaps.map(([at, read, discuss]) => ({ name: topic.name, at, read_count: read, discuss_count: discuss })))
    .execute();
}

export interface ReferenceRow {
  name: string;
  category: string;
  read_inc: number;
  discuss_inc: number;
  read_total: number;
  discuss_total: number;
  rate: number | null;
}

/**
 * The test's own reading of the rule (docs/metrics.md): the counts at the last snapshot ≤ end minus
 * those at the last snapshot ≤ start, or at the first snapshot inside when there is none before.
 */
export function referenceIncreases(
  snaps: readonly Snap[],
  categories: ReadonlyMap<string, string>,
  start: Date,
  end: Date,
): ReferenceRow[] {
  const names = [...new Set(snaps.map((s) => s.name))];
  const out: ReferenceRow[] = [];
  for (const name of names) {
    const own = snaps.filter((s) => s.name === name).sort((a, b) => a.at.getTime() - b.at.getTime());
    const inside = own.filter((s) => s.at > start && s.at <= end);
    if (inside.length === 0) continue;
    const before = own.filter((s) => s.at <= start).at(-1) ?? (inside[0] as Snap);
    const last = inside.at(-1) as Snap;
    out.push({
      name,
      category: categories.get(name) ?? '',
      read_inc: last.read - before.read,
      discuss_inc: last.discuss - before.discuss,
      read_total: last.read,
      discuss_total: last.discuss,
      rate: before.discuss >= HEATED_MIN_BASE ? ((last.discuss - before.discuss) / before.discuss) * 100 : null,
    });
  }
  return out;
}

/** A board as the reference ranks it: names in rank order. */
export function referenceBoard(rows: readonly ReferenceRow[], board: 'top' | 'recreation' | 'heated'): ReferenceRow[] {
  const name = (a: ReferenceRow, b: ReferenceRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  if (board === 'heated') {
    return rows
      .filter((r) => r.rate !== null && r.discuss_inc > 0)
      .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.discuss_inc - a.discuss_inc || name(a, b));
  }
  const ent: readonly string[] = ENTERTAINMENT_CATEGORIES;
  return rows
    .filter((r) => r.read_inc > 0 && (board === 'top' || ent.includes(r.category)))
    .sort((a, b) => b.read_inc - a.read_inc || b.discuss_inc - a.discuss_inc || name(a, b));
}
