/**
 * When the welcome questionnaire shows (spec 4): logged in, the server's show_welcome flag says so
 * (it turns 0 for good once the questionnaire is answered or closed), and it was not dismissed in
 * this login (SHOW_WELCOMECLOSE '0'). SHOW_WELCOME itself is what login wrote ('0'): the flag the
 * questionnaire follows is the server's, never copied into local storage.
 */
export interface WelcomeInputs {
  loggedIn: boolean;
  /** personal info show_welcome, when loaded. */
  serverFlag: number | undefined;
  /** localStorage SHOW_WELCOMECLOSE. */
  closeFlag: string | null;
}

export const WELCOME_DISMISSED = '0';

export function shouldShowWelcome({ loggedIn, serverFlag, closeFlag }: WelcomeInputs): boolean {
  return loggedIn && closeFlag !== WELCOME_DISMISSED && serverFlag === 1;
}
