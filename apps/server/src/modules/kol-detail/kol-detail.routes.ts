import { contentSchema, detailSchema } from '@boguan/contracts/kol-detail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { detailCommercial } from './commercial.service.js';
import { detailContent } from './content.service.js';
import { detailFans } from './fans.service.js';
import { detailOverview } from './overview.service.js';
import { detailSimilar } from './similar.service.js';

const ref = (body: { kol_id?: number | undefined; uid?: string | undefined }) => ({
  kol_id: body.kol_id,
  uid: body.uid,
});

/** The five tabs of /bosSearch/detail (docs/kol-detail.md); each opens the blogger through one gate. */
export async function kolDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kol-detail'];

  r.post(
    '/api/kol/detail_overview',
    {
      ...loginFirst,
      schema: { tags, summary: '博主详情·数据概览（粉丝趋势、涨粉、发博互动、影响力指数）', body: detailSchema },
    },
    async (request) => ok(await detailOverview(ctx, await request.requireUser(), ref(request.body))),
  );

  r.post(
    '/api/kol/detail_content',
    {
      ...loginFirst,
      schema: { tags, summary: '博主详情·内容分析（发博节奏、原创/转发、近期博文、关键词）', body: contentSchema },
    },
    async (request) => {
      const { days, page } = request.body;
      return ok(await detailContent(ctx, await request.requireUser(), ref(request.body), { days, page }));
    },
  );

  r.post(
    '/api/kol/detail_fans',
    {
      ...loginFirst,
      schema: { tags, summary: '博主详情·粉丝分析（性别、地域、粉丝质量；无样本时采样）', body: detailSchema },
    },
    async (request) => ok(await detailFans(ctx, await request.requireUser(), ref(request.body))),
  );

  r.post(
    '/api/kol/detail_commercial',
    {
      ...loginFirst,
      schema: { tags, summary: '博主详情·商业价值（商业博文、合作品牌、报价估算）', body: detailSchema },
    },
    async (request) => ok(await detailCommercial(ctx, await request.requireUser(), ref(request.body))),
  );

  r.post(
    '/api/kol/detail_similar',
    {
      ...loginFirst,
      schema: { tags, summary: '博主详情·相似博主（同分类、粉丝量级与互动率相近）', body: detailSchema },
    },
    async (request) => ok(await detailSimilar(ctx, await request.requireUser(), ref(request.body))),
  );
}
