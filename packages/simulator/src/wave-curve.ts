/**
 * The arrival curve of a wave of engagement. Inside a wave of n items, item j arrives at
 * start + tau·(−ln(1 − (j + ½)/n)), rounded up to the second: a saturating curve whose rate is
 * highest when the wave starts and decays with time constant tau. The count at t is therefore
 * exact and cheap (no list needed), and the materialised repost and comment lists agree with it
 * item for item.
 */

export interface Counts {
  reposts: number;
  comments: number;
  likes: number;
}

export interface Wave {
  start: number;
  /** Time constant of the wave, ms. */
  tau: number;
  reposts: number;
  comments: number;
  likes: number;
  /** Wave the amplifier's own repost belongs to (-1 for the author's wave). */
  parentWave: number;
  /** Index of the amplifier's repost inside the parent wave. */
  parentNode: number;
  /** Blogger index of the amplifying account, null for the author's wave. */
  amplifier: number | null;
}

export function nodeTime(start: number, tau: number, n: number, j: number): number {
  const t = start + tau * -Math.log(1 - (j + 0.5) / n);
  return Math.ceil(t / 1000) * 1000;
}

/** Items of a wave of n that have arrived by t (exactly those with nodeTime ≤ t). */
export function waveCount(n: number, start: number, tau: number, t: number): number {
  if (n <= 0 || t < start) return 0;
  const s = 1 - Math.exp(-(t - start) / tau);
  let m = Math.min(n, Math.max(0, Math.floor(n * s + 0.5)));
  while (m > 0 && nodeTime(start, tau, n, m - 1) > t) m--;
  while (m < n && nodeTime(start, tau, n, m) <= t) m++;
  return m;
}

/** The item of a wave of n that arrives about `afterMs` after the wave starts. */
export function nodeAfter(n: number, tau: number, afterMs: number): number {
  const quantile = 1 - Math.exp(-afterMs / tau);
  return Math.min(n - 1, Math.max(0, Math.round(n * quantile - 0.5)));
}
