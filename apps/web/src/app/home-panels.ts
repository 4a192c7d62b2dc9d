import { lazy } from 'react';
import type { HomePanel } from '../features/home/home-panels';

/**
 * The panels of the home page's data area, one per tool that has one. The app composes them here
 * so the home feature knows no tool; each panel is its own chunk, loaded when /home shows it.
 */
export const HOME_PANELS: readonly HomePanel[] = [
  // This week's top 10 of the composite blogger board, linked to /synthe.
  { key: 'kol-ranking', Component: lazy(() => import('../features/kol-ranking/components/home-ranking-panel')) },
];
