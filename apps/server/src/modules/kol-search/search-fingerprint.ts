import { createHash } from 'node:crypto';
import { type KolSearchFilters, kolSearchFilterFields } from '@boguan/contracts/kol-search.api';

/** What makes two searches the same search: the filters, not the sort, order, page or page size. */
const COUNTED_FILTERS = Object.keys(kolSearchFilterFields)
  .filter((key) => key !== 'sort' && key !== 'order')
  .sort() as Array<keyof KolSearchFilters>;

/**
 * A stable digest of a search's filters, for counting each distinct search once a day: the same
 * filters in any key order, with list filters in any order, give the same digest.
 */
export function searchFingerprint(filters: KolSearchFilters): string {
  const canonical: Array<[string, unknown]> = [];
  for (const key of COUNTED_FILTERS) {
    const value = filters[key];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    canonical.push([key, Array.isArray(value) ? [...value].map(String).sort() : value]);
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
