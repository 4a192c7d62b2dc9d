import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownLabel, countdownSeconds, startCountdown } from './countdown';

describe('countdownLabel', () => {
  it('shows the wait while counting and the button text after', () => {
    expect(countdownLabel(59)).toBe('请等待59秒');
    expect(countdownLabel(1)).toBe('请等待1秒');
    expect(countdownLabel(0)).toBe('获取验证码');
  });
});

describe('countdownSeconds', () => {
  it('takes the server countdown when sane, else the default', () => {
    expect(countdownSeconds({ countdown: 59 }, 10)).toBe(59);
    expect(countdownSeconds({ countdown: '10' }, 59)).toBe(10);
    expect(countdownSeconds({ countdown: 0 }, 10)).toBe(10);
    expect(countdownSeconds({ countdown: -3 }, 10)).toBe(10);
    expect(countdownSeconds({ countdown: 2.5 }, 10)).toBe(10);
    expect(countdownSeconds({ countdown: 100000 }, 59)).toBe(59);
    expect(countdownSeconds(null, 59)).toBe(59);
    expect(countdownSeconds({}, 10)).toBe(10);
  });
});

describe('startCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 10 s down to the button text, one step a second', () => {
    const seen: string[] = [];
    startCountdown(10, (n) => seen.push(countdownLabel(n)));
    expect(seen).toEqual(['请等待10秒']);
    vi.advanceTimersByTime(3000);
    expect(seen.at(-1)).toBe('请等待7秒');
    vi.advanceTimersByTime(7000);
    expect(seen.at(-1)).toBe('获取验证码');
    expect(seen).toHaveLength(11);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(11);
  });

  it('stops early when asked', () => {
    const seen: number[] = [];
    const stop = startCountdown(59, (n) => seen.push(n));
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([59, 58, 57]);
  });
});
