import {
  type EventKind,
  flowStatisticsSchema,
  funStatisticsSchema,
  popupStatisticsSchema,
  statisticsSummarySchema,
} from '@boguan/contracts/statistics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { recordEvent, summarizeEvents } from './statistics.service.js';

export async function statisticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Visitors may report too (the material popup shows to them); the user is attached when known.
  const record = async (kind: EventKind, request: FastifyRequest, fields: Record<string, string>) => {
    const user = await request.optionalUser();
    await recordEvent(ctx, { kind, userId: user?.id ?? null, ip: request.ip, fields });
    return ok(null);
  };

  r.post(
    '/api/common/popup_statistics',
    { schema: { tags: ['statistics'], summary: '弹窗展示统计', body: popupStatisticsSchema } },
    async (request) => record('popup', request, request.body),
  );
  r.post(
    '/api/common/flow_statistics',
    { schema: { tags: ['statistics'], summary: '页面访问统计（页面事件 0.5 秒后发送）', body: flowStatisticsSchema } },
    async (request) => record('flow', request, request.body),
  );
  r.post(
    '/api/common/fun_statistics',
    { schema: { tags: ['statistics'], summary: '功能使用统计', body: funStatisticsSchema } },
    async (request) => record('fun', request, request.body),
  );
  r.post(
    '/api/common/statistics_summary',
    {
      ...loginFirst,
      schema: {
        tags: ['statistics'],
        summary: '我的统计汇总：{kind: popup|flow|fun, from, to}（北京时间日期，含首尾，默认近 7 天，最长 92 天）',
        body: statisticsSummarySchema,
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { kind, from, to } = request.body;
      return ok(await summarizeEvents(ctx, { kind: kind as EventKind, userId: user.id, from, to }));
    },
  );
}
