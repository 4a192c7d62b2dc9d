import { chinaDate } from '@boguan/contracts/china-time';
import { hotSearchWatchApi } from '@boguan/contracts/hot-search-watch.api';
import { submitReport } from '../../src/modules/hot-search-watch/hot-search-report.service.js';
import { addWatch } from '../../src/modules/hot-search-watch/hot-search-watch.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const member = (f: WalkFixture) => ({ id: f.userId, level: 40 });
const counters = new WeakMap<WalkFixture, number>();
/** A keyword no other case of this walk used, so each created watch is new. */
function freshKeyword(f: WalkFixture): string {
  const next = (counters.get(f) ?? 0) + 1;
  counters.set(f, next);
  return `走查关键词${next}`;
}

async function newWatch(f: WalkFixture): Promise<number> {
  return (await addWatch(f.t.ctx, member(f), [freshKeyword(f)])).watch_id;
}

/** A word of the newest stored capture: a report on it has rows to export. */
async function listedWord(f: WalkFixture): Promise<string> {
  const row = await f.t.ctx.db
    .selectFrom('hot_search_snapshots')
    .select('word')
    .where('is_ad', '=', false)
    .orderBy('captured_at', 'desc')
    .orderBy('rank')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.word;
}

async function newReport(f: WalkFixture, keyword?: string): Promise<number> {
  const today = chinaDate(f.t.clock.now());
  const input = { keywords: [keyword ?? freshKeyword(f)], start_date: today, end_date: today };
  return (await submitReport(f.t.ctx, member(f), input)).report_id;
}

const shared = new WeakMap<WalkFixture, Promise<number>>();
function sharedReport(f: WalkFixture): Promise<number> {
  let report = shared.get(f);
  if (!report) {
    report = listedWord(f).then((word) => newReport(f, word));
    shared.set(f, report);
  }
  return report;
}

export const hotSearchWatchWalk = walkCases(hotSearchWatchApi, {
  '/api/hot_search/watchList': { body: () => ({}) },
  '/api/hot_search/addWatch': { body: (f) => ({ keywords: [freshKeyword(f), '新品'] }) },
  '/api/hot_search/editWatch': { body: async (f) => ({ watch_id: await newWatch(f), keywords: [freshKeyword(f)] }) },
  '/api/hot_search/toggleWatch': { body: async (f) => ({ watch_id: await newWatch(f), status: 0 }) },
  '/api/hot_search/deleteWatch': { body: async (f) => ({ watch_id: await newWatch(f) }) },
  '/api/hot_search/watchAlerts': { body: async (f) => ({ watch_id: await newWatch(f), page: 1 }) },
  '/api/hot_search/reportSubmit': {
    body: (f) => {
      const today = chinaDate(f.t.clock.now());
      return { keywords: freshKeyword(f), start_date: today, end_date: today };
    },
  },
  '/api/hot_search/reportList': { body: () => ({ page: 1 }) },
  '/api/hot_search/reportDetail': { body: async (f) => ({ report_id: await sharedReport(f) }) },
  '/api/hot_search/reportDelete': { body: async (f) => ({ report_id: await newReport(f) }) },
  '/api/hot_search/reportExport': { body: async (f) => ({ report_id: await sharedReport(f) }) },
});
