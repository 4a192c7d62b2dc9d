// Shared by the start and test scripts: make sure dependencies and the web build exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const webDist = path.join(webDir, 'dist');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile. `npm install`
 * rather than `npm ci`: npm 11 leaves other platforms' optional binaries (Biome's) out of the
 * lockfile it writes, and `npm ci` then refuses that lockfile as out of sync.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('boguan: installing dependencies (npm install)…');
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) throw new Error('npm install failed');
}

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuilt({ force = false } = {}) {
  const index = path.join(webDist, 'index.html');
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'public')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    statSync(path.join(webDir, 'index.html')).mtimeMs,
  );
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('boguan: building the web app…');
  if (run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir }) !== 0) throw new Error('web build failed');
}
