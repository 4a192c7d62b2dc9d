import { ART_MON_DELETED, ART_MON_SUBMITTED } from '@boguan/contracts/post-monitor';
import { postMonitorApi } from '@boguan/contracts/post-monitor.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportFrequencyList } from './post-monitor.export.js';
import {
  available,
  checkUrl,
  history,
  remainingTimes,
  removeTask,
  searchAccounts,
  submit,
} from './post-monitor.service.js';
import {
  coreContrast,
  coreTrend,
  diffuse,
  frequencyList,
  participants,
  reportContent,
} from './post-monitor-report.service.js';

/** Post monitoring (/blogMonitor, /blogReport, /blogDetail; docs/post-monitor.md). */
export function postMonitorRoutes(ctx: AppContext) {
  return handlersFor(postMonitorApi, {
    '/api/art_mon/checkUrl': async ({ user, body }) => ok(await checkUrl(ctx, user, body.url)),
    '/api/art_mon/searchAccount': async ({ body }) => ok(await searchAccounts(ctx, body.keyword)),
    '/api/art_mon/remainingTimes': async ({ user }) => ok(await remainingTimes(ctx, user)),
    '/api/art_mon/available': async ({ user }) => ok(await available(ctx, user)),
    '/api/art_mon/submit': async ({ user, body }) => ok(await submit(ctx, user, body), ART_MON_SUBMITTED),
    '/api/art_mon/history': async ({ user, body }) => ok(await history(ctx, user, body.page)),
    '/api/art_mon/deleteTask': async ({ user, body }) => {
      await removeTask(ctx, user, body.art_mon_id);
      return ok(null, ART_MON_DELETED);
    },
    '/api/art_mon/reportContent': async ({ user, body }) => ok(await reportContent(ctx, user, body)),
    '/api/art_mon/getCoreContrast': async ({ user, body }) => ok(await coreContrast(ctx, user, body)),
    '/api/art_mon/getCoreTrend': async ({ user, body }) => ok(await coreTrend(ctx, user, body)),
    '/api/art_mon/getCoreFrequencyList': async ({ user, body }) => ok(await frequencyList(ctx, user, body)),
    '/api/art_mon/exportCoreFrequencyList': async ({ user, body }) => exportFrequencyList(ctx, user, body),
    '/api/art_mon/participant': async ({ user, body }) => ok(await participants(ctx, user, body)),
    '/api/art_mon/diffuse': async ({ user, body }) => ok(await diffuse(ctx, user, body)),
  });
}
