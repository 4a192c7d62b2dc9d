import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Post search by the author's category: `uid in (bloggers of the category)` made PostgreSQL walk the
// date range and join a tenth of the bloggers (200–300 ms at 1M posts for a common word). Each post now
// carries its author's categories (`author_categories`), indexed with its words, so the posts holding
// both are found before a row is read. The database keeps the copy in step, whatever code
// writes posts or bloggers: a post takes its author's categories when inserted; a blogger inserted,
// re-categorised or removed rewrites the copy on their posts (docs/post-search.md, "Query plan").
export async function up(db: Kysely<unknown>): Promise<void> {
  // A constant default adds the column without rewriting the table.
  await sql`alter table weibo_posts add column author_categories text[] not null default '{}'`.execute(db);
  await sql`
    update weibo_posts p set author_categories = u.categories
    from weibo_users u
    where u.uid = p.uid and u.categories <> '{}'`.execute(db);
  // One GIN over the words and the categories: its scan intersects the two posting lists itself, so a
  // common word in a large category yields only the posts holding both (a BitmapAnd of two separate
  // indexes builds both bitmaps whole and, past work_mem, lossy: 260 ms against 11 ms at 1M posts).
  await sql`create index weibo_posts_tsv_categories_idx on weibo_posts using gin (search_tsv, author_categories)`.execute(
    db,
  );

  await sql`
    create function weibo_posts_take_author_categories() returns trigger language plpgsql as $$
    begin
      new.author_categories := coalesce((select u.categories from weibo_users u where u.uid = new.uid), '{}');
      return new;
    end $$`.execute(db);
  // Before insert only: a post never changes author, and an upsert's update keeps the stored copy.
  await sql`
    create trigger weibo_posts_author_categories before insert on weibo_posts
    for each row execute function weibo_posts_take_author_categories()`.execute(db);

  await sql`
    create function weibo_users_give_categories_to_posts() returns trigger language plpgsql as $$
    declare
      author varchar(20) := case when tg_op = 'DELETE' then old.uid else new.uid end;
      wanted text[] := case when tg_op = 'DELETE' then '{}'::text[] else new.categories end;
    begin
      update weibo_posts set author_categories = wanted
      where uid = author and author_categories is distinct from wanted;
      return null;
    end $$`.execute(db);
  // Posts may be stored before their author (an import of posts alone), hence the insert too.
  await sql`
    create trigger weibo_users_categories_to_posts after insert or delete or update of categories on weibo_users
    for each row execute function weibo_users_give_categories_to_posts()`.execute(db);

  // The planner needs the new column's statistics before the first search uses it.
  await sql`analyze weibo_posts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists weibo_users_categories_to_posts on weibo_users`.execute(db);
  await sql`drop function if exists weibo_users_give_categories_to_posts()`.execute(db);
  await sql`drop trigger if exists weibo_posts_author_categories on weibo_posts`.execute(db);
  await sql`drop function if exists weibo_posts_take_author_categories()`.execute(db);
  await sql`drop index if exists weibo_posts_tsv_categories_idx`.execute(db);
  await sql`alter table weibo_posts drop column if exists author_categories`.execute(db);
}
