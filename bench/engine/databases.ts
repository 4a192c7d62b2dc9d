import { rmSync } from 'node:fs';
import { type DatabaseHandle, openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import pg from 'pg';
import { benchDatabaseUrl } from '../lib/postgres.js';
import { freshDataDir } from '../lib/processes.js';

/** A migrated database for one benchmark, and how to throw it away afterwards. */
export interface BenchDatabase {
  handle: DatabaseHandle;
  label: 'PostgreSQL' | 'PGlite';
  /** PostgreSQL only: the connection string, for a bare pg client beside Kysely. */
  url: string | null;
  dispose(): Promise<void>;
}

async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL database, or null when no server answers (its figures are then skipped). */
export async function freshPostgres(name: string): Promise<BenchDatabase | null> {
  const url = await benchDatabaseUrl(name);
  if (!url) return null;
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await migrateToLatest(handle.db as never);
  return {
    handle,
    label: 'PostgreSQL',
    url,
    async dispose() {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

/** A fresh PGlite database in a temporary data directory (removed on dispose). */
export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = freshDataDir();
  const handle = await openDatabase({ dataDir });
  await migrateToLatest(handle.db as never);
  return {
    handle,
    label: 'PGlite',
    url: null,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
