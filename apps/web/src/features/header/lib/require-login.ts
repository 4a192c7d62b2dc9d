import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';

/** Spec 6: search, feedback and quick tools need login; a visitor gets the login dialog instead. */
export function runLoggedIn(action: () => void): void {
  if (isLoggedIn()) action();
  else useUiStore.getState().openLogin();
}
