import { BrandContrastMessage as Message } from '@boguan/contracts/brand-contrast';
import { brandContrastApi } from '@boguan/contracts/brand-contrast.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportContrastResult } from './brand-contrast.export.js';
import {
  brandContrastDetail,
  brandContrastHistory,
  knownBrands,
  removeBrandContrast,
  submitBrandContrast,
} from './brand-contrast.service.js';

/** Brand comparison /brandContrast, /brandContrast/detail, /brandContrastHis (docs/brand-contrast.md). */
export function brandContrastRoutes(ctx: AppContext) {
  return handlersFor(brandContrastApi, {
    '/api/brand_contrast/brands': async ({ body }) => ok(await knownBrands(ctx, body.brand_ids)),
    '/api/brand_contrast/submit': async ({ user, body }) => ok(await submitBrandContrast(ctx, user, body)),
    '/api/brand_contrast/detail': async ({ user, body }) => ok(await brandContrastDetail(ctx, user, body.id)),
    '/api/brand_contrast/history': async ({ user, body }) => ok(await brandContrastHistory(ctx, user, body.page)),
    '/api/brand_contrast/delete': async ({ user, body }) => {
      await removeBrandContrast(ctx, user, body.id);
      return ok(null, Message.deleted);
    },
    '/api/comp/exportResult': async ({ user, body }) => exportContrastResult(ctx, user, body),
  });
}
