import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { collectionRoutes } from './collection/collection.routes.js';
import { couponsRoutes } from './coupons/coupons.routes.js';
import { demoImagesRoutes } from './demo-images/demo-images.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { homeContentRoutes } from './home-content/home-content.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { quickEntryRoutes } from './quick-entry/quick-entry.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { importRoutes } from './weibo-data/import.routes.js';

/** Every module's routes, registered in one place so the API surface is visible at a glance. */
export async function moduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
}
