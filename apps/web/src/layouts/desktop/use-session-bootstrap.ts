import { useEffect } from 'react';
import { isLoggedIn, useUserStore } from '../../stores/user-store';

/** When the shell opens: material for everyone, personal info for a logged-in user. */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const store = useUserStore.getState();
    void store.loadMaterial();
    if (isLoggedIn()) void store.loadPersonalInfo();
  }, []);
}
