import { kolCollectApi } from '@boguan/contracts/kol-collect.api';
import { walkCases } from './walk-support.js';

export const kolCollectWalk = walkCases(kolCollectApi, {
  '/api/index/collect': { body: (f) => ({ action: 'add', kol_id: f.kol.kolId }) },
});
