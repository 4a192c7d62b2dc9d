import { kolDetailApi } from '@boguan/contracts/kol-detail.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { detailCommercial } from './commercial.service.js';
import { detailContent } from './content.service.js';
import { detailFans } from './fans.service.js';
import { detailOverview } from './overview.service.js';
import { detailSimilar } from './similar.service.js';

/** The five tabs of /bosSearch/detail (docs/kol-detail.md); each opens the blogger through one gate. */
export function kolDetailRoutes(ctx: AppContext) {
  return handlersFor(kolDetailApi, {
    '/api/kol/detail_overview': async ({ user, body }) => ok(await detailOverview(ctx, user, body)),
    '/api/kol/detail_content': async ({ user, body }) => ok(await detailContent(ctx, user, body)),
    '/api/kol/detail_fans': async ({ user, body }) => ok(await detailFans(ctx, user, body)),
    '/api/kol/detail_commercial': async ({ user, body }) => ok(await detailCommercial(ctx, user, body)),
    '/api/kol/detail_similar': async ({ user, body }) => ok(await detailSimilar(ctx, user, body)),
  });
}
