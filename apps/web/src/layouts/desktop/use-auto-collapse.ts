import { useEffect } from 'react';
import { useUiStore } from '../../stores/ui-store';

/** Spec 9: the sidebar collapses by itself when the window is narrower than 1200 px. */
export const SIDEBAR_BREAKPOINT_PX = 1200;

/**
 * Follows the breakpoint when it is crossed (and once at start); in between, the user's own
 * toggle stands, so a wide window can still be collapsed by hand and a narrow one opened.
 */
export function useAutoCollapse(): void {
  const setCollapse = useUiStore((s) => s.setCollapse);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`);
    setCollapse(query.matches);
    const onChange = (event: MediaQueryListEvent) => setCollapse(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setCollapse]);
}
