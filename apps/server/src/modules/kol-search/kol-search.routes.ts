import { kolSearchExportSchema, kolSearchOptionsSchema, kolSearchSchema } from '@boguan/contracts/kol-search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { runExport } from '../exports/exports.service.js';
import { loginFirst } from '../membership/login-first.js';
import { exportFileName, exportRowLimit, exportTitle, KOL_SEARCH_EXPORT_KIND } from './kol-search.export.js';
import { searchOptions } from './kol-search.repository.js';
import { exportRowCount, searchKols } from './kol-search.service.js';

/** Blogger search (/bosSearch, /m/blogger): the list, its filter choices and its export (docs/kol-search.md). */
export async function kolSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/kol/search',
    {
      ...loginFirst,
      schema: {
        tags: ['kol-search'],
        summary: '博主搜索：关键词 + 分类、粉丝数、认证、性别、地区、互动、商业占比、活跃度筛选，排序与分页',
        body: kolSearchSchema,
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await searchKols(ctx, user, request.body));
    },
  );

  r.post(
    '/api/kol/search_options',
    {
      ...loginFirst,
      schema: {
        tags: ['kol-search'],
        summary: '博主搜索的筛选项（库中已有的分类、省份与城市）',
        body: kolSearchOptionsSchema,
      },
    },
    async (request) => {
      await request.requireUser();
      return ok(await searchOptions(ctx.db));
    },
  );

  r.post(
    '/api/kol/search_export',
    {
      ...loginFirst,
      schema: {
        tags: ['kol-search'],
        summary: '导出博主搜索结果（.xlsx，条数受会员等级限制）',
        body: kolSearchExportSchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const filters = request.body;
      // authorize first: a free member gets 1001 before any counting query runs.
      const rowCount = await exportRowCount(ctx, filters, exportRowLimit(ctx, user));
      return runExport(ctx, reply, user, {
        feature: 'kol_export',
        kind: KOL_SEARCH_EXPORT_KIND,
        params: { ...filters },
        title: exportTitle(filters),
        fileName: exportFileName(ctx.clock.now()),
        rowCount,
      });
    },
  );
}
