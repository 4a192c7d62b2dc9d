import type { ComponentType } from 'react';

/**
 * One panel of the home page's data area, supplied by the app (app/home-panels.ts): tools add a
 * panel when they land (the blogger ranking, later the hot-search top 10, the user's monitoring
 * tasks). A panel is lazy, so the home chunk stays small.
 */
export interface HomePanel {
  key: string;
  Component: ComponentType;
}
