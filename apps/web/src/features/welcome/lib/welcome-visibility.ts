/**
 * When the welcome questionnaire shows (spec 4): logged in, the welcome flag says so, and it was
 * not dismissed. The flag is personal info show_welcome once loaded (mirrored to SHOW_WELCOME),
 * the stored SHOW_WELCOME before that. SHOW_WELCOMECLOSE is '1' after each login (armed) and
 * '0' once the person closes the dialog, so a dismissal lasts until the next login.
 */
export interface WelcomeInputs {
  loggedIn: boolean;
  /** personal info show_welcome, when loaded. */
  serverFlag: number | undefined;
  /** localStorage SHOW_WELCOME. */
  storedFlag: string | null;
  /** localStorage SHOW_WELCOMECLOSE. */
  closeFlag: string | null;
}

export const WELCOME_DISMISSED = '0';

export function shouldShowWelcome({ loggedIn, serverFlag, storedFlag, closeFlag }: WelcomeInputs): boolean {
  if (!loggedIn || closeFlag === WELCOME_DISMISSED) return false;
  return serverFlag === undefined ? storedFlag === '1' : serverFlag === 1;
}
