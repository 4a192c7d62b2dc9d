import { HotWatchMessage } from '@boguan/contracts/hot-search-watch';
import { describe, expect, it } from 'vitest';
import { keywordsProblem, splitKeywords } from './keywords';

describe('keyword lists', () => {
  it('splits at the accepted separators and keeps each keyword once, ignoring letter case', () => {
    expect(splitKeywords(['苹果,华为', 'Apple、apple', ' 小米 ，'])).toEqual(['苹果', '华为', 'Apple', '小米']);
  });

  it('says the first problem in the server’s words', () => {
    expect(keywordsProblem([])).toBe(HotWatchMessage.keywords);
    expect(keywordsProblem(['一'.repeat(21)])).toBe(HotWatchMessage.keywordTooLong);
    expect(keywordsProblem(Array.from({ length: 11 }, (_, i) => `词${i}`))).toBe(HotWatchMessage.tooManyKeywords);
    expect(keywordsProblem(['手机'])).toBeNull();
  });
});
