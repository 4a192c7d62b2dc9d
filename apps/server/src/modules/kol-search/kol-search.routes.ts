import { kolSearchApi } from '@boguan/contracts/kol-search.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportSearch } from './kol-search.export.js';
import { filterOptions, searchKols } from './kol-search.service.js';

/** Blogger search (/bosSearch, /m/blogger): the list, its filter choices and its export (docs/kol-search.md). */
export function kolSearchRoutes(ctx: AppContext) {
  return handlersFor(kolSearchApi, {
    '/api/kol/search': async ({ user, body }) => ok(await searchKols(ctx, user, body)),
    '/api/kol/search_options': async () => ok(await filterOptions(ctx)),
    '/api/kol/search_export': async ({ user, body }) => exportSearch(ctx, user, body),
  });
}
