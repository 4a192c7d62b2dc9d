/** Keys look like `img/ab/<30 hex>.png`: a prefix, two hex for spreading, a random name. */
export const STORAGE_KEY_PATTERN = /^[a-z]{2,10}\/[0-9a-f]{2}\/[0-9a-f]{30}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}
