import { BRAND_AUDIENCE_DELETED, BRAND_AUDIENCE_SUBMITTED } from '@boguan/contracts/brand-audience';
import { brandAudienceApi } from '@boguan/contracts/brand-audience.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  brandAudienceAllowance,
  brandAudienceHistory,
  brandAudienceResult,
  brandAudienceStatus,
  brandKeptRange,
  brandOptions,
  deleteBrandAudience,
  submitBrandAudience,
} from './brand-audience.service.js';

/** Brand audience (/brandAudience, /brandAudienceLog, /brandAudienceResult; docs/brand-audience.md). */
export function brandAudienceRoutes(ctx: AppContext) {
  return handlersFor(brandAudienceApi, {
    '/api/brand_audience/brands': async ({ body }) => ok(await brandOptions(ctx, body.keyword)),
    '/api/brand_audience/remainingTimes': async ({ user }) => ok(await brandAudienceAllowance(ctx, user)),
    '/api/brand_audience/keptRange': async () => ok(await brandKeptRange(ctx)),
    '/api/brand_audience/submit': async ({ user, body }) =>
      ok(await submitBrandAudience(ctx, user, body), BRAND_AUDIENCE_SUBMITTED),
    '/api/brand_audience/history': async ({ user, body }) => ok(await brandAudienceHistory(ctx, user, body)),
    '/api/brand_audience/status': async ({ user, body }) => ok(await brandAudienceStatus(ctx, user, body.id)),
    '/api/brand_audience/result': async ({ user, body }) => ok(await brandAudienceResult(ctx, user, body.id)),
    '/api/brand_audience/delete': async ({ user, body }) => {
      await deleteBrandAudience(ctx, user, body.id);
      return ok(null, BRAND_AUDIENCE_DELETED);
    },
  });
}
