import { brandReportApi, brandReportSubmitSchema } from '@boguan/contracts/brand-report.api';
import { chinaDate } from '@boguan/contracts/china-time';
import { sql } from 'kysely';
import { BRAND_REPORT_JOB, runBrandReportTask } from '../../src/modules/brand-report/brand-report.job.js';
import { submitBrandReport } from '../../src/modules/brand-report/brand-report.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

interface WalkBrands {
  ids: string[];
  range: { start_date: string; end_date: string };
}

/** The walk world's three most mentioned brands and the range its mentions are kept over. */
const brands = new WeakMap<WalkFixture, Promise<WalkBrands>>();
function walkBrands(f: WalkFixture): Promise<WalkBrands> {
  let found = brands.get(f);
  if (!found) {
    found = (async () => {
      f.t.runner.register(BRAND_REPORT_JOB, (payload, { progress }) =>
        runBrandReportTask(f.t.ctx, Number(payload.task_id), progress),
      );
      const rows = await sql<{ brand_id: string }>`
        select brand_id from brand_mentions group by brand_id order by count(*) desc, brand_id limit 3`.execute(
        f.t.ctx.db,
      );
      const first = await sql<{ first: Date }>`select min(posted_at) as first from brand_mentions`.execute(f.t.ctx.db);
      const ids = rows.rows.map((r) => r.brand_id);
      if (ids.length < 3 || !first.rows[0]?.first) throw new Error('the walk world has too few brand mentions');
      return {
        ids,
        range: { start_date: chinaDate(new Date(first.rows[0].first)), end_date: chinaDate(f.t.clock.now()) },
      };
    })();
    brands.set(f, found);
  }
  return found;
}

async function waitingTask(f: WalkFixture, index: number): Promise<number> {
  const { ids, range } = await walkBrands(f);
  const input = brandReportSubmitSchema.parse({ brand_id: ids[index]!, competitor_ids: '', ...range });
  return (await submitBrandReport(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();
/** One finished report per walk, shared by every call that reads one. */
function doneTask(f: WalkFixture): Promise<number> {
  let task = finished.get(f);
  if (!task) {
    task = (async () => {
      const id = await waitingTask(f, 0);
      await f.t.runner.drain();
      return id;
    })();
    finished.set(f, task);
  }
  return task;
}

export const brandReportWalk = walkCases(brandReportApi, {
  '/api/brand_report/searchBrand': {
    body: async (f) => {
      const { ids } = await walkBrands(f);
      const row = await f.t.ctx.db
        .selectFrom('brands')
        .select('cn_name')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow();
      return { keyword: row.cn_name };
    },
  },
  '/api/brand_report/check': { body: async (f) => ({ brand_id: (await walkBrands(f)).ids[0]! }) },
  '/api/brand_report/remainingTimes': { body: () => ({}) },
  '/api/brand_report/submit': {
    body: async (f) => {
      const { ids, range } = await walkBrands(f);
      return { brand_id: ids[1]!, competitor_ids: ids[2]!, ...range };
    },
  },
  '/api/brand_report/history': { body: () => ({ page: 1 }) },
  '/api/brand_report/status': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/brand_report/result': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/brand_report/deleteTask': { body: async (f) => ({ id: await waitingTask(f, 2) }) },
  '/api/brand_report/exportArt': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/brand_report/exportBlogger': { body: async (f) => ({ id: await doneTask(f) }) },
});
