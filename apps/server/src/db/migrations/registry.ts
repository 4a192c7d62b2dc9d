import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-accounts-core.js';
import * as m0002 from './0002-accounts-auth.js';
import * as m0003 from './0003-personal-basics.js';
import * as m0004 from './0004-weibo-data.js';
import * as m0005 from './0005-collection.js';
import * as m0006 from './0006-search-statistics.js';

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
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
