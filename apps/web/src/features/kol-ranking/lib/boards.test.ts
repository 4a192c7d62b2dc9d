import { describe, expect, it } from 'vitest';
import { areaFilters, categoryFilters, pageOf } from './boards';

describe('board requests', () => {
  it('sends the province for the area board and the category for the others', () => {
    const params = { period: 'day' as const, category: '美妆', province: '上海', page: 2, per_page: 20 };
    expect({ ...areaFilters(params), ...pageOf(params) }).toEqual({
      period: 'day',
      page: 2,
      per_page: 20,
      province: '上海',
    });
    expect(categoryFilters(params)).toEqual({ period: 'day', category: '美妆' });
    expect(categoryFilters(params)).not.toHaveProperty('province');
  });
});
