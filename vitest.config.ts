import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];

/**
 * One server suite, run twice: on embedded PGlite and on a PostgreSQL server.
 * `scripts/test.mjs` picks the postgres project only when a server answers.
 */
export default defineConfig({
  test: {
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
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
