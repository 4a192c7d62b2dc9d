import { correctedMessage, SentimentMessage } from '@boguan/contracts/sentiment';
import { sentimentApi } from '@boguan/contracts/sentiment.api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { handlersFor, sendAnswer } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { correctionsTsv } from './sentiment.export.js';
import { correctSentiment, listCorrections, undoCorrection } from './sentiment.service.js';

const EXPORT_PATH = '/api/sentiment/corrections/export';

/** A user's sentiment corrections of posts and comments (docs/sentiment-corrections.md). */
export function sentimentRoutes(ctx: AppContext) {
  return handlersFor(sentimentApi, {
    '/api/sentiment/correct': async ({ user, body }) => {
      const correction = await correctSentiment(ctx, user, body);
      return ok(correction, correctedMessage(correction.label));
    },
    '/api/sentiment/corrections': async ({ user, body }) => ok(await listCorrections(ctx, user, body)),
    '/api/sentiment/undo': async ({ user, body }) => ok(await undoCorrection(ctx, user, body), SentimentMessage.undone),
    [EXPORT_PATH]: async ({ user }) => correctionsTsv(ctx, user),
  });
}

/**
 * GET of the training file, beside the POST of the endpoint map: a download without a body, so
 * `curl -H 'Authorization: TOKEN' .../api/sentiment/corrections/export > corrections.tsv` works.
 */
export async function sentimentPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    EXPORT_PATH,
    {
      schema: {
        tags: ['sentiment'],
        summary: sentimentApi[EXPORT_PATH].summary,
        description: '成功时返回 UTF-8 TSV 文件；未登录或没有可导出的修正时返回 JSON 信封',
        security: [{ token: [] }],
      },
    },
    async (request, reply) => sendAnswer(reply, await correctionsTsv(ctx, await request.requireUser())),
  );
}
