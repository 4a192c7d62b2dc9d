import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Gender, VerifyBadge } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { type InferResult, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** The columns a KolCard is built from: the profile plus its blogger_stats row. */
const KOL_CARD_COLUMNS = [
  'u.kol_id',
  'u.uid',
  'u.avatar',
  'u.screen_name',
  'u.description',
  'u.verified_reason',
  's.verify_badge',
  's.categories',
  's.followers',
  's.gender',
  's.province',
  's.city',
  's.posts_30d',
  's.original_posts_30d',
  's.avg_interactions_30d',
  's.engagement_rate_30d',
  's.sponsored_share_30d',
  's.last_post_at',
  's.growth_1d',
  's.growth_7d',
  's.growth_30d',
  's.influence_day',
  's.influence_week',
  's.influence_month',
  's.computed_at',
] as const;

/** weibo_users u joined with blogger_stats s, a card's columns: every card query adds its filters here. */
function cardRows(db: Kysely<Database>) {
  return db
    .selectFrom('weibo_users as u')
    .innerJoin('blogger_stats as s', 's.uid', 'u.uid')
    .select([...KOL_CARD_COLUMNS]);
}

type KolCardRow = InferResult<ReturnType<typeof cardRows>>[number];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function toKolCard(row: KolCardRow): KolCard {
  return {
    kol_id: row.kol_id,
    uid: row.uid,
    avatar: row.avatar,
    uname: row.screen_name,
    verify: row.verify_badge as VerifyBadge,
    category: row.categories,
    fans: Number(row.followers),
    gender: (['m', 'f'].includes(row.gender) ? row.gender : 'n') as Gender,
    province: row.province,
    city: row.city,
    description: row.description,
    verified_reason: row.verified_reason,
    posts_30d: row.posts_30d,
    original_posts_30d: row.original_posts_30d,
    avg_interactions: round(row.avg_interactions_30d, 1),
    engagement_rate: round(row.engagement_rate_30d, 6),
    sponsored_share: round(row.sponsored_share_30d, 4),
    last_post_at: row.last_post_at ? formatChinaTime(row.last_post_at) : null,
    growth_1d: Number(row.growth_1d),
    growth_7d: Number(row.growth_7d),
    growth_30d: Number(row.growth_30d),
    influence_day: row.influence_day,
    influence_week: row.influence_week,
    influence_month: row.influence_month,
    computed_at: formatChinaTime(row.computed_at),
  };
}

/** Cards of the given kol_ids, in the order asked (unknown ids are left out). */
export async function kolCardsByIds(db: Kysely<Database>, kolIds: readonly number[]): Promise<KolCard[]> {
  if (kolIds.length === 0) return [];
  const rows = await cardRows(db)
    .where('u.kol_id', 'in', [...kolIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.kol_id, toKolCard(row)]));
  return kolIds.flatMap((id) => byId.get(id) ?? []);
}

export const KOL_NOT_FOUND = '博主不存在或暂未收录';

/** One blogger by kol_id or uid (detail pages accept either); code 0 when neither is known. */
export async function kolCardByIdOrUid(
  db: Kysely<Database>,
  ref: { kol_id?: number | undefined; uid?: string | undefined },
): Promise<KolCard> {
  let query = cardRows(db);
  if (ref.kol_id !== undefined) query = query.where('u.kol_id', '=', ref.kol_id);
  else if (ref.uid) query = query.where('u.uid', '=', ref.uid);
  else throw AppError.bad('请指定博主');
  const row = await query.executeTakeFirst();
  if (!row) throw AppError.bad(KOL_NOT_FOUND);
  return toKolCard(row);
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Bloggers whose name contains the keyword, or whose uid or kol_id is the keyword, biggest first:
 * the account pickers of the tools that act on one blogger (monitoring, back-collection).
 */
export async function findKolCards(db: Kysely<Database>, keyword: string, limit: number): Promise<KolCard[]> {
  const digits = /^\d{1,20}$/.test(keyword);
  const rows = await cardRows(db)
    .where((eb) =>
      eb.or([
        eb('u.screen_name', 'ilike', likePattern(keyword)),
        ...(digits ? [eb('u.uid', '=', keyword)] : []),
        ...(digits && keyword.length <= 9 ? [eb('u.kol_id', '=', Number(keyword))] : []),
      ]),
    )
    .orderBy('s.followers', 'desc')
    .orderBy('u.kol_id')
    .limit(limit)
    .execute();
  return rows.map(toKolCard);
}

/**
 * Up to `limit` bloggers sharing a category with `card` (never the blogger itself), nearest in
 * follower scale first: the candidates the detail page's similar tab scores.
 */
export async function kolCardsSharingCategory(db: Kysely<Database>, card: KolCard, limit: number): Promise<KolCard[]> {
  if (card.category.length === 0) return [];
  const rows = await cardRows(db)
    .where(sql<boolean>`s.categories && ${sql.val(card.category)}::text[]`)
    .where('s.uid', '<>', card.uid)
    .orderBy(sql`abs(ln(s.followers + 1) - ln(${card.fans + 1}))`)
    .orderBy('s.kol_id')
    .limit(limit)
    .execute();
  return rows.map(toKolCard);
}
