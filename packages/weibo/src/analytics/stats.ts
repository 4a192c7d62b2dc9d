/** Small statistics used by the metrics; each is written out in docs/metrics.md. */

export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959964;

/**
 * Wilson score interval for a proportion of `successes` out of `n`: unlike the normal interval it
 * stays inside [0, 1] and behaves for small samples and proportions near 0 or 1.
 */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Least-squares slope of y over x; 0 with fewer than two distinct x. */
export function linearSlope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.x;
    sy += p.y;
  }
  const mx = sx / n;
  const my = sy / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) * (p.x - mx);
  }
  return den === 0 ? 0 : num / den;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
