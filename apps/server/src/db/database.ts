import { Worker } from 'node:worker_threads';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// Both drivers answer through `pg`; make bigint and numeric columns plain numbers so
// PostgreSQL and PGlite return the same shapes (our counts stay far below 2^53).
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps it in memory. */
  dataDir?: string;
  /** PGlite tarball to start from (a migrated template, for fast test databases). */
  loadDataDir?: Uint8Array;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** PGlite only: a tarball of the current database, used as a test template. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

interface WorkerMessage {
  type: 'ready' | 'dump' | 'closed' | 'error';
  address?: string;
  bytes?: Uint8Array;
  message?: string;
}

function nextMessage(worker: Worker, type: WorkerMessage['type']): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'error') {
        cleanup();
        reject(new Error(`PGlite worker failed: ${message.message}`));
      } else if (message.type === type) {
        cleanup();
        resolve(message);
      }
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir },
  });
  const ready = await nextMessage(worker, 'ready');
  const [host, port] = (ready.address ?? '').split(':');
  // PGlite is one session: a single pooled connection keeps transactions whole.
  const pool = new pg.Pool({ host, port: Number(port), user: 'postgres', database: 'postgres', max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async dump() {
      const answer = nextMessage(worker, 'dump');
      worker.postMessage({ type: 'dump' });
      return (await answer).bytes ?? new Uint8Array();
    },
    async close() {
      await db.destroy();
      const closed = nextMessage(worker, 'closed');
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async dump() {
      throw new Error('dump is only available for PGlite');
    },
    async close() {
      await db.destroy();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options);
}
