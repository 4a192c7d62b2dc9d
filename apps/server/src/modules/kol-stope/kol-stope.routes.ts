import { STOPE_DELETED, STOPE_SUBMITTED } from '@boguan/contracts/kol-stope';
import { kolStopeApi } from '@boguan/contracts/kol-stope.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportStopeAds, exportStopePosts } from './kol-stope.export.js';
import {
  adExportCheck,
  deleteStope,
  postsExportCheck,
  searchAccounts,
  stopeAdAnalysis,
  stopeAuth,
  stopeHistory,
  stopeProgress,
  stopeResult,
  submitStope,
} from './kol-stope.service.js';

/** Back-collection (/stope, /stopeHistory, /stopeResult) and its ad-post analysis (docs/kol-stope.md). */
export function kolStopeRoutes(ctx: AppContext) {
  return handlersFor(kolStopeApi, {
    '/api/kol/stope_account_search': async ({ body }) => ok(await searchAccounts(ctx, body.keyword)),
    '/api/kol/stope_auth': async ({ user }) => ok(await stopeAuth(ctx, user)),
    '/api/kol/stope_submit': async ({ user, body }) => ok(await submitStope(ctx, user, body), STOPE_SUBMITTED),
    '/api/kol/stope_history': async ({ user, body }) => ok(await stopeHistory(ctx, user, body)),
    '/api/kol/stope_status': async ({ user, body }) => ok(await stopeProgress(ctx, user, body.id)),
    '/api/kol/stope_result': async ({ user, body }) => ok(await stopeResult(ctx, user, body)),
    '/api/kol/stope_ad_analysis': async ({ user, body }) => ok(await stopeAdAnalysis(ctx, user, body.id)),
    '/api/kol/stope_delete': async ({ user, body }) => {
      await deleteStope(ctx, user, body.id);
      return ok(null, STOPE_DELETED);
    },
    '/api/kol/analyseArticleExportCheckNum': async ({ user, body }) => ok(await postsExportCheck(ctx, user, body.id)),
    '/api/kol/analyseArticleExport': async ({ user, body }) => exportStopePosts(ctx, user, body.id),
    '/api/kol/adArtExportCheck': async ({ user, body }) => ok(await adExportCheck(ctx, user, body.id)),
    '/api/kol/adArtExport': async ({ user, body }) => exportStopeAds(ctx, user, body.id),
  });
}
