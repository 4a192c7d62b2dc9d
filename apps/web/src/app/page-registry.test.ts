import { BUILT_PATHS } from '@boguan/contracts/quick-entry';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from './page-registry';

describe('page registry', () => {
  it('holds exactly the pages the contracts call built (quick entries and home links offer only those)', () => {
    expect(Object.keys(BUILT_PAGES).sort()).toEqual([...BUILT_PATHS].sort());
  });
});
