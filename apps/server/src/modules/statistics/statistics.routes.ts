import { statisticsApi } from '@boguan/contracts/statistics.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { recordEvent, summarizeEvents } from './statistics.service.js';

/**
 * Usage statistics. Visitors may report too (the material popup shows to them); the user is
 * attached when known.
 */
export function statisticsRoutes(ctx: AppContext) {
  return handlersFor(statisticsApi, {
    '/api/common/popup_statistics': async ({ user, body, request }) => {
      await recordEvent(ctx, { kind: 'popup', userId: user?.id ?? null, ip: request.ip, fields: body });
      return ok(null);
    },
    '/api/common/flow_statistics': async ({ user, body, request }) => {
      await recordEvent(ctx, { kind: 'flow', userId: user?.id ?? null, ip: request.ip, fields: body });
      return ok(null);
    },
    '/api/common/fun_statistics': async ({ user, body, request }) => {
      await recordEvent(ctx, { kind: 'fun', userId: user?.id ?? null, ip: request.ip, fields: body });
      return ok(null);
    },
    '/api/common/statistics_summary': async ({ user, body }) =>
      ok(await summarizeEvents(ctx, { ...body, userId: user.id })),
  });
}
