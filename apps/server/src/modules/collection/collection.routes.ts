import { dataStatusApi } from '@boguan/contracts/data-status.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { dataStatus } from './data-status.service.js';

/** Where the data comes from and how much there is (the home page's data-source notice). */
export function collectionRoutes(ctx: AppContext) {
  return handlersFor(dataStatusApi, {
    '/api/index/data_status': async () => ok(await dataStatus(ctx)),
  });
}
