import { describe, expect, it } from 'vitest';
import { shouldShowWelcome } from './welcome-visibility';

describe('shouldShowWelcome', () => {
  const base = { loggedIn: true, serverFlag: 1, closeFlag: '1' };

  it('shows for a logged-in user whose questionnaire is neither filled nor closed', () => {
    expect(shouldShowWelcome(base)).toBe(true);
  });

  it('never shows to a visitor', () => {
    expect(shouldShowWelcome({ ...base, loggedIn: false })).toBe(false);
  });

  it('stays closed once dismissed in this login (SHOW_WELCOMECLOSE 0)', () => {
    expect(shouldShowWelcome({ ...base, closeFlag: '0' })).toBe(false);
  });

  it('treats a missing close flag as not dismissed', () => {
    expect(shouldShowWelcome({ ...base, closeFlag: null })).toBe(true);
  });

  it('follows the server: not before personal info is in, never once it says 0', () => {
    expect(shouldShowWelcome({ ...base, serverFlag: undefined })).toBe(false);
    expect(shouldShowWelcome({ ...base, serverFlag: 0 })).toBe(false);
  });
});
