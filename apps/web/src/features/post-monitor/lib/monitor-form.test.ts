import { describe, expect, it } from 'vitest';
import { isWindowDayDisabled, linkProblem, statusColor } from './monitor-form';

describe('post monitor form rules', () => {
  it('names an empty or overlong link before asking the server', () => {
    expect(linkProblem('  ')).toBe('请输入博文链接');
    expect(linkProblem('x'.repeat(501))).toBe('博文链接不能超过500个字符');
    expect(linkProblem('https://weibo.com/1/abc')).toBeNull();
  });
  it('offers window days from today, at most 7 days long', () => {
    expect(isWindowDayDisabled('2026-03-01', '2026-03-02', null)).toBe(true);
    expect(isWindowDayDisabled('2026-03-02', '2026-03-02', null)).toBe(false);
    expect(isWindowDayDisabled('2026-03-08', '2026-03-02', '2026-03-02')).toBe(false);
    expect(isWindowDayDisabled('2026-03-09', '2026-03-02', '2026-03-02')).toBe(true);
  });
  it('colours the states, unknown ones as waiting', () => {
    expect([0, 1, 2, 3, 9].map(statusColor)).toEqual(['default', 'processing', 'success', 'error', 'default']);
  });
});
