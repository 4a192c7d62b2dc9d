import { brandSearchApi } from '@boguan/contracts/brand-search.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { brandAudience } from './brand-audience.service.js';
import { brandBloggers } from './brand-bloggers.service.js';
import { brandContent } from './brand-content.service.js';
import { openBrand } from './brand-detail.access.js';
import { brandOverview } from './brand-overview.service.js';
import { brandSample } from './brand-sample.service.js';
import { searchBrands, searchOptions } from './brand-search.service.js';

/** Brand search /brandSearch, a brand's detail /brandSearch/detail and the sample /brandGive (docs/brand-search.md). */
export function brandSearchRoutes(ctx: AppContext) {
  return handlersFor(brandSearchApi, {
    '/api/brand/search': async ({ user, body }) => ok(await searchBrands(ctx, user, body)),
    '/api/brand/search_options': async () => ok(await searchOptions(ctx)),
    '/api/brand/detail_overview': async ({ user, body }) =>
      ok(await brandOverview(ctx.db, await openBrand(ctx, user, body.brand_id, body.days))),
    '/api/brand/detail_content': async ({ user, body }) =>
      ok(await brandContent(ctx.db, await openBrand(ctx, user, body.brand_id, body.days))),
    '/api/brand/detail_bloggers': async ({ user, body }) =>
      ok(await brandBloggers(ctx.db, await openBrand(ctx, user, body.brand_id, body.days))),
    '/api/brand/detail_audience': async ({ user, body }) =>
      ok(await brandAudience(ctx.db, await openBrand(ctx, user, body.brand_id, body.days))),
    '/api/brand/sample': async () => ok(await brandSample(ctx)),
  });
}
