/**
 * Owns the embedded PGlite database on its own thread and serves it over a local
 * socket, so a slow query never blocks the HTTP thread and the app talks to it
 * through the same `pg` driver it uses for a PostgreSQL server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// Plain JavaScript on purpose: worker threads start without the TypeScript loader
// under every runner (tsx, vitest, plain node).
// workerData: { dataDir?: string, loadDataDir?: Uint8Array (a dumpDataDir tarball) }

async function main() {
  const input = workerData;
  const db = await PGlite.create({
    dataDir: input.dataDir,
    loadDataDir: input.loadDataDir ? new Blob([input.loadDataDir]) : undefined,
  });
  // One connection at a time: PGlite is a single session, and interleaving two clients'
  // statements would mix their transactions. The pool on the other side also holds one.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const address = server.getServerConn();
  parentPort?.postMessage({ type: 'ready', address });

  parentPort?.on('message', async (message) => {
    if (message.type === 'dump') {
      const blob = await db.dumpDataDir('none');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      parentPort?.postMessage({ type: 'dump', bytes }, [bytes.buffer]);
    }
    if (message.type === 'close') {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ type: 'closed' });
    }
  });
}

main().catch((error) => {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
