// `npm test`: the whole suite — typecheck and lint, unit tests, server tests on PGlite and on
// PostgreSQL, then browser end-to-end tests against the real built app. Ends with one line
// "N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, run } from './lib.mjs';

const onlyFast = process.argv.includes('--no-e2e');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Starts the machine's PostgreSQL cluster when it is installed but not running. */
async function ensurePostgres() {
  if (await canConnect(5432)) return true;
  const ctl = spawnSync('bash', ['-c', 'command -v pg_ctlcluster && ls /etc/postgresql'], { encoding: 'utf8' });
  const version = ctl.stdout.trim().split('\n')[1];
  if (ctl.status === 0 && version) {
    console.log(`test: starting PostgreSQL ${version}…`);
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    for (let i = 0; i < 20 && !(await canConnect(5432)); i++) await new Promise((r) => setTimeout(r, 500));
  }
  return canConnect(5432);
}

function step(name, command, args, options = {}) {
  console.log(`\n━━ ${name}`);
  const status = run(command, args, options);
  if (status !== 0) failures.push(name);
  return status;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

ensureInstalled();
const reports = mkdtempSync(path.join(os.tmpdir(), 'boguan-test-'));

step('typecheck and lint', 'npm', ['run', '--silent', 'check']);

const projects = ['--project', 'unit', '--project', 'web', '--project', 'server-pglite'];
if (await ensurePostgres()) projects.push('--project', 'server-postgres');
else {
  console.log('test: no PostgreSQL on 127.0.0.1:5432 — the server suite runs on PGlite only');
}
const vitestReport = path.join(reports, 'vitest.json');
step('unit and server tests', 'npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
addVitest(vitestReport);

if (!onlyFast) {
  ensureWebBuilt();
  if (!existsSync('/usr/bin/chromium')) {
    console.log('test: /usr/bin/chromium is missing — run scripts/ensure-system.sh (as root) first');
    failures.push('chromium missing');
  } else {
    const e2eReport = path.join(reports, 'playwright.json');
    step('browser end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    addPlaywright(e2eReport);
  }
}

console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps green'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
