import type { BrandAlertKind } from '@boguan/contracts/brand-alert';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandAlertsTable } from './brand-alert.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The SQL of brand alerts (docs/brand-audience.md, "Brand alerts"). */

export interface WatchedBrandRow {
  brand_id: string;
  cn_name: string;
  en_name: string;
  logo: string;
  categories: string[];
  created_at: Date;
}

export async function isWatching(db: Db, userId: number, brandId: string): Promise<boolean> {
  const row = await db
    .selectFrom('brand_watches')
    .select('brand_id')
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a watch unless the member already has `max` (the member's row is locked first, so parallel
 * calls count one after another). Returns false when the limit refused it.
 */
export async function addWatch(db: Kysely<Database>, userId: number, brandId: string, max: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
    if (await isWatching(trx, userId, brandId)) return true;
    const count = await trx
      .selectFrom('brand_watches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= max) return false;
    await trx
      .insertInto('brand_watches')
      .values({ user_id: userId, brand_id: brandId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

export async function removeWatch(db: Db, userId: number, brandId: string): Promise<void> {
  await db.deleteFrom('brand_watches').where('user_id', '=', userId).where('brand_id', '=', brandId).execute();
}

/** A member's watched brands, the newest watch first. */
export async function watchesOf(db: Db, userId: number): Promise<WatchedBrandRow[]> {
  return db
    .selectFrom('brand_watches as w')
    .innerJoin('brands as b', 'b.id', 'w.brand_id')
    .select(['w.brand_id', 'b.cn_name', 'b.en_name', 'b.logo', 'b.categories', 'w.created_at'])
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.brand_id')
    .execute();
}

/** Every watch, by brand: the hourly check reads each watched brand's series once. */
export async function allWatches(db: Db): Promise<Map<string, { cnName: string; userIds: number[] }>> {
  const rows = await db
    .selectFrom('brand_watches as w')
    .innerJoin('brands as b', 'b.id', 'w.brand_id')
    .select(['w.brand_id', 'w.user_id', 'b.cn_name'])
    .orderBy('w.brand_id')
    .orderBy('w.user_id')
    .execute();
  const out = new Map<string, { cnName: string; userIds: number[] }>();
  for (const row of rows) {
    const entry = out.get(row.brand_id) ?? { cnName: row.cn_name, userIds: [] };
    entry.userIds.push(Number(row.user_id));
    out.set(row.brand_id, entry);
  }
  return out;
}

export type BrandAlertRow = Selectable<BrandAlertsTable>;

/** The newest `perBrand` alerts of each of a member's brands. */
export async function recentAlerts(db: Db, userId: number, perBrand: number): Promise<BrandAlertRow[]> {
  const rows = await sql<BrandAlertRow>`
    select * from (
      select a.*, row_number() over (partition by brand_id order by day desc, id desc) as n
      from brand_alerts a where user_id = ${userId}
    ) x where n <= ${perBrand} order by brand_id, day desc, id desc`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) }));
}

export interface NewBrandAlert {
  user_id: number;
  brand_id: string;
  day: string;
  kind: BrandAlertKind;
  value: number;
  mean: number;
  sd: number;
  threshold: number;
  mentions: number;
  negative: number;
  created_at: Date;
}

/** The alert, unless this member already has one of the brand, day and kind (then null). */
export async function insertAlert(db: Db, alert: NewBrandAlert): Promise<number | null> {
  const row = await db
    .insertInto('brand_alerts')
    .values({ ...alert, message_id: null })
    .onConflict((oc) => oc.columns(['user_id', 'brand_id', 'day', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachMessage(db: Db, alertId: number, messageId: number): Promise<void> {
  await db.updateTable('brand_alerts').set({ message_id: messageId }).where('id', '=', alertId).execute();
}
