import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Started {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first HTTP 200 of the ready path. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

export async function startProcess(
  script: string,
  options: { port: number; readyPath: string; env?: Record<string, string> },
): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(options.port), LOG_LEVEL: 'warn', ...options.env },
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor200(url + options.readyPath, 120_000);
  const startMs = performance.now() - t0;
  return {
    child,
    url,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'boguan-bench-'));
}
