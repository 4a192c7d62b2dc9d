import type { CurveRow } from './hot-search.repository.js';

/**
 * For each point of a word's curve, whether a capture between it and the point before left the
 * word out (it was off the list there). `captures` are the captures within the curve's span.
 */
export function gapsBefore(curve: readonly CurveRow[], captures: readonly Date[]): boolean[] {
  let next = 0;
  return curve.map((point, i) => {
    const at = new Date(point.captured_at).getTime();
    if (i === 0) return false;
    const previous = new Date(curve[i - 1]!.captured_at).getTime();
    while (next < captures.length && captures[next]!.getTime() <= previous) next += 1;
    return next < captures.length && captures[next]!.getTime() < at;
  });
}
