import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Post search matched `to_tsvector('simple', search_text)` computed per row; for common words the
// planner still rechecked it on many heap rows (p95 7.7 s at 1M posts). A stored tsvector column
// with its own GIN index is matched directly (docs/performance.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table weibo_posts add column search_tsv tsvector
    generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
  await sql`create index weibo_posts_tsv_idx on weibo_posts using gin (search_tsv)`.execute(db);
  await sql`alter table weibo_posts alter column search_tsv set statistics 10000`.execute(db);
  await sql`drop index if exists weibo_posts_search_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index weibo_posts_search_idx on weibo_posts using gin (to_tsvector('simple', search_text))`.execute(
    db,
  );
  await sql`drop index if exists weibo_posts_tsv_idx`.execute(db);
  await sql`alter table weibo_posts drop column search_tsv`.execute(db);
}
