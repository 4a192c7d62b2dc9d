import type { ApiPath } from '@boguan/contracts/api';
import { createDemoApp } from '../support/demo-world.js';
import { createUser } from '../support/users.js';
import { accountSettingsWalk } from './account-settings.walk.js';
import { accountsWalk } from './accounts.walk.js';
import { brandAlertWalk, brandAudienceWalk } from './brand-audience.walk.js';
import { brandCollectWalk } from './brand-collect.walk.js';
import { brandContrastWalk } from './brand-contrast.walk.js';
import { brandRankingWalk } from './brand-ranking.walk.js';
import { brandReportWalk } from './brand-report.walk.js';
import { brandSearchWalk } from './brand-search.walk.js';
import { customOrderWalk } from './custom-order.walk.js';
import { dataBoardWalk } from './data-board.walk.js';
import { dataExportWalk } from './data-export.walk.js';
import { exportsWalk } from './exports.walk.js';
import { finalReportWalk } from './final-report.walk.js';
import { hotSearchWalk } from './hot-search.walk.js';
import { hotSearchWatchWalk } from './hot-search-watch.walk.js';
import { invoicesWalk } from './invoices.walk.js';
import { kolCollectWalk } from './kol-collect.walk.js';
import { kolContrastWalk } from './kol-contrast.walk.js';
import { kolDetailWalk } from './kol-detail.walk.js';
import { kolMonitorWalk } from './kol-monitor.walk.js';
import { kolRankingWalk } from './kol-ranking.walk.js';
import { kolSearchWalk } from './kol-search.walk.js';
import { kolStopeWalk } from './kol-stope.walk.js';
import { lifeWalk } from './life.walk.js';
import { openApiWalk } from './open-api.walk.js';
import { operatorWalk } from './operator.walk.js';
import { paymentsWalk } from './payments.walk.js';
import { personalWalk } from './personal.walk.js';
import { postMonitorWalk } from './post-monitor.walk.js';
import { postSearchWalk } from './post-search.walk.js';
import { profileWalk } from './profile.walk.js';
import { propagationWalk } from './propagation.walk.js';
import { sentimentWalk } from './sentiment.walk.js';
import { topicAnalysisWalk } from './topic-analysis.walk.js';
import { topicMonitorWalk } from './topic-monitor.walk.js';
import { topicRankingWalk } from './topic-ranking.walk.js';
import type { WalkCase, WalkFixture } from './walk-support.js';
import { walletWalk } from './wallet.walk.js';
import { wordCloudWalk } from './word-cloud.walk.js';

/**
 * A valid request for every row of the endpoint map, by area (`<area>.walk.ts`). A new row without
 * a case here does not compile.
 */
export const walkCases: { [P in ApiPath]: WalkCase<P> } = {
  ...topicMonitorWalk,
  ...topicRankingWalk,
  ...brandRankingWalk,
  ...brandReportWalk,
  ...brandSearchWalk,
  ...brandContrastWalk,
  ...brandCollectWalk,
  ...kolMonitorWalk,
  ...kolStopeWalk,
  ...exportsWalk,
  ...dataExportWalk,
  ...openApiWalk,
  ...kolSearchWalk,
  ...kolCollectWalk,
  ...kolDetailWalk,
  ...kolContrastWalk,
  ...kolRankingWalk,
  ...accountsWalk,
  ...accountSettingsWalk,
  ...profileWalk,
  ...personalWalk,
  ...sentimentWalk,
  ...paymentsWalk,
  ...walletWalk,
  ...invoicesWalk,
  ...operatorWalk,
  ...postMonitorWalk,
  ...propagationWalk,
  ...postSearchWalk,
  ...finalReportWalk,
  ...wordCloudWalk,
  ...hotSearchWatchWalk,
  ...hotSearchWalk,
  ...topicAnalysisWalk,
  ...brandAudienceWalk,
  ...brandAlertWalk,
  ...lifeWalk,
  ...dataBoardWalk,
  ...customOrderWalk,
};

/** A demo world with a professional member and six bloggers with stats, for the walk and the fuzz. */
export async function walkFixture(seed: string): Promise<WalkFixture> {
  const t = await createDemoApp({ seed, bloggers: 40, days: 3 });
  const { token, userId } = await createUser(t, { level: 40 });
  const bloggers = await t.ctx.db
    .selectFrom('blogger_stats')
    .innerJoin('weibo_users', 'weibo_users.uid', 'blogger_stats.uid')
    .select(['weibo_users.kol_id as kolId', 'weibo_users.uid'])
    .orderBy('blogger_stats.followers', 'desc')
    .limit(6)
    .execute();
  const [kol, ...kols] = bloggers.map((b) => ({ kolId: Number(b.kolId), uid: b.uid }));
  if (!kol) throw new Error('the demo world has no bloggers');
  return { t, token, userId, kol, kols };
}

/** A case as the tests call it, whatever its row's kind. */
export function walkCase(path: ApiPath): {
  body?: (f: WalkFixture) => unknown;
  parts?: (f: WalkFixture) => unknown;
  token?: (f: WalkFixture) => Promise<string>;
} {
  return walkCases[path] as never;
}
