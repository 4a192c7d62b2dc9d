import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// The two triggers of 0033 that keep weibo_posts.author_categories in step run one statement per row
// written. PL/pgSQL keeps each statement's plan for the session and, after its first five calls, may
// settle on a generic plan costed on the tables as they were then. The embedded database is one
// session for the life of the server and is never analysed (PGlite has no autovacuum), so on a first
// start the plans made while the demo world's fill began, on empty tables, stayed: a sequential scan
// of weibo_posts for every profile written. Measured on the e2e demo world (300 bloggers, 3 days,
// 3.4k posts): 500 reposters' profiles took 2.8 s instead of 75 ms, and the first detail poll of a
// post monitor (5k profiles) held the only connection for 6.5 s. Planned at each call with its
// values, both statements use the uid indexes whatever the session saw first; what they write is
// unchanged.
const FUNCTIONS = ['weibo_users_give_categories_to_posts', 'weibo_posts_take_author_categories'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of FUNCTIONS) {
    await sql`alter function ${sql.raw(name)}() set plan_cache_mode = force_custom_plan`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of FUNCTIONS) {
    await sql`alter function ${sql.raw(name)}() reset plan_cache_mode`.execute(db);
  }
}
