import { lifeApi } from '@boguan/contracts/life.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportBloggerRanking, exportMerchantRanking } from './life.export.js';
import { bloggerRanking, districtMap, lifeTrend, listCities, listPeriods, merchantRanking } from './life.service.js';

/** 本地生活 /life: docs/local-life.md. */
export function lifeRoutes(ctx: AppContext) {
  return handlersFor(lifeApi, {
    '/api/life/cities': async ({ user }) => ok(await listCities(ctx, user)),
    '/api/life/periods': async ({ user, body }) => ok(await listPeriods(ctx, user, body)),
    '/api/life/merchantRanking': async ({ user, body }) => ok(await merchantRanking(ctx, user, body)),
    '/api/life/districtMap': async ({ user, body }) => ok(await districtMap(ctx, user, body)),
    '/api/life/trend': async ({ user, body }) => ok(await lifeTrend(ctx, user, body)),
    '/api/life/bloggerRanking': async ({ user, body }) => ok(await bloggerRanking(ctx, user, body)),
    '/api/life/merchantRankingExport': async ({ user, body }) => exportMerchantRanking(ctx, user, body),
    '/api/life/bloggerRankingExport': async ({ user, body }) => exportBloggerRanking(ctx, user, body),
  });
}
