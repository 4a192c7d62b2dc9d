import { describe, expect, it } from 'vitest';
import { loginDelaySeconds, secondsToWait } from './login-delay.js';

describe('the wait between password tries past the failure threshold', () => {
  it('is none below ten failures, then 5 s doubling to a 5-minute cap', () => {
    expect([0, 9, 10, 11, 12, 13, 16, 40].map(loginDelaySeconds)).toEqual([0, 0, 5, 10, 20, 40, 300, 300]);
  });

  it('counts from the latest failure, in whole seconds left', () => {
    const latest = new Date('2026-01-05T10:00:00Z');
    expect(secondsToWait(11, latest, new Date('2026-01-05T10:00:03.2Z'))).toBe(7);
    expect(secondsToWait(11, latest, new Date('2026-01-05T10:00:10Z'))).toBe(0);
    expect(secondsToWait(3, latest, latest)).toBe(0);
    expect(secondsToWait(20, null, latest)).toBe(0);
  });
});
