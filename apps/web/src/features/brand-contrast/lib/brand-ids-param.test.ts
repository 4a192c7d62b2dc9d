import { describe, expect, it } from 'vitest';
import { brandContrastPath, parseBrandIds } from './brand-ids-param';

describe('the ?brand_ids= parameter', () => {
  it('keeps valid distinct ids in order, at most five', () => {
    expect(parseBrandIds('1001,1002')).toEqual(['1001', '1002']);
    expect(parseBrandIds(' 1001 ,<x>,1001,,bd-a')).toEqual(['1001', 'bd-a']);
    expect(parseBrandIds('1,2,3,4,5,6,7')).toEqual(['1', '2', '3', '4', '5']);
    expect(parseBrandIds(null)).toEqual([]);
  });
  it('writes the path back', () => {
    expect(brandContrastPath(['1001', '1002'])).toBe('/brandContrast?brand_ids=1001,1002');
    expect(brandContrastPath([])).toBe('/brandContrast');
  });
});
