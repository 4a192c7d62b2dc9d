import { EXPORT_DELETED } from '@boguan/contracts/exports';
import { exportsApi } from '@boguan/contracts/exports.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportFile, exportRecords, exportState, removeExport } from './exports.service.js';

/** The export history of the signed-in user, and the status and file of each export (docs/exports.md). */
export function exportsRoutes(ctx: AppContext) {
  return handlersFor(exportsApi, {
    '/api/export/records': async ({ user, body }) => ok(await exportRecords(ctx, user, body.page)),
    '/api/export/status': async ({ user, body }) => ok(await exportState(ctx, user, body.id)),
    '/api/export/delete': async ({ user, body }) => {
      await removeExport(ctx, user, body.id);
      return ok(null, EXPORT_DELETED);
    },
    '/api/export/download': async ({ user, body }) => exportFile(ctx, user, body.id),
  });
}
