/** A word to draw and what sizes it (a count, or a weight). */
export interface CloudInput {
  word: string;
  value: number;
}

export interface SizedWord extends CloudInput {
  /** Font size in px. */
  size: number;
}

/** Font sizes of a small cloud (a card) and of a page-wide one, in px. */
export const CARD_CLOUD_PX: readonly [number, number] = [12, 40];
export const PAGE_CLOUD_PX: readonly [number, number] = [14, 64];

/**
 * Font size per word on a square-root scale between the smallest and largest value: a word's area
 * grows with its value, so the largest word does not swallow the rest. Equal values get the
 * middle size.
 */
export function cloudSizes(words: readonly CloudInput[], [min, max]: readonly [number, number]): SizedWord[] {
  if (words.length === 0) return [];
  const roots = words.map((w) => Math.sqrt(Math.max(w.value, 0)));
  const lo = Math.min(...roots);
  const hi = Math.max(...roots);
  return words.map((w, i) => ({
    ...w,
    size:
      hi === lo ? Math.round((min + max) / 2) : Math.round(min + (((roots[i] ?? lo) - lo) / (hi - lo)) * (max - min)),
  }));
}
