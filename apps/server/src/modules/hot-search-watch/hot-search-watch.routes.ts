import { HotReportMessage, HotWatchMessage, HotWatchStatus } from '@boguan/contracts/hot-search-watch';
import { hotSearchWatchApi } from '@boguan/contracts/hot-search-watch.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportReport } from './hot-search-report.export.js';
import { removeReport, reportDetail, reportList, submitReport } from './hot-search-report.service.js';
import { addWatch, editWatch, removeWatch, toggleWatch, watchAlerts, watchList } from './hot-search-watch.service.js';

/** Hot-search keyword alerts and reports (/hotLog; docs/hot-search-watch.md). */
export function hotSearchWatchRoutes(ctx: AppContext) {
  return handlersFor(hotSearchWatchApi, {
    '/api/hot_search/watchList': async ({ user }) => ok(await watchList(ctx, user)),
    '/api/hot_search/addWatch': async ({ user, body }) =>
      ok(await addWatch(ctx, user, body.keywords), HotWatchMessage.added),
    '/api/hot_search/editWatch': async ({ user, body }) => {
      await editWatch(ctx, user, body.watch_id, body.keywords);
      return ok(null, HotWatchMessage.edited);
    },
    '/api/hot_search/toggleWatch': async ({ user, body }) => {
      await toggleWatch(ctx, user, body.watch_id, body.status);
      return ok(null, body.status === HotWatchStatus.active ? HotWatchMessage.resumed : HotWatchMessage.paused);
    },
    '/api/hot_search/deleteWatch': async ({ user, body }) => {
      await removeWatch(ctx, user, body.watch_id);
      return ok(null, HotWatchMessage.deleted);
    },
    '/api/hot_search/watchAlerts': async ({ user, body }) => ok(await watchAlerts(ctx, user, body.watch_id, body.page)),
    '/api/hot_search/reportSubmit': async ({ user, body }) =>
      ok(await submitReport(ctx, user, body), HotReportMessage.submitted),
    '/api/hot_search/reportList': async ({ user, body }) => ok(await reportList(ctx, user, body.page)),
    '/api/hot_search/reportDetail': async ({ user, body }) => ok(await reportDetail(ctx, user, body.report_id)),
    '/api/hot_search/reportDelete': async ({ user, body }) => {
      await removeReport(ctx, user, body.report_id);
      return ok(null, HotReportMessage.deleted);
    },
    '/api/hot_search/reportExport': async ({ user, body }) => exportReport(ctx, user, body.report_id),
  });
}
