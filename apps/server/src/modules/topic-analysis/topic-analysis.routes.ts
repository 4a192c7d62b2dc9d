import { TOPIC_ANALYSIS_DELETED, TOPIC_ANALYSIS_SUBMITTED } from '@boguan/contracts/topic-analysis';
import { topicAnalysisApi } from '@boguan/contracts/topic-analysis.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportTopicAnalysis } from './topic-analysis.export.js';
import {
  deleteTopicAnalysis,
  submitTopicAnalysis,
  topicAnalysisAllowance,
  topicAnalysisHistory,
  topicAnalysisResult,
  topicAnalysisStatus,
  topicCard,
} from './topic-analysis.service.js';

/** Topic analysis (/topicAnalysis, /topicAnalysisLog, /topicAnalysisResult; docs/topic-analysis.md). */
export function topicAnalysisRoutes(ctx: AppContext) {
  return handlersFor(topicAnalysisApi, {
    '/api/topic_analysis/check': async ({ body }) => ok(await topicCard(ctx, body.topic)),
    '/api/topic_analysis/remainingTimes': async ({ user }) => ok(await topicAnalysisAllowance(ctx, user)),
    '/api/topic_analysis/submit': async ({ user, body }) =>
      ok(await submitTopicAnalysis(ctx, user, body), TOPIC_ANALYSIS_SUBMITTED),
    '/api/topic_analysis/history': async ({ user, body }) => ok(await topicAnalysisHistory(ctx, user, body)),
    '/api/topic_analysis/status': async ({ user, body }) => ok(await topicAnalysisStatus(ctx, user, body.id)),
    '/api/topic_analysis/result': async ({ user, body }) => ok(await topicAnalysisResult(ctx, user, body.id)),
    '/api/topic_analysis/deleteTask': async ({ user, body }) => {
      await deleteTopicAnalysis(ctx, user, body.id);
      return ok(null, TOPIC_ANALYSIS_DELETED);
    },
    '/api/topic_analysis/export': async ({ user, body }) => exportTopicAnalysis(ctx, user, body.id),
  });
}
