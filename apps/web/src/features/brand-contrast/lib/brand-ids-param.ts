import { BRAND_CONTRAST_MAX } from '@boguan/contracts/brand-contrast';

/*
 * The chosen brands live in the URL (?brand_ids=1001,1002), so the brand search page can link
 * here with its choice and a reload keeps it.
 */

const BRAND_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The valid, distinct ids of the parameter, in order, at most the comparison's maximum. */
export function parseBrandIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => BRAND_ID.test(id));
  return [...new Set(ids)].slice(0, BRAND_CONTRAST_MAX);
}

export function brandContrastPath(ids: readonly string[]): string {
  return ids.length > 0 ? `/brandContrast?brand_ids=${ids.map(encodeURIComponent).join(',')}` : '/brandContrast';
}
