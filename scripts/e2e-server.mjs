// The server Playwright tests run against: the real build and the real `npm start` path,
// on a fresh embedded database in a temporary directory, local SMS and WeChat providers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, webDist } from './lib.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boguan-e2e-'));
// The server's log (refused, failed and slow requests) is kept beside the screenshots for a look
// after a failure (Playwright empties test-results/ when it starts).
mkdirSync(path.join(root, 'e2e-screens'), { recursive: true });
const port = process.env.E2E_PORT ?? '8181';
const log = openSync(path.join(root, `e2e-screens/e2e-server-${port}.log`), 'w');
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  // WEB_DIST may point at another build (e.g. one made in a separate folder to test a branch).
  WEB_DIST: process.env.WEB_DIST ?? webDist,
  LOG_LEVEL: 'info',
  CHECK_RESPONSES: 'on',
  DEV_PAGES: 'on',
  // Playwright's setup calls stand for users on many networks (e2e/support/api.ts).
  TRUST_PROXY: 'loopback',
  // A small demo world: its history fills in seconds, so the data is there when the tests start.
  SIMULATOR_BLOGGERS: '300',
  SIMULATOR_DAYS: '3',
  // The operator of the e2e journeys (withdrawals, invoices); e2e/support/commerce.ts OPERATOR_MOBILE.
  OPERATOR_MOBILES: '13600000001',
};

// Paid levels come from gift codes, which only the CLI mints (no HTTP route hands out
// memberships): mint them into the fresh database before the server holds it, one file per level,
// for e2e/support/api.ts to redeem as users do.
// One folder per port: servers of runs side by side (E2E_PORT) never hand out each other's codes.
const giftCodes = path.join(root, `e2e-screens/gift-codes-${port}`);
rmSync(giftCodes, { recursive: true, force: true });
mkdirSync(giftCodes, { recursive: true });
for (const level of ['30', '40']) {
  const minted = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/cli/main.ts'),
      'gifts',
      '--level',
      level,
      '--days',
      '30',
      '--count',
      '40',
      '--batch',
      'e2e',
    ],
    { cwd: root, env: { ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (minted.status !== 0) throw new Error(`gift codes for level ${level}: ${minted.stderr}`);
  const codes = minted.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).code);
  writeFileSync(path.join(giftCodes, `${level}.txt`), `${codes.join('\n')}\n`);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: ['ignore', log, log],
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
