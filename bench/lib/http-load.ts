import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests in flight at once. */
  concurrency?: number;
  seconds?: number;
  /** Answers must satisfy this (e.g. envelope code 1) or they count as errors. */
  check?: (body: string) => boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A small keep-alive load generator: fixed concurrency for a fixed time, bounded and local only. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('load tests target loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 16 });
  const durationMs = (options.seconds ?? 3) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(url, { method: options.method ?? 'GET', agent, headers: options.headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200 || (options.check && !options.check(body))) errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      if (options.body) req.write(options.body);
      req.end();
    });

  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    errors,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}
