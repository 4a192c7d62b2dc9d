import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// brand_days (docs/brand-data.md, "The daily summary"): per brand and China day, the figures of the
// posts naming it (brand_mentions joined to weibo_posts), so that search, overview, rankings and
// comparisons read ~60 rows a brand instead of joining every mention to its post while a user waits.
// Rebuilt by the job `analyze.brand_days` (the recent days at every run, everything when the table
// and brand_mentions disagree); a day without mentions has no row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_days')
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    // China date YYYY-MM-DD (days cut at China midnight).
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('mentions', 'integer', (c) => c.notNull())
    // reposts + comments + likes of those posts as last collected.
    .addColumn('interactions', 'bigint', (c) => c.notNull())
    .addColumn('positive', 'integer', (c) => c.notNull())
    .addColumn('neutral', 'integer', (c) => c.notNull())
    .addColumn('negative', 'integer', (c) => c.notNull())
    .addColumn('sponsored', 'integer', (c) => c.notNull())
    // (brand_id, day): one brand over a range is a short walk of the key.
    .addPrimaryKeyConstraint('brand_days_pk', ['brand_id', 'day'])
    .execute();
  // Every brand over a period (search, rankings, share of voice).
  await sql`create index brand_days_day_idx on brand_days (day, brand_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_days').ifExists().execute();
}
