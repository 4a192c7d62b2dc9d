import { CANCELLED_NICKNAME } from '@boguan/contracts/account-settings';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockUserRow } from '../accounts/users.repository.js';

/**
 * Tables whose rows are the person's own records and go entirely (docs/accounts.md, Cancellation).
 * Financial rows (orders, order logs, membership grants, used coupons, used gift codes) are kept:
 * they point at the users row, which stays without any personal data.
 */
export const DELETED_TABLES = [
  'sessions',
  'login_attempts',
  'usage_counters',
  'counted_uses',
  'questionnaires',
  'feedbacks',
  'messages',
  'kol_favourites',
  'kol_detail_views',
  'kol_monitor_notices',
  'kol_monitors',
  'kol_stope_tasks',
  'kol_contrasts',
  // The post tools: their child rows (posts of a task, report or project) go by cascade.
  'art_mon_tasks',
  'propagation_tasks',
  'final_reports',
  'campaign_projects',
  'word_clouds',
  'word_cloud_uploads',
  'sentiment_corrections',
  // Hot-search watches (their alerts go by cascade too) and reports.
  'hot_search_watch_alerts',
  'hot_search_watches',
  'hot_search_reports',
  // Topic monitoring (its polls and posts go by cascade).
  'topic_mon_tasks',
  // Topic analysis.
  'topic_analysis_tasks',
  // The brand tools: comparisons, favourites, reports, audience analyses, watches and their alerts.
  'brand_contrasts',
  'brand_favourites',
  'brand_report_tasks',
  'brand_audience_tasks',
  'brand_alerts',
  'brand_watches',
  // Custom data orders: the person's contact details and requests (their threads go by cascade).
  'custom_orders',
  // Open API keys: access to the account ends with it.
  'api_keys',
] as const;

/** 0 + ten digits: unique, eleven characters, and never a mainland mobile (those start with 1). */
export function anonymousMobile(userId: number): string {
  return `0${String(userId).padStart(10, '0')}`;
}

/** Removes one account's personal data in one transaction; answers the stored files to remove after. */
export async function purgeRows(trx: Transaction<Database>, userId: number, now: Date): Promise<string[] | null> {
  await lockUserRow(trx, userId);
  const user = await trx
    .selectFrom('users')
    .select(['mobile', 'cancel_requested_at', 'cancelled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // A login in the meantime undid the request, or another instance finished it.
  if (!user || user.cancel_requested_at === null || user.cancelled_at !== null) return null;
  const uploads = await trx.selectFrom('uploads').select('storage_key').where('user_id', '=', userId).execute();
  const exportFiles = await trx
    .selectFrom('export_records')
    .select('file_key')
    .where('user_id', '=', userId)
    .where('file_key', 'is not', null)
    .execute();
  for (const table of DELETED_TABLES) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('uploads').where('user_id', '=', userId).execute();
  await trx.deleteFrom('export_records').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_coupons').where('user_id', '=', userId).where('status', '=', 0).execute();
  await trx.deleteFrom('sms_codes').where('mobile', '=', user.mobile).execute();
  // Who invited whom is about people, not money: the commissions already earned stay in the ledger.
  await trx
    .deleteFrom('referrals')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('referrer_id', '=', userId)]))
    .execute();
  // Usage statistics stay as anonymous counts.
  await trx.updateTable('events').set({ user_id: null, ip: null }).where('user_id', '=', userId).execute();
  await trx.updateTable('jobs').set({ owner_user_id: null }).where('owner_user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({
      mobile: anonymousMobile(userId),
      nick_name: CANCELLED_NICKNAME,
      password_hash: null,
      wx_openid: null,
      share_code: null,
      registration: '{}',
      show_welcome: false,
      cancelled_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  return [
    ...uploads.map((row) => row.storage_key),
    ...exportFiles.flatMap((row) => (row.file_key ? [row.file_key] : [])),
  ];
}
