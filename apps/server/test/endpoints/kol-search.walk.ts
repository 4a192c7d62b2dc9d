import { kolSearchApi } from '@boguan/contracts/kol-search.api';
import { walkCases } from './walk-support.js';

export const kolSearchWalk = walkCases(kolSearchApi, {
  '/api/kol/search': { body: () => ({ keyword: '', sort: 'fans', order: 'desc', page: 1, per_page: 20 }) },
  '/api/kol/search_options': { body: () => ({}) },
  '/api/kol/search_export': { body: () => ({ sort: 'avg_interactions', order: 'asc' }) },
});
