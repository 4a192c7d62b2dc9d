import { describe, expect, it } from 'vitest';
import { shouldShowWelcome } from './welcome-visibility';

describe('shouldShowWelcome', () => {
  const base = { loggedIn: true, serverFlag: 1, storedFlag: '0', closeFlag: '1' };

  it('shows for a logged-in user whose questionnaire is not filled', () => {
    expect(shouldShowWelcome(base)).toBe(true);
  });

  it('never shows to a visitor', () => {
    expect(shouldShowWelcome({ ...base, loggedIn: false })).toBe(false);
  });

  it('stays closed once dismissed (SHOW_WELCOMECLOSE 0)', () => {
    expect(shouldShowWelcome({ ...base, closeFlag: '0' })).toBe(false);
  });

  it('treats a missing close flag as not dismissed', () => {
    expect(shouldShowWelcome({ ...base, closeFlag: null })).toBe(true);
  });

  it('follows the server once personal info is in, the stored flag before', () => {
    expect(shouldShowWelcome({ ...base, serverFlag: 0, storedFlag: '1' })).toBe(false);
    expect(shouldShowWelcome({ ...base, serverFlag: undefined, storedFlag: '1' })).toBe(true);
    expect(shouldShowWelcome({ ...base, serverFlag: undefined, storedFlag: '0' })).toBe(false);
    expect(shouldShowWelcome({ ...base, serverFlag: undefined, storedFlag: null })).toBe(false);
  });
});
