import { kolRankingApi } from '@boguan/contracts/kol-ranking.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportBoard } from './kol-ranking.export.js';
import { areaBoard, fansIncBoard, rankingOptions, synthesizeBoard } from './kol-ranking.service.js';

/** The three blogger boards, their exports and the options the pages offer (docs/kol-ranking.md). */
export function kolRankingRoutes(ctx: AppContext) {
  return handlersFor(kolRankingApi, {
    '/api/kol_ranking/options': async () => ok(await rankingOptions(ctx)),
    '/api/kol_ranking/synthesize': async ({ user, body }) => ok(await synthesizeBoard(ctx, user, body)),
    '/api/kol_ranking/area': async ({ user, body }) => ok(await areaBoard(ctx, user, body)),
    '/api/kol_ranking/fans_inc': async ({ user, body }) => ok(await fansIncBoard(ctx, user, body)),
    '/api/kol_ranking/synthesize_export': async ({ user, body }) => exportBoard(ctx, user, 'synthesize', body),
    '/api/kol_ranking/area_export': async ({ user, body }) => exportBoard(ctx, user, 'area', body),
    '/api/kol_ranking/fans_inc_export': async ({ user, body }) => exportBoard(ctx, user, 'fans_inc', body),
  });
}
