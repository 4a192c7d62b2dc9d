import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/registry.js';

/** Brings the schema up to date; runs at every start and before every test database. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Unordered: a migration merged from a parallel branch may sort before one already applied.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
