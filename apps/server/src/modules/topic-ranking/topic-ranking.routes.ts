import { topicRankingApi } from '@boguan/contracts/topic-ranking.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportTopicBoard } from './topic-ranking.export.js';
import { listPeriods, readBoard } from './topic-ranking.service.js';

/** The topic boards /topictopRanking, /topicRecreationRanking, /topicheatedRanking: docs/topic-ranking.md. */
export function topicRankingRoutes(ctx: AppContext) {
  return handlersFor(topicRankingApi, {
    '/api/topic_ranking/topSearch': async ({ user, body }) => ok(await readBoard(ctx, user, 'top', body)),
    '/api/topic_ranking/recreation': async ({ user, body }) => ok(await readBoard(ctx, user, 'recreation', body)),
    '/api/topic_ranking/topDis': async ({ user, body }) => ok(await readBoard(ctx, user, 'heated', body)),
    '/api/topic_ranking/periods': async ({ body }) => ok(await listPeriods(ctx, body.type)),
    '/api/topic_ranking/topSearchExport': async ({ user, body }) => exportTopicBoard(ctx, user, 'top', body),
    '/api/topic_ranking/recreationExport': async ({ user, body }) => exportTopicBoard(ctx, user, 'recreation', body),
    '/api/topic_ranking/topDisExport': async ({ user, body }) => exportTopicBoard(ctx, user, 'heated', body),
  });
}
