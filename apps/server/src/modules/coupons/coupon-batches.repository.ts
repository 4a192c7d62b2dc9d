import type { Insertable, Kysely, Transaction } from 'kysely';
import { type Slice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { CAMPAIGN_COLUMNS, type Campaign } from './coupons.repository.js';
import type { CouponCampaignsTable } from './coupons.tables.js';

/*
 * Coupon campaigns as the operator area makes and lists them (docs/operator.md). Claiming by
 * users is in coupons.repository.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/**
 * Inserts an operator's campaign unless one of that name exists: the partial unique index on
 * operator campaigns' names decides, so of two parallel identical requests the second waits for
 * the first to commit and then inserts nothing. Undefined when the name was taken.
 */
export async function insertOperatorCampaign(
  trx: Trx,
  row: Insertable<CouponCampaignsTable> & { created_by: number },
): Promise<Campaign | undefined> {
  return trx
    .insertInto('coupon_campaigns')
    .values(row)
    .onConflict((oc) => oc.column('name').where('created_by', 'is not', null).doNothing())
    .returning(CAMPAIGN_COLUMNS)
    .executeTakeFirst();
}

/** Live accounts among these mobiles (a purged account's number is no longer on its row). */
export async function accountsByMobiles(db: Db, mobiles: string[]) {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('mobile', 'in', mobiles)
    .where('cancelled_at', 'is', null)
    .execute();
}

/**
 * Gives each user one coupon of the campaign (the unique user/campaign pair skips one already
 * there) and counts them as claimed. Returns the users who received one now.
 */
export async function grantCampaign(trx: Trx, campaign: Campaign, userIds: number[], now: Date): Promise<number[]> {
  if (userIds.length === 0) return [];
  const validTo = new Date(now.getTime() + campaign.valid_days * 86_400_000);
  const inserted = await trx
    .insertInto('user_coupons')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        campaign_id: campaign.id,
        name: campaign.name,
        kind: campaign.kind,
        amount_fen: campaign.amount_fen,
        threshold_fen: campaign.threshold_fen,
        rate_pct: campaign.rate_pct,
        max_discount_fen: campaign.max_discount_fen,
        valid_from: now,
        valid_to: validTo,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
    .returning('user_id')
    .execute();
  if (inserted.length > 0) {
    await trx
      .updateTable('coupon_campaigns')
      .set((eb) => ({ claimed: eb('claimed', '+', inserted.length) }))
      .where('id', '=', campaign.id)
      .execute();
  }
  return inserted.map((row) => row.user_id);
}

/** Campaigns newest first, with how many of their coupons were used. */
export async function pageCampaigns(db: Db, slice: Slice) {
  const rows = db
    .selectFrom('coupon_campaigns as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('user_coupons as u')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('u.campaign_id', '=', 'c.id')
        .where('u.status', '=', 1)
        .as('used'),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  return sliceWithTotal(rows, db.selectFrom('coupon_campaigns'), slice);
}

/** Locks a campaign row for a change by an operator. */
export async function lockCampaign(trx: Trx, id: number) {
  return trx
    .selectFrom('coupon_campaigns')
    .select(['id', 'name', 'active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function stopCampaign(trx: Trx, id: number): Promise<void> {
  await trx.updateTable('coupon_campaigns').set({ active: false }).where('id', '=', id).execute();
}
