import {
  accountSearchSchema,
  MonitorMessage,
  monitorEditSchema,
  monitorHistorySchema,
  monitorIdSchema,
  monitorLogSchema,
  monitorStatusSchema,
  monitorSubmitSchema,
} from '@boguan/contracts/kol-monitor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { kolMonitorDevRoutes } from './kol-monitor.dev.routes.js';
import {
  changeMonitorStatus,
  editMonitor,
  monitorAuth,
  monitorHistory,
  monitorLog,
  removeMonitor,
  searchMonitorAccounts,
  submitMonitors,
} from './kol-monitor.service.js';

const tags = ['kol-monitor'];

/** Account monitoring, spec 7 /api/kol/account_* (docs/kol-monitor.md). */
export async function kolMonitorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/kol/account_search',
    { ...loginFirst, schema: { tags, summary: '账号监控：按昵称或UID查找已收录博主', body: accountSearchSchema } },
    async (request) => ok(await searchMonitorAccounts(ctx, await request.requireUser(), request.body.keyword)),
  );

  r.post(
    '/api/kol/account_monitor_auth',
    { ...loginFirst, schema: { tags, summary: '账号监控：当前会员可监控的账号数、已用、剩余与可选频率' } },
    async (request) => ok(await monitorAuth(ctx, await request.requireUser())),
  );

  r.post(
    '/api/kol/account_monitor_submit',
    { ...loginFirst, schema: { tags, summary: '账号监控：提交监控账号与设置', body: monitorSubmitSchema } },
    async (request) =>
      ok(await submitMonitors(ctx, await request.requireUser(), request.body), MonitorMessage.submitted),
  );

  r.post(
    '/api/kol/account_monitor_history',
    { ...loginFirst, schema: { tags, summary: '账号监控：我的监控账号列表', body: monitorHistorySchema } },
    async (request) => ok(await monitorHistory(ctx, await request.requireUser(), request.body)),
  );

  r.post(
    '/api/kol/account_monitor_edit',
    { ...loginFirst, schema: { tags, summary: '账号监控：修改监控设置', body: monitorEditSchema } },
    async (request) => ok(await editMonitor(ctx, await request.requireUser(), request.body), MonitorMessage.edited),
  );

  r.post(
    '/api/kol/edit_monitor_status',
    { ...loginFirst, schema: { tags, summary: '账号监控：暂停（2）或恢复（1）监控', body: monitorStatusSchema } },
    async (request) => ok(await changeMonitorStatus(ctx, await request.requireUser(), request.body)),
  );

  r.post(
    '/api/kol/delete_monitor_history',
    { ...loginFirst, schema: { tags, summary: '账号监控：删除监控账号（连同其变更记录）', body: monitorIdSchema } },
    async (request) => {
      await removeMonitor(ctx, await request.requireUser(), request.body.id);
      return ok(null, MonitorMessage.deleted);
    },
  );

  r.post(
    '/api/kol/account_monitor_log',
    { ...loginFirst, schema: { tags, summary: '账号监控：变更提醒记录（可按监控账号筛选）', body: monitorLogSchema } },
    async (request) => ok(await monitorLog(ctx, await request.requireUser(), request.body)),
  );

  if (ctx.config.devPages) await kolMonitorDevRoutes(app, ctx);
}
