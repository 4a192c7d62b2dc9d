import { FinalReportMessage as M } from '@boguan/contracts/final-report';
import { finalReportApi } from '@boguan/contracts/final-report.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportReportBloggers, exportReportPosts } from './final-report.export.js';
import {
  checkUrls,
  removeReport,
  reportAuth,
  reportHistory,
  reportProgress,
  reportResult,
  setCost,
  submitReport,
} from './final-report.service.js';
import {
  addPosts,
  createProject,
  projectDetail,
  projectList,
  projectPosts,
  removePost,
  removeProject,
} from './project.service.js';
import { projectReport } from './project-report.service.js';

/** Final reports (/finalReport, /finalReportLog, /finalResult) and campaign projects (docs/final-report.md). */
export function finalReportRoutes(ctx: AppContext) {
  return handlersFor(finalReportApi, {
    '/api/launch/auth': async ({ user }) => ok(await reportAuth(ctx, user)),
    '/api/launch/checkUrls': async ({ user, body }) => ok(await checkUrls(ctx, user, body.urls)),
    '/api/launch/submit': async ({ user, body }) => ok(await submitReport(ctx, user, body), M.submitted),
    '/api/launch/status': async ({ user, body }) => ok(await reportProgress(ctx, user, body.id)),
    '/api/launch/history': async ({ user, body }) => ok(await reportHistory(ctx, user, body.page)),
    '/api/launch/result': async ({ user, body }) => ok(await reportResult(ctx, user, body.id)),
    '/api/launch/setCost': async ({ user, body }) => ok(await setCost(ctx, user, body.id, body.cost), M.costSaved),
    '/api/launch/deleteTask': async ({ user, body }) => {
      await removeReport(ctx, user, body.id);
      return ok(null, M.deleted);
    },
    '/api/launch/exportArt': async ({ user, body }) => exportReportPosts(ctx, user, body.id),
    '/api/launch/exportBlogger': async ({ user, body }) => exportReportBloggers(ctx, user, body.id),
    '/api/project/create': async ({ user, body }) => ok(await createProject(ctx, user, body), M.projectCreated),
    '/api/project/list': async ({ user, body }) => ok(await projectList(ctx, user, body.page)),
    '/api/project/detail': async ({ user, body }) => ok(await projectDetail(ctx, user, body.id)),
    '/api/project/addPosts': async ({ user, body }) => ok(await addPosts(ctx, user, body), M.postsAdded),
    '/api/project/removePost': async ({ user, body }) => {
      await removePost(ctx, user, body.id, body.mid);
      return ok(null, M.postRemoved);
    },
    '/api/project/posts': async ({ user, body }) => ok(await projectPosts(ctx, user, body)),
    '/api/project/report': async ({ user, body }) => ok(await projectReport(ctx, user, body.id)),
    '/api/project/delete': async ({ user, body }) => {
      await removeProject(ctx, user, body.id);
      return ok(null, M.deleted);
    },
  });
}
