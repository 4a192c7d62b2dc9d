import { postSearchApi } from '@boguan/contracts/post-search.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportCakeBoard, exportHotBoard } from './post-rankings.export.js';
import { cakeBoard, hotBoard } from './post-rankings.service.js';
import { exportArticle, exportBlog } from './post-search.export.js';
import { exportCheck, exportRecords, searchAuth, searchPosts } from './post-search.service.js';

/** Post search and export (/blogSearch) and the post boards (/blogHotRanking, /blogCakeRanking): docs/post-search.md. */
export function postSearchRoutes(ctx: AppContext) {
  return handlersFor(postSearchApi, {
    '/api/article/search': async ({ user, body }) => ok(await searchPosts(ctx, user, body)),
    '/api/article/get_search_auth': async ({ user }) => ok(await searchAuth(ctx, user)),
    '/api/article/getTimes': async ({ user, body }) => ok(await exportCheck(ctx, user, body)),
    '/api/article/exportBlog': async ({ user, body }) => exportBlog(ctx, user, body),
    '/api/article/exportArticle': async ({ user, body }) => exportArticle(ctx, user, body),
    '/api/article/getBlogExportRecode': async ({ user, body }) => ok(await exportRecords(ctx, user, body.page)),
    '/api/article_ranking/hot': async ({ user, body }) => ok(await hotBoard(ctx, user, body)),
    '/api/article_ranking/hot_export': async ({ user, body }) => exportHotBoard(ctx, user, body),
    '/api/article_ranking/cake': async ({ user, body }) => ok(await cakeBoard(ctx, user, body)),
    '/api/article_ranking/cake_export': async ({ user, body }) => exportCakeBoard(ctx, user, body),
  });
}
