import { TOPIC_MON_DELETED, TOPIC_MON_SUBMITTED } from '@boguan/contracts/topic-monitor';
import { topicMonitorApi } from '@boguan/contracts/topic-monitor.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportTrendList } from './topic-monitor.export.js';
import { available, checkTopic, history, remainingTimes, removeTask, submit } from './topic-monitor.service.js';
import { participants, reportContent, topPosts, trend } from './topic-monitor-report.service.js';

/** Topic monitoring (/topicMonitor, /topicReport, /topicDetail; docs/topic-monitor.md). */
export function topicMonitorRoutes(ctx: AppContext) {
  return handlersFor(topicMonitorApi, {
    '/api/topic/checkTopic': async ({ user, body }) => ok(await checkTopic(ctx, user, body.topic)),
    '/api/topic/remainingTimes': async ({ user }) => ok(await remainingTimes(ctx, user)),
    '/api/topic/available': async ({ user }) => ok(await available(ctx, user)),
    '/api/topic/submit': async ({ user, body }) => ok(await submit(ctx, user, body), TOPIC_MON_SUBMITTED),
    '/api/topic/history': async ({ user, body }) => ok(await history(ctx, user, body.page)),
    '/api/topic/deleteTask': async ({ user, body }) => {
      await removeTask(ctx, user, body.topic_mon_id);
      return ok(null, TOPIC_MON_DELETED);
    },
    '/api/topic/reportContent': async ({ user, body }) => ok(await reportContent(ctx, user, body)),
    '/api/topic/getTrend': async ({ user, body }) => ok(await trend(ctx, user, body)),
    '/api/topic/topPosts': async ({ user, body }) => ok(await topPosts(ctx, user, body)),
    '/api/topic/participant': async ({ user, body }) => ok(await participants(ctx, user, body)),
    '/api/topic/exportTrendList': async ({ user, body }) => exportTrendList(ctx, user, body),
  });
}
