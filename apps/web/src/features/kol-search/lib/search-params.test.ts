import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_STATE,
  filtersPayload,
  queryFromState,
  rangeProblem,
  searchPayload,
  stateFromQuery,
} from './search-params';

describe('blogger search URL state', () => {
  it('takes the header search ?name= as the keyword', () => {
    expect(stateFromQuery(new URLSearchParams('name=美妆')).keyword).toBe('美妆');
    expect(stateFromQuery(new URLSearchParams('keyword=口红&name=美妆')).keyword).toBe('口红');
  });

  it('round-trips every field through the URL', () => {
    const state = {
      ...DEFAULT_STATE,
      keyword: '美妆',
      category: '美妆',
      fans_min: 10_000,
      fans_max: 500_000,
      verify: ['gold' as const, 'none' as const],
      gender: 'f' as const,
      province: '上海',
      city: '浦东新区',
      interact_min: 10,
      interact_max: 1000,
      engage_min: 0.5,
      engage_max: 3.5,
      sponsored_max: 20,
      active_days: 7,
      sort: 'engagement_rate' as const,
      order: 'asc' as const,
      page: 3,
    };
    expect(stateFromQuery(queryFromState(state))).toEqual(state);
  });

  it('ignores malformed values instead of failing', () => {
    const state = stateFromQuery(
      new URLSearchParams('fans_min=abc&verify=purple,blue&sort=x&order=up&page=-2&active_days=5&gender=x&city=浦东'),
    );
    expect(state).toEqual({ ...DEFAULT_STATE, verify: ['blue'] });
  });

  it('keeps the default out of the URL and the payload carries paging only in the search', () => {
    expect(queryFromState(DEFAULT_STATE).toString()).toBe('');
    expect(filtersPayload(DEFAULT_STATE)).toEqual({ sort: 'fans', order: 'desc' });
    expect(searchPayload({ ...DEFAULT_STATE, page: 2 })).toEqual({
      sort: 'fans',
      order: 'desc',
      page: 2,
      per_page: 20,
    });
  });

  it('names a range whose min is above its max and counts the filters set', () => {
    expect(rangeProblem({ ...DEFAULT_STATE, fans_min: 10, fans_max: 5 })).toBe('粉丝数下限不能大于上限');
    expect(rangeProblem({ ...DEFAULT_STATE, engage_min: 1, engage_max: 1 })).toBeNull();
    expect(activeFilterCount({ ...DEFAULT_STATE, keyword: 'x', category: '美妆', fans_max: 10, active_days: 3 })).toBe(
      3,
    );
  });
});
