import { describe, expect, it } from 'vitest';
import { filtersFingerprint } from './filters-fingerprint.js';

interface Filters {
  keyword?: string;
  tags?: string[];
  fans_min?: number | null;
  sort?: string;
  order?: string;
}

const fields = { keyword: 0, tags: 0, fans_min: 0, sort: 0, order: 0 };
const fingerprint = filtersFingerprint<Filters>(fields);

describe('a search’s filters fingerprint', () => {
  it('is the same for the same filters in any key or list order, whatever the sort', () => {
    const one = fingerprint({ keyword: '咖啡', tags: ['美食', '探店'], fans_min: 1000, sort: 'fans', order: 'desc' });
    const two = fingerprint({ order: 'asc', tags: ['探店', '美食'], fans_min: 1000, keyword: '咖啡' });
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts an empty list or a null filter as not given', () => {
    expect(fingerprint({ keyword: '咖啡', tags: [], fans_min: null })).toBe(fingerprint({ keyword: '咖啡' }));
  });

  it('differs when a filter differs', () => {
    const base = fingerprint({ keyword: '咖啡', tags: ['美食'] });
    expect(fingerprint({ keyword: '茶', tags: ['美食'] })).not.toBe(base);
    expect(fingerprint({ keyword: '咖啡', tags: ['美食', '探店'] })).not.toBe(base);
    expect(fingerprint({ keyword: '咖啡', tags: ['美食'], fans_min: 0 })).not.toBe(base);
  });

  it('reads only the form’s filter fields', () => {
    const withExtra = { keyword: '咖啡', page: 3, per_page: 50 } as Filters;
    expect(fingerprint(withExtra)).toBe(fingerprint({ keyword: '咖啡' }));
  });
});
