import { ContrastMessage } from '@boguan/contracts/kol-contrast';
import { kolContrastApi } from '@boguan/contracts/kol-contrast.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { contrastDetail, contrastHistory, removeContrast, submitContrast } from './kol-contrast.service.js';

/** Blogger comparison (/bosContrast, /bosContrast/detail, /bosContrastHis); docs/kol-contrast.md. */
export function kolContrastRoutes(ctx: AppContext) {
  return handlersFor(kolContrastApi, {
    '/api/kol/contrast_submit': async ({ user, body }) => ok(await submitContrast(ctx, user, body.kol_ids)),
    '/api/kol/contrast_detail': async ({ user, body }) => ok(await contrastDetail(ctx, user, body.id)),
    '/api/kol/contrast_history': async ({ user, body }) => ok(await contrastHistory(ctx, user, body.page)),
    '/api/kol/contrast_delete': async ({ user, body }) => {
      await removeContrast(ctx, user, body.id);
      return ok(null, ContrastMessage.deleted);
    },
  });
}
