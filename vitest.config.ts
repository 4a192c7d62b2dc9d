import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];
/*
 * Server test files share one module graph per worker (isolate: false): each file opens its own
 * database and app, so nothing is shared but the imported code, and the suite no longer spends
 * minutes importing the server again for every file (measured: 1,452 server tests in 322 s instead
 * of about 450 s). Module-level counters (support/users.ts nextMobile) simply keep counting.
 */

/**
 * One server suite, run twice: on embedded PGlite and on a PostgreSQL server.
 * `scripts/test.mjs` picks the postgres project only when a server answers.
 */
export default defineConfig({
  test: {
    /*
     * Both cores, not vitest's default of cores − 1 (one worker on a 2-core CI machine): most of a
     * server test's time is the simulator's CPU in the worker, so a second worker runs beside it
     * (docs/architecture.md, Tests).
     */
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // `extends: true`: a project takes the root options above (timeouts) besides its own.
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
        },
      },
      {
        // Web components rendered in jsdom with Testing Library.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          isolate: false,
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          isolate: false,
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
