import {
  type AreaQuery,
  areaSchema,
  fansIncSchema,
  type RankingBoard,
  type RankingExportParams,
  type SynthesizeQuery,
  synthesizeSchema,
} from '@boguan/contracts/kol-ranking';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { sendAnswer } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { runExport } from '../exports/exports.service.js';
import { loginFirst } from '../membership/login-first.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  exportFileName,
  exportRowCount,
  exportRowLimit,
  exportTitle,
  rankingExport,
} from './kol-ranking.export.js';
import { rankingOptions, rankingPage } from './kol-ranking.service.js';

type BoardQuery = SynthesizeQuery | AreaQuery;

const BOARDS: { board: RankingBoard; path: string; schema: z.ZodType; summary: string }[] = [
  { board: 'synthesize', path: 'synthesize', schema: synthesizeSchema, summary: '综合影响力榜（按分类、日/周/月）' },
  { board: 'area', path: 'area', schema: areaSchema, summary: '地区榜（按省份、日/周/月影响力）' },
  { board: 'fans_inc', path: 'fans_inc', schema: fansIncSchema, summary: '涨粉榜（按新增粉丝、日/周/月）' },
];

function filterOf(board: RankingBoard, query: BoardQuery): RankingExportParams {
  return {
    board,
    period: query.period,
    category: 'category' in query ? query.category : '',
    province: 'province' in query ? query.province : '',
  };
}

/** The three blogger boards, their exports and the options the pages offer (docs/kol-ranking.md). */
export async function kolRankingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/kol_ranking/options',
    {
      ...loginFirst,
      schema: {
        tags: ['kol-ranking'],
        summary: '榜单选项：分类、地区、周期与数据更新时间',
        body: z.object({}).optional(),
      },
    },
    async (request) => {
      await request.requireUser();
      return ok(await rankingOptions(ctx));
    },
  );

  for (const { board, path, schema, summary } of BOARDS) {
    r.post(
      `/api/kol_ranking/${path}`,
      { ...loginFirst, schema: { tags: ['kol-ranking'], summary, body: schema } },
      async (request) => {
        const user = await request.requireUser();
        const query = request.body as BoardQuery;
        return ok(await rankingPage(ctx, user, filterOf(board, query), query));
      },
    );

    r.post(
      `/api/kol_ranking/${path}_export`,
      { ...loginFirst, schema: { tags: ['kol-ranking'], summary: `${summary}：导出 Excel`, body: schema } },
      async (request, reply: FastifyReply) => {
        const user: SessionUser = await request.requireUser();
        const params = filterOf(board, request.body as BoardQuery);
        // 1001 for a level without exports, before anything is counted or read.
        exportRowLimit(ctx, user);
        const answer = await runExport(ctx, user, {
          feature: 'kol_ranking_export',
          kind: rankingExport,
          params,
          title: exportTitle(params),
          fileName: exportFileName(params, ctx.clock.now()),
          rowCount: await exportRowCount(ctx, user, params),
        });
        return sendAnswer(reply, answer);
      },
    );
  }
}
