import { describe, expect, it } from 'vitest';
import { contrastPath, detailQueryFrom, queryFromSearchState, searchStateFrom } from './brand-query';

describe('brand search URL state', () => {
  it('reads a search back from the URL it wrote, defaults left out', () => {
    const state = {
      keyword: '小米',
      category: '数码',
      days: 7 as const,
      sort: 'growth' as const,
      order: 'asc' as const,
      page: 2,
    };
    const query = queryFromSearchState(state);
    expect(searchStateFrom(query)).toEqual(state);
    expect(queryFromSearchState(searchStateFrom(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    const state = searchStateFrom(new URLSearchParams('days=8&sort=fans&order=up&page=-1'));
    expect(state).toMatchObject({ days: 30, sort: 'mentions', order: 'desc', page: 1 });
  });

  it('reads the detail query and builds the compare link', () => {
    expect(detailQueryFrom(new URLSearchParams('brand_id=1001&t=audience&days=90'))).toEqual({
      brandId: '1001',
      tab: 'audience',
      days: 90,
    });
    expect(detailQueryFrom(new URLSearchParams('brand_id=<x>&t=nope')).brandId).toBeNull();
    expect(contrastPath(['1001', '1002'])).toBe('/brandContrast?brand_ids=1001,1002');
  });
});
