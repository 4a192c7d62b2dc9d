import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-accounts-core.js';
import * as m0002 from './0002-accounts-auth.js';
import * as m0003 from './0003-personal-basics.js';
import * as m0004 from './0004-weibo-data.js';
import * as m0005 from './0005-collection.js';
import * as m0006 from './0006-search-statistics.js';
import * as m0007 from './0007-blogger-stats.js';
import * as m0008 from './0008-kol-fans.js';
import * as m0009 from './0009-kol-ranking.js';
import * as m0010 from './0010-kol-monitor.js';
import * as m0011 from './0011-back-collection.js';
import * as m0012 from './0012-kol-contrast.js';
import * as m0014 from './0014-post-search-tsv.js';
import * as m0015 from './0015-post-watches.js';
import * as m0016 from './0016-export-files-in-storage.js';
import * as m0017 from './0017-login-attempts.js';
import * as m0018 from './0018-job-checkpoints.js';
import * as m0019 from './0019-counted-searches.js';
import * as m0020 from './0020-sentiment-corrections.js';
import * as m0021 from './0021-orders.js';
import * as m0022 from './0022-account-cancellation.js';
import * as m0023 from './0023-operator-log.js';
import * as m0024 from './0024-referral-wallet.js';
import * as m0025 from './0025-invoices.js';
import * as m0026 from './0026-coupon-kinds.js';
import * as m0027 from './0027-post-monitor.js';
import * as m0028 from './0028-propagation.js';
import * as m0029 from './0029-post-search.js';
import * as m0030 from './0030-final-report.js';
import * as m0031 from './0031-word-cloud.js';
import * as m0033 from './0033-post-search-speed.js';
import * as m0034 from './0034-hot-search.js';
import * as m0035 from './0035-hot-search-watch.js';
import * as m0036 from './0036-topic-ranking.js';
import * as m0037 from './0037-topic-monitor.js';
import * as m0038 from './0038-topic-analysis.js';
import * as m0039 from './0039-brand-mentions.js';
import * as m0040 from './0040-brand-days.js';
import * as m0041 from './0041-brand-ranking.js';
import * as m0042 from './0042-brand-contrast.js';
import * as m0043 from './0043-brand-report.js';
import * as m0044 from './0044-brand-audience.js';
import * as m0046 from './0046-export-centre.js';
import * as m0047 from './0047-local-life.js';
import * as m0048 from './0048-custom-orders.js';
import * as m0049 from './0049-data-board.js';
import * as m0050 from './0050-api-keys.js';
import * as m0051 from './0051-author-categories-plans.js';

/**
 * Every migration in order. A new one is a new file plus one line here; names sort
 * by their number, which is the order Kysely applies them.
 */
const migrations: Record<string, Migration> = {
  '0001-accounts-core': m0001,
  '0002-accounts-auth': m0002,
  '0003-personal-basics': m0003,
  '0004-weibo-data': m0004,
  '0005-collection': m0005,
  '0006-search-statistics': m0006,
  '0007-blogger-stats': m0007,
  '0008-kol-fans': m0008,
  '0009-kol-ranking': m0009,
  '0010-kol-monitor': m0010,
  '0011-back-collection': m0011,
  '0012-kol-contrast': m0012,
  '0014-post-search-tsv': m0014,
  '0015-post-watches': m0015,
  '0016-export-files-in-storage': m0016,
  '0017-login-attempts': m0017,
  '0018-job-checkpoints': m0018,
  '0019-counted-searches': m0019,
  '0020-sentiment-corrections': m0020,
  '0021-orders': m0021,
  '0022-account-cancellation': m0022,
  '0023-operator-log': m0023,
  '0024-referral-wallet': m0024,
  '0025-invoices': m0025,
  '0026-coupon-kinds': m0026,
  '0027-post-monitor': m0027,
  '0028-propagation': m0028,
  '0029-post-search': m0029,
  '0030-final-report': m0030,
  '0031-word-cloud': m0031,
  '0033-post-search-speed': m0033,
  '0034-hot-search': m0034,
  '0035-hot-search-watch': m0035,
  '0036-topic-ranking': m0036,
  '0037-topic-monitor': m0037,
  '0038-topic-analysis': m0038,
  '0039-brand-mentions': m0039,
  '0040-brand-days': m0040,
  '0041-brand-ranking': m0041,
  '0042-brand-contrast': m0042,
  '0043-brand-report': m0043,
  '0044-brand-audience': m0044,
  '0046-export-centre': m0046,
  '0047-local-life': m0047,
  '0048-custom-orders': m0048,
  '0049-data-board': m0049,
  '0050-api-keys': m0050,
  '0051-author-categories-plans': m0051,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
