import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { postgresAdminUrl, postgresUrlFor } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and hands it to every test file as a template, so a
 * test database costs a copy rather than a fresh initdb plus all migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') {
    // One template per run, so runs in parallel (several terminals) never drop each other's.
    const template = `boguan_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ databaseUrl: postgresUrlFor(template), poolSize: 2 });
    await migrateToLatest(handle.db as never);
    await handle.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boguan-pglite-'));
  const handle = await openDatabase({});
  await migrateToLatest(handle.db as never);
  const tarball = await handle.dump();
  await handle.close();
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, tarball);
  project.provide('pgliteTemplatePath', templatePath);
  return async () => rmSync(dir, { recursive: true, force: true });
}
