// Small timing helpers shared by the engine benchmarks. Progress goes to stderr so stdout keeps
// only the figure lines that bench/lib/report.ts prints.

export function progress(message: string): void {
  process.stderr.write(`[engine] ${message}\n`);
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export async function timed<T>(run: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await run();
  return { ms: performance.now() - t0, value };
}

/** Nearest-rank percentile (the same rule as bench/lib/http-load.ts). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);
