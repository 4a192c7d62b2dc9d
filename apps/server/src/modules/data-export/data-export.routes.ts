import { DataExportMessage } from '@boguan/contracts/data-export';
import { dataExportApi } from '@boguan/contracts/data-export.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportAllowance, exportPreview, submitExport } from './data-export.service.js';

/** The data export centre (/dataExport; docs/data-export.md). */
export function dataExportRoutes(ctx: AppContext) {
  return handlersFor(dataExportApi, {
    '/api/data_export/auth': async ({ user }) => ok(await exportAllowance(ctx, user)),
    '/api/data_export/count': async ({ user, body }) => ok(await exportPreview(ctx, user, body)),
    '/api/data_export/submit': async ({ user, body }) =>
      ok(await submitExport(ctx, user, body), DataExportMessage.submitted),
  });
}
