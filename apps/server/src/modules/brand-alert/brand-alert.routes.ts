import { BrandAlertMessage } from '@boguan/contracts/brand-alert';
import { brandAlertApi } from '@boguan/contracts/brand-alert.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { brandWatches, unwatchBrand, watchBrand, watchState } from './brand-alert.service.js';

/** Brand alerts: watch / unwatch a brand and list the watches with their alerts (docs/brand-audience.md). */
export function brandAlertRoutes(ctx: AppContext) {
  return handlersFor(brandAlertApi, {
    '/api/brand_alert/watch': async ({ user, body }) =>
      ok(await watchBrand(ctx, user, body.brand_id), BrandAlertMessage.watched),
    '/api/brand_alert/unwatch': async ({ user, body }) =>
      ok(await unwatchBrand(ctx, user, body.brand_id), BrandAlertMessage.unwatched),
    '/api/brand_alert/state': async ({ user, body }) => ok(await watchState(ctx, user, body.brand_id)),
    '/api/brand_alert/list': async ({ user }) => ok(await brandWatches(ctx, user)),
  });
}
