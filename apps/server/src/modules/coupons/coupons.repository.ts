import type { CouponStatusFilter } from '@boguan/contracts/coupons';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { valuesAmong } from '../../db/values-among.js';
import type { CouponCampaignsTable } from './coupons.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export type Campaign = Pick<
  Selectable<CouponCampaignsTable>,
  | 'id'
  | 'name'
  | 'kind'
  | 'amount_fen'
  | 'threshold_fen'
  | 'rate_pct'
  | 'max_discount_fen'
  | 'valid_days'
  | 'audience'
  | 'audience_days'
  | 'quantity'
  | 'claimed'
>;

/** The columns of a Campaign, for every query that reads one. */
export const CAMPAIGN_COLUMNS = [
  'id',
  'name',
  'kind',
  'amount_fen',
  'threshold_fen',
  'rate_pct',
  'max_discount_fen',
  'valid_days',
  'audience',
  'audience_days',
  'quantity',
  'claimed',
] as const;

/** Campaigns open now whose audience includes a user registered at `registeredAt`. */
export async function campaignsFor(db: Db, registeredAt: Date, now: Date): Promise<Campaign[]> {
  return db
    .selectFrom('coupon_campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('audience', '=', 'all'),
        eb.and([
          eb('audience', '=', 'new_users'),
          eb(sql<Date>`${registeredAt}::timestamptz + make_interval(days => audience_days)`, '>', now),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
}

export async function userRegisteredAt(db: Db, userId: number): Promise<Date> {
  const row = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow();
  return new Date(row.created_at);
}

export function claimedCampaignIds(db: Db, userId: number, campaignIds: number[]): Promise<Set<number>> {
  return valuesAmong(campaignIds, (among) =>
    db
      .selectFrom('user_coupons')
      .select('campaign_id as v')
      .where('user_id', '=', userId)
      .where('campaign_id', 'in', among),
  );
}

/** Thrown inside the claim transaction so the inserted coupon is rolled back. */
export class CampaignSoldOut extends Error {}

/**
 * One claim, exactly once (the coupon copies the campaign's terms, kind included): the unique (user_id, campaign_id) constraint lets only the
 * first of any number of parallel inserts through, and the campaign's claimed counter
 * only rises while stock remains. Returns false when the user already had it; throws
 * CampaignSoldOut (rolling the insert back) when the stock ran out.
 */
export async function claimCampaign(trx: Transaction<Database>, userId: number, campaign: Campaign, now: Date) {
  const inserted = await trx
    .insertInto('user_coupons')
    .values({
      user_id: userId,
      campaign_id: campaign.id,
      name: campaign.name,
      kind: campaign.kind,
      amount_fen: campaign.amount_fen,
      threshold_fen: campaign.threshold_fen,
      rate_pct: campaign.rate_pct,
      max_discount_fen: campaign.max_discount_fen,
      valid_from: now,
      valid_to: new Date(now.getTime() + campaign.valid_days * 86_400_000),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const counted = await trx
    .updateTable('coupon_campaigns')
    .set({ claimed: sql<number>`claimed + 1` })
    .where('id', '=', campaign.id)
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('claimed', '<', eb.ref('quantity'))]))
    .returning('id')
    .executeTakeFirst();
  if (!counted) throw new CampaignSoldOut(`campaign ${campaign.id} sold out`);
  return true;
}

export async function listUserCoupons(db: Db, userId: number, status: CouponStatusFilter | undefined, now: Date) {
  let query = db
    .selectFrom('user_coupons')
    .select([
      'id',
      'name',
      'kind',
      'amount_fen',
      'threshold_fen',
      'rate_pct',
      'max_discount_fen',
      'status',
      'valid_from',
      'valid_to',
      'created_at',
    ])
    .where('user_id', '=', userId);
  if (status === '0') query = query.where('status', '=', 0).where('valid_to', '>', now);
  if (status === '1') query = query.where('status', '=', 1);
  if (status === '2') query = query.where('status', '=', 0).where('valid_to', '<=', now);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** The user has looked at their coupons: the header's new-coupon dot goes away. */
export async function markCouponsSeen(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_coupons')
    .set({ seen: true })
    .where('user_id', '=', userId)
    .where('seen', '=', false)
    .execute();
}

export async function hasUnseenUsableCoupon(db: Db, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('user_coupons')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .where('seen', '=', false)
    .where('valid_to', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
