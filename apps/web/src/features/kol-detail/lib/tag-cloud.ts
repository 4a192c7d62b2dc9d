/** Font sizes of the keyword cloud, in px. */
export const CLOUD_MIN_PX = 12;
export const CLOUD_MAX_PX = 34;

export interface CloudWord {
  word: string;
  count: number;
  size: number;
}

/**
 * Font size per word on a square-root scale between the smallest and largest count (areas grow
 * with the count, so the largest word does not swallow the rest). Equal counts get the middle size.
 */
export function cloudSizes(words: readonly { word: string; count: number }[]): CloudWord[] {
  if (words.length === 0) return [];
  const counts = words.map((w) => w.count);
  const lo = Math.sqrt(Math.min(...counts));
  const hi = Math.sqrt(Math.max(...counts));
  return words.map((w) => ({
    ...w,
    size:
      hi === lo
        ? Math.round((CLOUD_MIN_PX + CLOUD_MAX_PX) / 2)
        : Math.round(CLOUD_MIN_PX + ((Math.sqrt(w.count) - lo) / (hi - lo)) * (CLOUD_MAX_PX - CLOUD_MIN_PX)),
  }));
}

/**
 * The order words are laid out in: the biggest in the middle, the rest alternating to either
 * side, which reads as a cloud without a layout plugin.
 */
export function cloudOrder<T>(sortedByWeight: readonly T[]): T[] {
  const left: T[] = [];
  const right: T[] = [];
  sortedByWeight.forEach((item, i) => {
    if (i % 2 === 0) right.push(item);
    else left.push(item);
  });
  return [...left.reverse(), ...right];
}
