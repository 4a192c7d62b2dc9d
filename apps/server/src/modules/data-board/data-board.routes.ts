import { dataBoardApi } from '@boguan/contracts/data-board.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { readOverview, readTops } from './data-board.service.js';

/** The data dashboard /statistics: docs/data-board.md. */
export function dataBoardRoutes(ctx: AppContext) {
  return handlersFor(dataBoardApi, {
    '/api/data_board/overview': async ({ body }) => ok(await readOverview(ctx, body)),
    '/api/data_board/tops': async ({ body }) => ok(await readTops(ctx, body)),
  });
}
