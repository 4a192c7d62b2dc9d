import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code. Seed rows carry fixed dates.
const SEEDED_AT = new Date('2026-01-01T00:00:00+08:00');

async function createPersonalTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaires')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('identity_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('identity_other', 'varchar(30)', (c) => c.notNull())
    .addColumn('needs', 'jsonb', (c) => c.notNull())
    .addColumn('reason_other', 'varchar(100)', (c) => c.notNull())
    .addColumn('staff_service', 'varchar(1)', (c) => c.notNull())
    .addColumn('tel', 'varchar(11)', (c) => c.notNull())
    .addColumn('find_budget', 'varchar(30)', (c) => c.notNull())
    .addColumn('ad_budget', 'varchar(30)', (c) => c.notNull())
    .addColumn('contact', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('weixin', 'varchar(50)', (c) => c.notNull())
    .addColumn('company', 'varchar(100)', (c) => c.notNull())
    .addColumn('industry', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questionnaires_user_idx').on('questionnaires').column('user_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('mime', 'varchar(20)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_time_idx').on('uploads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_call', 'boolean', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    // 0 处理中; above 0 adopted (spec 3: status > 0 means 已采纳).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedbacks_user_time_idx').on('feedbacks').columns(['user_id', 'created_at']).execute();
}

async function createMembershipTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_codes')
    .addColumn('code', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('batch', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .execute();

  // Every change of level with where it came from (gift code now, orders later).
  await db.schema
    .createTable('membership_grants')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_grants_user_idx').on('membership_grants').column('user_id').execute();

  await db.schema
    .createTable('coupon_campaigns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('threshold_fen', 'integer', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    // 'new_users': registered within audience_days; 'all': everyone.
    .addColumn('audience', 'varchar(20)', (c) => c.notNull())
    .addColumn('audience_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('quantity', 'integer')
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_coupons')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('coupon_campaigns.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('threshold_fen', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // One claim per user and campaign: the constraint that makes parallel claims count once.
    .addUniqueConstraint('user_coupons_user_campaign_uq', ['user_id', 'campaign_id'])
    .execute();
}

async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('key', 'varchar(160)', (c) => c.notNull())
    // The catalogue path of the tool the event belongs to, when there is one.
    .addColumn('route', 'varchar(64)')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_user_time_idx').on('events').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('events_kind_time_idx').on('events').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('materials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('navigation_pic', 'varchar(300)', (c) => c.notNull())
    .addColumn('pop_type', 'smallint', (c) => c.notNull())
    .addColumn('pop_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('pop_pic', 'varchar(300)', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('pic', 'varchar(300)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user_time_idx').on('messages').columns(['user_id', 'created_at']).execute();
}

async function seed(db: Kysely<unknown>): Promise<void> {
  const at = (offsetDays: number) => new Date(SEEDED_AT.getTime() + offsetDays * 86_400_000);
  await sql`insert into coupon_campaigns (name, amount_fen, threshold_fen, valid_days, starts_at, ends_at, audience, audience_days, quantity, active, created_at)
    values ('新人专享 满300减50', 5000, 30000, 7, ${SEEDED_AT}, null, 'new_users', 30, null, true, ${SEEDED_AT})`.execute(
    db,
  );
  await sql`insert into materials (navigation_pic, pop_type, pop_url, pop_pic, active, created_at)
    values ('/static/material/navigation.svg', 1, '/member', '/static/material/popup.svg', true, ${SEEDED_AT})`.execute(
    db,
  );
  const banners: Array<[string, string, string, number]> = [
    ['博主搜索：找到对的微博博主', '/static/banner/kol-search.svg', '/bosSearch', 1],
    ['实时热搜：每分钟跟踪微博热搜榜', '/static/banner/hot-search.svg', '/hotSearch', 2],
    ['会员权益：高级版与专业版', '/static/banner/membership.svg', '/member', 3],
  ];
  for (const [title, pic, url, sort] of banners) {
    await sql`insert into banners (title, pic, url, sort, active) values (${title}, ${pic}, ${url}, ${sort}, true)`.execute(
      db,
    );
  }
  const notices: Array<[string, string, number]> = [
    [
      '博观正式上线',
      '博观是面向广告主、品牌方与代理机构的微博数据与营销分析平台。您可以在这里搜索博主、观察博文与话题、跟踪热搜、分析品牌，并把结果导出为报表。欢迎通过右上角的“意见反馈”告诉我们您的需求。',
      0,
    ],
    [
      '会员等级与使用次数说明',
      '博观会员分为免费版、高级版与专业版。免费版可以搜索并查看榜单前列数据；高级版与专业版开放数据导出、监测与报告，每日或每月的使用次数按等级不同，可在“会员购买”页查看完整对照表。次数按北京时间每日零点、每月一日零点重置。',
      1,
    ],
    [
      '新人专享优惠券',
      '注册 30 天内的新用户可领取“新人专享 满300减50”优惠券，领取后 7 天内购买会员时可用。领取后可在账户信息中查看。',
      2,
    ],
  ];
  for (const [title, content, offset] of notices) {
    await sql`insert into notices (title, content, active, created_at) values (${title}, ${content}, true, ${at(offset)})`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPersonalTables(db);
  await createMembershipTables(db);
  await createContentTables(db);
  await seed(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'messages',
    'notices',
    'banners',
    'materials',
    'events',
    'user_coupons',
    'coupon_campaigns',
    'membership_grants',
    'gift_codes',
    'feedbacks',
    'uploads',
    'questionnaires',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
