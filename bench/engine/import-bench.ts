import { importRepostsJsonl } from '@boguan/server/src/modules/weibo-data/importers.js';
import type { WeiboRepost } from '@boguan/weibo/model';
import { parseRepostLines } from '@boguan/weibo/parse/reposts';
import pg from 'pg';
import { report } from '../lib/report.js';
import { type Cascade, generateCascade, toRepostLines } from './cascade.js';
import type { BenchDatabase } from './databases.js';
import { CompiledQuery, sql } from './kysely.js';
import { envInt, fmt, progress, timed } from './measure.js';

/** The batch size of the importer's writeReposts (import.repository.ts): the baseline sends the same statements' shape. */
const BATCH = 2000;
const COLUMNS = '(mid, root_mid, parent_mid, uid, text, created_at)';
const ROUNDS = 2;

type Execute = (text: string, params: unknown[]) => Promise<void>;

/** A bare multi-row INSERT per batch: no builder, no parsing, no conflict handling. */
async function rawInsert(rows: readonly WeiboRepost[], execute: Execute): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const r of batch) {
      const n = params.length;
      tuples.push(`($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6})`);
      params.push(r.mid, r.rootMid, r.parentMid, r.uid, r.text, r.createdAt);
    }
    await execute(`insert into weibo_reposts ${COLUMNS} values ${tuples.join(', ')}`, params);
  }
}

async function countReposts(database: BenchDatabase): Promise<number> {
  const row = await database.handle.db
    .selectFrom('weibo_reposts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The baseline's client: a pg client of its own on PostgreSQL; on PGlite the handle's own pooled
 * connection (the socket server admits one client, so a second pg client would be refused).
 */
async function withRawClient<T>(database: BenchDatabase, run: (execute: Execute) => Promise<T>): Promise<T> {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await run(async (text, params) => {
        await client.query(text, params);
      });
    } finally {
      await client.end();
    }
  }
  return database.handle.db.connection().execute((connection) =>
    run(async (text, params) => {
      await connection.executeQuery(CompiledQuery.raw(text, params));
    }),
  );
}

export function repostLinesInput(): { cascade: Cascade; lines: string; rows: WeiboRepost[] } {
  const size = envInt('BENCH_REPOSTS', 200_000);
  const cascade = generateCascade(size, 1, new Date('2025-03-01T04:00:00Z'));
  const lines = toRepostLines(cascade);
  // The baseline inserts exactly what the importer stores; parsed once, outside any timing.
  const rows = parseRepostLines(lines, { rootMid: cascade.rootMid }).reposts;
  if (rows.length !== size) throw new Error(`expected ${size} parsed reposts, got ${rows.length}`);
  return { cascade, lines, rows };
}

/** Figure 1 on one database: importRepostsJsonl against a bare batched INSERT into an empty table. */
export async function importFigure(
  database: BenchDatabase,
  input: { cascade: Cascade; lines: string; rows: WeiboRepost[] },
): Promise<void> {
  const rawMs: number[] = [];
  const importMs: number[] = [];
  const now = new Date('2025-03-20T00:00:00Z');
  for (let round = 0; round < ROUNDS; round += 1) {
    await sql`truncate weibo_reposts`.execute(database.handle.db);
    const raw = await timed(() => withRawClient(database, (execute) => rawInsert(input.rows, execute)));
    const rawCount = await countReposts(database);
    await sql`truncate weibo_reposts`.execute(database.handle.db);
    const imported = await timed(() =>
      importRepostsJsonl(database.handle.db, input.lines, { now, rootMid: input.cascade.rootMid }),
    );
    const importCount = await countReposts(database);
    if (rawCount !== input.rows.length || importCount !== input.rows.length || imported.value.skipped !== 0) {
      throw new Error(`row counts differ: raw ${rawCount}, import ${importCount}, expected ${input.rows.length}`);
    }
    rawMs.push(raw.ms);
    importMs.push(imported.ms);
    progress(`${database.label} reposts round ${round + 1}: raw ${fmt(raw.ms)} ms, import ${fmt(imported.ms)} ms`);
  }
  await sql`truncate weibo_reposts`.execute(database.handle.db);
  // Best of the rounds on both sides: the machine is shared, the minimum is the least disturbed run.
  const raw = Math.min(...rawMs);
  const imported = Math.min(...importMs);
  const n = input.rows.length;
  report({
    bench: 'engine',
    name: `repost JSONL import / raw INSERT (${database.label})`,
    value: raw / imported,
    unit: 'ratio',
    goal: 0.6,
    better: 'higher',
    note:
      `${n} lines, batches of ${BATCH}; import ${fmt(imported)} ms (${fmt(n / (imported / 1000), 0)} rows/s), ` +
      `raw ${fmt(raw)} ms (${fmt(n / (raw / 1000), 0)} rows/s); best of ${ROUNDS}`,
  });
}
