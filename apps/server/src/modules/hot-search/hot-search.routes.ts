import { hotSearchApi } from '@boguan/contracts/hot-search.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportDaySummary } from './hot-search.export.js';
import { detail, realtime } from './hot-search.service.js';
import { daySummary, historyAt, historyRange } from './hot-search-history.service.js';

/** The live list /hotSearch, an entry's life /hotDetail and the history /hotHistory: docs/hot-search.md. */
export function hotSearchRoutes(ctx: AppContext) {
  return handlersFor(hotSearchApi, {
    '/api/hot_search/realtime': async ({ body }) => ok(await realtime(ctx, body)),
    '/api/hot_search/detail': async ({ body }) => ok(await detail(ctx, body.word)),
    '/api/hot_search/historyRange': async ({ user }) => ok(await historyRange(ctx, user)),
    '/api/hot_search/history': async ({ user, body }) => ok(await historyAt(ctx, user, body.date, body.time)),
    '/api/hot_search/daySummary': async ({ user, body }) => ok(await daySummary(ctx, user, body)),
    '/api/hot_search/daySummaryExport': async ({ user, body }) => exportDaySummary(ctx, user, body),
  });
}
