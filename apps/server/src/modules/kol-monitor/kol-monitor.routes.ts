import { MonitorMessage } from '@boguan/contracts/kol-monitor';
import { kolMonitorApi } from '@boguan/contracts/kol-monitor.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  changeMonitorStatus,
  editMonitor,
  monitorAuth,
  monitorHistory,
  monitorLog,
  removeMonitor,
  searchMonitorAccounts,
  submitMonitors,
} from './kol-monitor.service.js';

/** Account monitoring, spec 7 /api/kol/account_* (docs/kol-monitor.md). */
export function kolMonitorRoutes(ctx: AppContext) {
  return handlersFor(kolMonitorApi, {
    '/api/kol/account_search': async ({ user, body }) => ok(await searchMonitorAccounts(ctx, user, body.keyword)),
    '/api/kol/account_monitor_auth': async ({ user }) => ok(await monitorAuth(ctx, user)),
    '/api/kol/account_monitor_submit': async ({ user, body }) =>
      ok(await submitMonitors(ctx, user, body), MonitorMessage.submitted),
    '/api/kol/account_monitor_history': async ({ user, body }) => ok(await monitorHistory(ctx, user, body)),
    '/api/kol/account_monitor_edit': async ({ user, body }) =>
      ok(await editMonitor(ctx, user, body), MonitorMessage.edited),
    '/api/kol/edit_monitor_status': async ({ user, body }) => ok(await changeMonitorStatus(ctx, user, body)),
    '/api/kol/delete_monitor_history': async ({ user, body }) => {
      await removeMonitor(ctx, user, body.id);
      return ok(null, MonitorMessage.deleted);
    },
    '/api/kol/account_monitor_log': async ({ user, body }) => ok(await monitorLog(ctx, user, body)),
  });
}
