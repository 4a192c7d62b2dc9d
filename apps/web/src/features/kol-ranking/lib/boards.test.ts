import { describe, expect, it } from 'vitest';
import { boardPayload } from './boards';

describe('board payloads', () => {
  it('sends the province for the area board and the category for the others', () => {
    const params = { period: 'day' as const, category: '美妆', province: '上海', page: 2, per_page: 20 };
    expect(boardPayload('area', params)).toEqual({ period: 'day', page: 2, per_page: 20, province: '上海' });
    expect(boardPayload('synthesize', params)).toEqual({ period: 'day', page: 2, per_page: 20, category: '美妆' });
    expect(boardPayload('fans_inc', params)).not.toHaveProperty('province');
  });
});
