import { searchApi } from '@boguan/contracts/search.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { globalSearch } from './search.service.js';

/** The header's search dialog: bloggers, posts or brands by words. */
export function searchRoutes(ctx: AppContext) {
  return handlersFor(searchApi, {
    '/api/index/search': async ({ user, body }) => ok(await globalSearch(ctx, user, body)),
  });
}
