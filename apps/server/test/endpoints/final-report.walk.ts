import { addDays, chinaDate } from '@boguan/contracts/china-time';
import { createProjectSchema, finalReportApi, submitReportSchema } from '@boguan/contracts/final-report.api';
import { registerFinalReportJobs } from '../../src/modules/final-report/final-report.job.js';
import { submitReport } from '../../src/modules/final-report/final-report.service.js';
import { createProject } from '../../src/modules/final-report/project.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const registered = new WeakSet<WalkFixture>();

/** Links of stored demo posts with the most interactions (the walk's world has no other posts). */
async function links(f: WalkFixture, count: number, skip = 0): Promise<string[]> {
  if (!registered.has(f)) {
    registerFinalReportJobs(f.t.runner, f.t.ctx);
    registered.add(f);
  }
  const rows = await f.t.ctx.db
    .selectFrom('weibo_posts')
    .select('mid')
    .where('deleted', '=', false)
    .orderBy((eb) => eb('reposts', '+', eb('likes', '+', eb.ref('comments'))), 'desc')
    .orderBy('mid')
    .limit(count)
    .offset(skip)
    .execute();
  return rows.map((r) => `https://m.weibo.cn/detail/${r.mid}`);
}

const member = (f: WalkFixture) => ({ id: f.userId, level: 40 });

/** A report of the fixture's member, still waiting for its job (each call a new one: its name differs). */
let waiting = 0;
async function waitingReport(f: WalkFixture): Promise<number> {
  waiting += 1;
  const input = submitReportSchema.parse({ name: `走查报告${waiting}`, urls: (await links(f, 3)).join('\n') });
  return (await submitReport(f.t.ctx, member(f), input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();
/** One finished report per walk, shared by every call that reads one. */
function doneReport(f: WalkFixture): Promise<number> {
  let report = finished.get(f);
  if (!report) {
    report = waitingReport(f).then(async (id) => {
      await f.t.runner.drain();
      return id;
    });
    finished.set(f, report);
  }
  return report;
}

async function project(f: WalkFixture, posts = 2): Promise<{ id: number; mids: string[] }> {
  const today = chinaDate(f.t.clock.now());
  const urls = await links(f, posts);
  const input = createProjectSchema.parse({
    name: '走查项目',
    brand: '走查品牌',
    start_date: addDays(today, -1),
    end_date: addDays(today, 7),
    urls: urls.join('\n'),
  });
  const { id } = await createProject(f.t.ctx, member(f), input);
  return { id, mids: urls.map((u) => u.slice(u.lastIndexOf('/') + 1)) };
}

export const finalReportWalk = walkCases(finalReportApi, {
  '/api/launch/auth': { body: () => ({}) },
  '/api/launch/checkUrls': { body: async (f) => ({ urls: (await links(f, 3)).join('\n') }) },
  '/api/launch/submit': {
    body: async (f) => ({ name: '走查提交', urls: (await links(f, 2)).join('\n'), cost: '1000.5' }),
  },
  '/api/launch/status': { body: async (f) => ({ id: await doneReport(f) }) },
  '/api/launch/history': { body: () => ({ page: 1 }) },
  '/api/launch/result': { body: async (f) => ({ id: await doneReport(f) }) },
  '/api/launch/setCost': { body: async (f) => ({ id: await doneReport(f), cost: '2000' }) },
  '/api/launch/deleteTask': { body: async (f) => ({ id: await waitingReport(f) }) },
  '/api/launch/exportArt': { body: async (f) => ({ id: await doneReport(f) }) },
  '/api/launch/exportBlogger': { body: async (f) => ({ id: await doneReport(f) }) },
  '/api/project/create': {
    body: async (f) => {
      const today = chinaDate(f.t.clock.now());
      return {
        name: '新品上市',
        brand: '走查品牌',
        start_date: today,
        end_date: addDays(today, 14),
        budget: '50000',
        urls: (await links(f, 2)).join('\n'),
      };
    },
  },
  '/api/project/list': { body: () => ({ page: 1 }) },
  '/api/project/detail': { body: async (f) => ({ id: (await project(f)).id }) },
  '/api/project/addPosts': {
    body: async (f) => ({ id: (await project(f, 1)).id, mids: await links(f, 2, 1) }),
  },
  '/api/project/removePost': {
    body: async (f) => {
      const { id, mids } = await project(f);
      return { id, mid: mids[0] as string };
    },
  },
  '/api/project/posts': { body: async (f) => ({ id: (await project(f)).id, page: 1, sort: 'interactions' }) },
  '/api/project/report': { body: async (f) => ({ id: (await project(f)).id }) },
  '/api/project/delete': { body: async (f) => ({ id: (await project(f)).id }) },
});
