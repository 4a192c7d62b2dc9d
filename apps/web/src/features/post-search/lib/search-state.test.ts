import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_STATE,
  filtersPayload,
  highlight,
  presetDates,
  presetOf,
  queryFromState,
  stateFromQuery,
} from './search-state';

const today = new Date('2026-01-05T02:00:00Z');

describe('post search URL state', () => {
  it('round-trips every filter through the URL and keeps links short', () => {
    const state = {
      ...DEFAULT_STATE,
      keyword: '露营',
      start_date: '2026-01-01',
      end_date: '2026-01-05',
      category: '旅游',
      post_type: 'original' as const,
      media: ['pic' as const, 'video' as const],
      sponsored: 'yes' as const,
      verify: ['gold' as const, 'blue' as const],
      interact_min: 100,
      sort: 'likes' as const,
      order: 'asc' as const,
      page: 3,
    };
    expect(stateFromQuery(queryFromState(state))).toEqual(state);
    expect(queryFromState({ ...DEFAULT_STATE, keyword: '露营' }).toString()).toBe(
      `keyword=${encodeURIComponent('露营')}`,
    );
  });

  it('reads the header search’s ?name= and drops values the contract refuses, one by one', () => {
    const state = stateFromQuery(
      new URLSearchParams(
        'name=咖啡&media=pic,gif&verify=gold,purple&sort=fans&page=-2&post_type=quote&start_date=2026-02-30',
      ),
    );
    expect(state).toMatchObject({ keyword: '咖啡', media: ['pic'], verify: ['gold'], sort: 'time', page: 1 });
    expect(state.post_type).toBe('');
    expect(state.start_date).toBe('');
    // A start after the end is dropped rather than sent to be refused.
    expect(stateFromQuery(new URLSearchParams('start_date=2026-01-06&end_date=2026-01-01')).start_date).toBe('');
  });

  it('sends only what is set', () => {
    expect(filtersPayload({ ...DEFAULT_STATE, keyword: '咖啡' })).toEqual({
      keyword: '咖啡',
      sort: 'time',
      order: 'desc',
    });
    expect(activeFilterCount({ ...DEFAULT_STATE, keyword: '咖啡', media: ['pic'], interact_min: 0 })).toBe(2);
  });

  it('turns the time presets into China dates ending today, and recognises them again', () => {
    expect(presetDates('7', today)).toEqual({ start_date: '2025-12-30', end_date: '2026-01-05' });
    expect(presetDates('1', today)).toEqual({ start_date: '2026-01-05', end_date: '2026-01-05' });
    expect(presetDates('all', today)).toEqual({ start_date: '', end_date: '' });
    expect(presetOf(presetDates('30', today), today)).toBe('30');
    expect(presetOf({ start_date: '2026-01-02', end_date: '2026-01-03' }, today)).toBe('custom');
    expect(presetOf({ start_date: '', end_date: '' }, today)).toBe('all');
  });

  it('marks the matched words in a text, longest first, any case', () => {
    expect(highlight('新款Luyu面霜，luyu真好用', ['luyu', '面霜'])).toEqual([
      ['新款', false],
      ['Luyu', true],
      ['面霜', true],
      ['，', false],
      ['luyu', true],
      ['真好用', false],
    ]);
    expect(highlight('没有命中', [])).toEqual([['没有命中', false]]);
  });
});
