import { quickEntryApi } from '@boguan/contracts/quick-entry.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { quickEntry } from './quick-entry.service.js';

/** The header's 快捷入口. */
export function quickEntryRoutes(ctx: AppContext) {
  return handlersFor(quickEntryApi, {
    '/api/User/getQuickEntry': async ({ user }) => ok(await quickEntry(ctx, user.id)),
  });
}
