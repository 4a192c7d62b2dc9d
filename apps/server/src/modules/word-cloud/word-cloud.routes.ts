import {
  WORD_CLOUD_CREATED,
  WORD_CLOUD_DELETED,
  WORD_CLOUD_REDRAWN,
  WORD_CLOUD_UPLOADED,
} from '@boguan/contracts/word-cloud';
import { wordCloudApi } from '@boguan/contracts/word-cloud.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportWordCloud } from './word-cloud.export.js';
import {
  cloudDetail,
  cloudHistory,
  cloudWords,
  createCloud,
  redrawCloud,
  removeCloud,
  wordCloudAuth,
} from './word-cloud.service.js';
import { readUploadedFile, saveUpload } from './word-cloud.upload.js';

/** Word clouds (/wordCloud, /cloudLog; docs/word-cloud.md). */
export function wordCloudRoutes(ctx: AppContext) {
  return handlersFor(wordCloudApi, {
    '/api/word_cloud/auth': async ({ user }) => ok(await wordCloudAuth(ctx, user)),
    '/api/word_cloud/upload': async ({ user, request }) =>
      ok(await saveUpload(ctx, user, await readUploadedFile(request)), WORD_CLOUD_UPLOADED),
    '/api/word_cloud/create': async ({ user, body }) => ok(await createCloud(ctx, user, body), WORD_CLOUD_CREATED),
    '/api/word_cloud/detail': async ({ user, body }) => ok(await cloudDetail(ctx, user, body)),
    '/api/word_cloud/words': async ({ user, body }) => ok(await cloudWords(ctx, user, body)),
    '/api/word_cloud/redraw': async ({ user, body }) => ok(await redrawCloud(ctx, user, body), WORD_CLOUD_REDRAWN),
    '/api/word_cloud/history': async ({ user, body }) => ok(await cloudHistory(ctx, user, body)),
    '/api/word_cloud/delete': async ({ user, body }) => {
      await removeCloud(ctx, user, body.id);
      return ok(null, WORD_CLOUD_DELETED);
    },
    '/api/word_cloud/export': async ({ user, body }) => exportWordCloud(ctx, user, body.id),
  });
}
