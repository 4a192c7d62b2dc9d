import { lazy } from 'react';
import type { HomePanel } from '../features/home/home-panels';

/**
 * The panels of the home page's data area, one per tool that has one. The app composes them here
 * so the home feature knows no tool; each panel is its own chunk, loaded when /home shows it.
 */
export const HOME_PANELS: readonly HomePanel[] = [
  // This week's top 10 of the composite blogger board, linked to /synthe.
  { key: 'kol-ranking', Component: lazy(() => import('../features/kol-ranking/components/home-ranking-panel')) },
  // The live hot-search list's top 10, linked to /hotSearch; open to visitors.
  { key: 'hot-search', Component: lazy(() => import('../features/hot-search/components/home-hot-panel')) },
  // The latest finished day's top 10 brands by mentions, linked to /brandRanking.
  { key: 'brand-ranking', Component: lazy(() => import('../features/brand-ranking/components/home-brand-panel')) },
  // The 24-hour hot-post board's top 10 by interactions, linked to /blogHotRanking.
  { key: 'hot-posts', Component: lazy(() => import('../features/post-search/components/home-hot-posts-panel')) },
  // The latest finished day's top 10 topics by discussion growth, linked to /topicheatedRanking; open to visitors.
  {
    key: 'rising-topics',
    Component: lazy(() => import('../features/topic-ranking/components/home-rising-topics-panel')),
  },
];
