import { describe, expect, it } from 'vitest';
import { levelAction, membershipExpiry } from './membership-text';

describe('membership text', () => {
  it('names the action of spec 4 per level', () => {
    expect(levelAction(20)).toBe('立即升级');
    expect(levelAction(30)).toBe('升级/续费');
    expect(levelAction(40)).toBe('续费');
  });

  it('shows the expiry date or that it never expires', () => {
    expect(membershipExpiry('2026-12-31 23:59:59')).toBe('2026-12-31 到期');
    expect(membershipExpiry(null)).toBe('长期有效');
  });
});
