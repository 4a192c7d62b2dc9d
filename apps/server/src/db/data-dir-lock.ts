import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite files must have one owner: a second process opening them (the CLI while the server
 * runs) would corrupt the database. The lock names the owning pid; a lock left by a dead process
 * is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'boguan.lock');
  try {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
      throw new DataDirBusyError(
        `${dataDir} is in use by process ${owner} (a running server?): stop it first, or set DATABASE_URL to share a PostgreSQL server`,
      );
    }
  } catch (error) {
    if (error instanceof DataDirBusyError) throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
