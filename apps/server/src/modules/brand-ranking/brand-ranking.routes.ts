import { brandRankingApi } from '@boguan/contracts/brand-ranking.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportBrandBoard } from './brand-ranking.export.js';
import { listPeriods, readBoard } from './brand-ranking.service.js';

/** The brand boards /brandRanking, /brandIncRanking, /brandHotRanking: docs/brand-ranking.md. */
export function brandRankingRoutes(ctx: AppContext) {
  return handlersFor(brandRankingApi, {
    '/api/brand_ranking/ranking': async ({ user, body }) => ok(await readBoard(ctx, user, 'volume', body)),
    '/api/brand_ranking/incRanking': async ({ user, body }) => ok(await readBoard(ctx, user, 'growth', body)),
    '/api/brand_ranking/hotRanking': async ({ user, body }) => ok(await readBoard(ctx, user, 'hot', body)),
    '/api/brand_ranking/periods': async ({ body }) => ok(await listPeriods(ctx, body.type)),
    '/api/brand_ranking/rankingExport': async ({ user, body }) => exportBrandBoard(ctx, user, 'volume', body),
    '/api/brand_ranking/incRankingExport': async ({ user, body }) => exportBrandBoard(ctx, user, 'growth', body),
    '/api/brand_ranking/hotRankingExport': async ({ user, body }) => exportBrandBoard(ctx, user, 'hot', body),
  });
}
