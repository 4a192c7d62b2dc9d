import { PROPAGATION_DELETED, PROPAGATION_SUBMITTED } from '@boguan/contracts/propagation';
import { propagationApi } from '@boguan/contracts/propagation.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportPropagation, propagationExportCheck } from './propagation.export.js';
import {
  checkPostUrl,
  deletePropagation,
  propagationAllowance,
  propagationHistory,
  propagationResult,
  propagationStatus,
  storedPosts,
  submitPropagation,
} from './propagation.service.js';

/** Propagation analysis (/propagationAnalysis, /propagationAnalysisLog, /propagationAnalysisResult; docs/propagation.md). */
export function propagationRoutes(ctx: AppContext) {
  return handlersFor(propagationApi, {
    '/api/crawling/checkUrl': async ({ body }) => ok(await checkPostUrl(ctx, body.url)),
    '/api/crawling/storedPosts': async () => ok(await storedPosts(ctx)),
    '/api/crawling/remainingTimes': async ({ user }) => ok(await propagationAllowance(ctx, user)),
    '/api/crawling/submit': async ({ user, body }) =>
      ok(await submitPropagation(ctx, user, body), PROPAGATION_SUBMITTED),
    '/api/crawling/history': async ({ user, body }) => ok(await propagationHistory(ctx, user, body)),
    '/api/crawling/status': async ({ user, body }) => ok(await propagationStatus(ctx, user, body.id)),
    '/api/crawling/result': async ({ user, body }) => ok(await propagationResult(ctx, user, body.id)),
    '/api/crawling/deleteTask': async ({ user, body }) => {
      await deletePropagation(ctx, user, body.id);
      return ok(null, PROPAGATION_DELETED);
    },
    '/api/crawling/analyseArticleExportCheckNum': async ({ user, body }) =>
      ok(await propagationExportCheck(ctx, user, body.id)),
    '/api/crawling/analyseArticleExport': async ({ user, body }) => exportPropagation(ctx, user, body.id),
  });
}
