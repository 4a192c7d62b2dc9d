import type { ComponentType } from 'react';

/**
 * The home page's data area. Tools add a panel here when they land (e.g. the hot-search top 10,
 * the blogger ranking, the user's monitoring tasks); until then the area says what will appear.
 * Panels are lazy so the home chunk stays small.
 */
export interface HomePanel {
  key: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const HOME_PANELS: HomePanel[] = [
  // This week's top 10 of the composite blogger board, linked to /synthe.
  { key: 'kol-ranking', load: () => import('../kol-ranking/components/home-ranking-panel') },
];
