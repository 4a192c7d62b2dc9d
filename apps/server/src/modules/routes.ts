import type { FastifyInstance } from 'fastify';
import type { ApiPath } from '@boguan/contracts/api';
import type { AppContext } from '../lib/context.js';
import { type Handlers, registerEndpoints } from '../plugins/endpoints.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { collectionRoutes } from './collection/collection.routes.js';
import { couponsRoutes } from './coupons/coupons.routes.js';
import { demoImagesRoutes } from './demo-images/demo-images.routes.js';
import { exportsRoutes } from './exports/exports.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { homeContentRoutes } from './home-content/home-content.routes.js';
import { kolCollectRoutes } from './kol-collect/kol-collect.routes.js';
import { kolContrastRoutes } from './kol-contrast/kol-contrast.routes.js';
import { kolDetailRoutes } from './kol-detail/kol-detail.routes.js';
import { kolMonitorRoutes } from './kol-monitor/kol-monitor.routes.js';
import { kolRankingRoutes } from './kol-ranking/kol-ranking.routes.js';
import { kolSearchRoutes } from './kol-search/kol-search.routes.js';
import { kolStopeRoutes } from './kol-stope/kol-stope.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { quickEntryRoutes } from './quick-entry/quick-entry.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { importRoutes } from './weibo-data/import.routes.js';

/**
 * The handler of every row of the endpoint map (packages/contracts/src/api.ts). A row without a
 * handler, or a handler without a row, does not compile.
 */
function apiHandlers(ctx: AppContext): Handlers<ApiPath> {
  return {
    // Exports: the history and job-built files every tool's .xlsx goes through (docs/exports.md).
    ...exportsRoutes(ctx),
    // Blogger search (docs/kol-search.md).
    ...kolSearchRoutes(ctx),
    // Favourite bloggers /bosCollect (docs/kol-collect.md).
    ...kolCollectRoutes(ctx),
  };
}

/** Every module's routes, registered in one place so the API surface is visible at a glance. */
export async function moduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, ctx, apiHandlers(ctx));
  await systemRoutes(app, ctx);
  // Accounts: login in all three ways, binding, reset, sessions (docs/accounts.md).
  await accountsRoutes(app, ctx);
  // Personal basics (docs/personal-basics.md).
  await profileRoutes(app, ctx);
  await homeContentRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  await uploadsRoutes(app, ctx);
  await giftsRoutes(app, ctx);
  await couponsRoutes(app, ctx);
  await quickEntryRoutes(app, ctx);
  await statisticsRoutes(app, ctx);
  // Weibo data: where it comes from and how much there is (docs/architecture.md).
  await collectionRoutes(app, ctx);
  await searchRoutes(app, ctx);
  await importRoutes(app, ctx);
  await demoImagesRoutes(app, ctx);
  // Back-collection /stope, /stopeHistory, /stopeResult and the ad-post analysis (docs/kol-stope.md).
  await kolStopeRoutes(app, ctx);
  // Blogger rankings /synthe, /area, /getfans and their exports (docs/kol-ranking.md).
  await kolRankingRoutes(app, ctx);
  // Comparison /bosContrast (docs/kol-contrast.md).
  await kolContrastRoutes(app, ctx);
  // Blogger detail /bosSearch/detail, five tabs (docs/kol-detail.md).
  await kolDetailRoutes(app, ctx);
  // Account monitoring /monitor, /monitorHistory and its checker (docs/kol-monitor.md).
  await kolMonitorRoutes(app, ctx);
}
