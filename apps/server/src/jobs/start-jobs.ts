import type { AppContext } from '../lib/context.js';
import { registerCancellationPurge } from '../modules/account-settings/cancellation-purge.js';
import { registerBloggerStats } from '../modules/bloggers/bloggers.jobs.js';
import { registerBrandAlertJobs } from '../modules/brand-alert/brand-alert.jobs.js';
import { registerBrandAudienceJobs } from '../modules/brand-audience/brand-audience.job.js';
import { registerBrandDays } from '../modules/brand-data/brand-days.jobs.js';
import { registerBrandMentions } from '../modules/brand-data/brand-mentions.jobs.js';
import { registerBrandRankingJobs } from '../modules/brand-ranking/brand-ranking.jobs.js';
import { registerBrandReportJobs } from '../modules/brand-report/brand-report.job.js';
import { registerCollection } from '../modules/collection/collection.jobs.js';
import { registerDataBoardJobs } from '../modules/data-board/data-board.jobs.js';
import { registerDataExportJobs } from '../modules/data-export/data-export.jobs.js';
import { registerExportJobs } from '../modules/exports/exports.jobs.js';
import { registerFinalReportJobs } from '../modules/final-report/final-report.job.js';
import { registerKolDetailJobs } from '../modules/kol-detail/kol-detail.jobs.js';
import { registerKolMonitorJobs } from '../modules/kol-monitor/kol-monitor.jobs.js';
import { registerKolRankingJobs } from '../modules/kol-ranking/kol-ranking.jobs.js';
import { registerKolStopeJobs } from '../modules/kol-stope/kol-stope.job.js';
import { registerLocalLife } from '../modules/life/life.jobs.js';
import { registerPostMonitorJobs } from '../modules/post-monitor/post-monitor.job.js';
import { registerPostSearchJobs } from '../modules/post-search/post-search.jobs.js';
import { registerPropagationJobs } from '../modules/propagation/propagation.job.js';
import { registerTopicAnalysisJobs } from '../modules/topic-analysis/topic-analysis.job.js';
import { registerTopicMonitorJobs } from '../modules/topic-monitor/topic-monitor.job.js';
import { registerTopicRankingJobs } from '../modules/topic-ranking/topic-ranking.jobs.js';
import { registerSearchText } from '../modules/weibo-data/search-text.jobs.js';
import { registerSentimentRescore } from '../modules/weibo-data/sentiment-rescore.jobs.js';
import { JobRunner } from './job-runner.js';

/** Finished periodic slots are kept this long (a few days of history for `boguan jobs`). */
const KEEP_SLOTS_MS = 3 * 86_400_000;
const PRUNE = 'jobs.prune';

/** The background worker of this process: every module's jobs on one runner, polling the shared queue. */
export async function startJobs(ctx: AppContext): Promise<JobRunner> {
  const runner = new JobRunner({ queue: ctx.jobs, clock: ctx.clock, log: ctx.log, leaseMs: 120_000 });
  if (ctx.source) await registerCollection(runner, ctx.jobs, ctx.db, ctx.source);
  registerBloggerStats(runner, ctx.db, ctx.clock);
  registerExportJobs(runner, ctx);
  registerDataExportJobs(runner, ctx);
  await registerSearchText(runner, ctx.jobs, ctx.db, ctx.clock);
  await registerSentimentRescore(runner, ctx.jobs, ctx.db, ctx.clock);
  await registerBrandMentions(runner, ctx.db, ctx.clock);
  await registerLocalLife(runner, ctx);
  registerBrandDays(runner, ctx.db, ctx.clock);
  registerDataBoardJobs(runner, ctx.db, ctx.clock);
  registerKolDetailJobs(runner, ctx);
  registerKolStopeJobs(runner, ctx);
  registerKolMonitorJobs(runner, ctx);
  registerPostMonitorJobs(runner, ctx);
  registerTopicMonitorJobs(runner, ctx);
  registerTopicAnalysisJobs(runner, ctx);
  registerBrandAudienceJobs(runner, ctx);
  registerBrandAlertJobs(runner, ctx);
  registerBrandReportJobs(runner, ctx);
  registerKolRankingJobs(runner, ctx);
  registerPropagationJobs(runner, ctx);
  registerFinalReportJobs(runner, ctx);
  registerPostSearchJobs(runner, ctx);
  registerTopicRankingJobs(runner, ctx);
  registerBrandRankingJobs(runner, ctx);
  registerCancellationPurge(runner, ctx);
  runner.register(PRUNE, async () => ({
    removed: await ctx.jobs.prune(new Date(ctx.clock.now().getTime() - KEEP_SLOTS_MS)),
  }));
  runner.schedule({ kind: PRUNE, everyMs: 3_600_000 });
  runner.start();
  return runner;
}
