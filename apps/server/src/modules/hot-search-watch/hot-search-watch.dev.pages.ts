import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { createCollectors } from '../collection/collectors.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { checkHotSearchWatches } from './hot-search-watch.check.js';
import { latestCaptures, organicEntriesAt } from './hot-search-watch.repository.js';

/**
 * POST /dev/hot-search/capture, only when config.devPages is on (not a row of the endpoint map):
 * a hot-search capture now, as the collector's minute job makes it, then the watch check, for e2e
 * tests on the real clock. Answers the capture's organic entries.
 */
export async function hotSearchWatchDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devPages) return;
  app.post('/dev/hot-search/capture', { schema: { hide: true } }, async () => {
    const source = ctx.source?.source;
    if (!source) throw AppError.bad('当前未配置数据源');
    await createCollectors(source, new WeiboDataRepository(ctx.db), ctx.db).hotSearch();
    const checked = await checkHotSearchWatches(ctx.db, ctx.clock);
    const { current } = await latestCaptures(ctx.db);
    const entries = current ? await organicEntriesAt(ctx.db, current) : [];
    return ok({ captured_at: current?.toISOString() ?? null, entries, ...checked });
  });
}
