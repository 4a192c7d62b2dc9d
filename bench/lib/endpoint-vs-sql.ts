import type { FastifyInstance } from 'fastify';
import { fmt, percentile, progress } from '../engine/measure.js';
import { report } from './report.js';

/** One endpoint measured beside the SQL its service sends. */
export interface EndpointCase {
  name: string;
  /** The call of run i, as the web app makes it. */
  request: (i: number) => { url: string; form: Record<string, string> };
  /** The same SQL the endpoint's service sends, for run i, straight on the pool. */
  bare: (i: number) => Promise<unknown>;
}

/** Milliseconds of each of `runs` runs, after up to 20 runs that warm the cache and the plans. */
export async function timeRuns(runs: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * Reports each case's endpoint p95 (through app.inject, envelope and session included) with its
 * bare SQL p95 beside, against the goal. A call that does not answer code 1 stops the bench: a
 * figure of refusals would measure nothing.
 */
export async function measureEndpoints(
  app: FastifyInstance,
  token: string,
  options: { bench: string; runs: number; goalMs: number; note: string },
  cases: readonly EndpointCase[],
): Promise<void> {
  const { bench, runs, goalMs, note } = options;
  for (const c of cases) {
    const endpoint = await timeRuns(runs, async (i) => {
      const { url, form } = c.request(i);
      const response = await app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
      });
      const answer = response.json() as { code: number; msg: string };
      if (answer.code !== 1) throw new Error(`${url} answered ${answer.code} ${answer.msg}`);
    });
    const bare = await timeRuns(runs, c.bare);
    const p95 = percentile(endpoint, 95);
    const bareP95 = percentile(bare, 95);
    progress(`${bench}: ${c.name}: endpoint p95 ${fmt(p95)} ms, bare SQL p95 ${fmt(bareP95)} ms`);
    report({
      bench,
      name: `${c.name} endpoint p95 (PostgreSQL)`,
      value: p95,
      unit: 'ms',
      goal: goalMs,
      better: 'lower',
      note: `${note}; app.inject, p50 ${fmt(percentile(endpoint, 50))} ms over ${runs} runs; bare SQL p95 ${fmt(bareP95)} ms, p50 ${fmt(percentile(bare, 50))} ms`,
    });
  }
}
