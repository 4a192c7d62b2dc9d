// The server Playwright tests run against: the real build and the real `npm start` path,
// on a fresh embedded database in a temporary directory, local SMS and WeChat providers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, webDist } from './lib.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boguan-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    DATA_DIR: dataDir,
    // WEB_DIST may point at another build (e.g. one made in a separate folder to test a branch).
    WEB_DIST: process.env.WEB_DIST ?? webDist,
    LOG_LEVEL: 'warn',
    DEV_PAGES: 'on',
    // A small demo world: its history fills in seconds, so the data is there when the tests start.
    SIMULATOR_BLOGGERS: '300',
    SIMULATOR_DAYS: '3',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
