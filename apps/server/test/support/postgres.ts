import { inject } from 'vitest';

/** Where the PostgreSQL test server is; CI and the dev machines run one on 127.0.0.1:5432. */

/** The migrated template database of this test run (made by global-setup.ts). */
export function postgresTemplate(): string {
  return inject('postgresTemplate');
}

export function postgresAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function postgresUrlFor(database: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
