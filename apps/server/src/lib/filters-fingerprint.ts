import { createHash } from 'node:crypto';

/**
 * A digest function over a search form's filters, for counting each distinct search once a day.
 * What makes two searches the same search is the filters, not the sort, order, page or page size
 * (the request's other fields never reach it). The same filters in any key order, with list
 * filters in any order, give the same digest; empty ones count as not given.
 */
export function filtersFingerprint<Filters extends object>(
  filterFields: Record<string, unknown>,
): (filters: Filters) => string {
  const counted = Object.keys(filterFields)
    .filter((key) => key !== 'sort' && key !== 'order')
    .sort() as Array<keyof Filters & string>;
  return (filters) => {
    const canonical: Array<[string, unknown]> = [];
    for (const key of counted) {
      const value = filters[key];
      if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
      canonical.push([key, Array.isArray(value) ? [...value].map(String).sort() : value]);
    }
    return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
  };
}
