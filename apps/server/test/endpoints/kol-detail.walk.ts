import { kolDetailApi } from '@boguan/contracts/kol-detail.api';
import { walkCases } from './walk-support.js';

export const kolDetailWalk = walkCases(kolDetailApi, {
  '/api/kol/detail_overview': { body: (f) => ({ kol_id: f.kol.kolId }) },
  '/api/kol/detail_content': { body: (f) => ({ uid: f.kol.uid, days: 7, page: 1, t: 'content' }) },
  '/api/kol/detail_fans': { body: (f) => ({ kol_id: f.kol.kolId }) },
  '/api/kol/detail_commercial': { body: (f) => ({ kol_id: f.kol.kolId }) },
  '/api/kol/detail_similar': { body: (f) => ({ kol_id: f.kol.kolId }) },
});
