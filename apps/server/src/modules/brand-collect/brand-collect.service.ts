import {
  BRAND_COLLECT_PAGE_SIZE,
  BRAND_COLLECT_RECENT_DAYS,
  BRAND_DEFAULT_GROUP,
  BRAND_FAVOURITE_LIMITS,
  brandFavouriteLimitMessage,
  BrandCollectMessage as Message,
} from '@boguan/contracts/brand-collect';
import type {
  BrandCollectAdded,
  BrandCollectAddInput,
  BrandCollectListInput,
  BrandCollectMoveInput,
  BrandCollectRenameInput,
  BrandFavouriteGroups,
  BrandFavouritePage,
} from '@boguan/contracts/brand-collect.api';
import { addDays, chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import { MemberLevel, toMemberLevel } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import type { Member } from '../membership/membership.service.js';
import {
  brandExists,
  brandFavouritedAmong,
  brandGroupCounts,
  countBrandFavourites,
  deleteBrandFavourite,
  findBrandFavourite,
  insertBrandFavourite,
  mentionsByDay,
  moveBrandFavourites,
  pageBrandFavourites,
} from './brand-collect.repository.js';

export function brandFavouriteLimit(user: Pick<Member, 'level'>): number {
  return BRAND_FAVOURITE_LIMITS[toMemberLevel(user.level)];
}

/**
 * Adds a favourite brand. Idempotent: an existing favourite answers `created: false` (moved when a
 * group is named). Count and insert run under a lock on the user's row, so parallel adds never pass
 * the level's limit together.
 */
export async function addBrandFavourite(
  ctx: AppContext,
  user: Member,
  input: BrandCollectAddInput,
): Promise<BrandCollectAdded> {
  if (!(await brandExists(ctx.db, input.brand_id))) throw AppError.bad(Message.brandMissing);
  const limit = brandFavouriteLimit(user);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const existing = await findBrandFavourite(trx, user.id, input.brand_id);
    if (existing) {
      if (input.group !== undefined && input.group !== existing.group_name) {
        await moveBrandFavourites(trx, user.id, { brandId: input.brand_id }, input.group);
      }
      return { brand_id: input.brand_id, group: input.group ?? existing.group_name, created: false };
    }
    if ((await countBrandFavourites(trx, user.id)) >= limit) {
      const canUpgrade = toMemberLevel(user.level) !== MemberLevel.professional;
      const message = brandFavouriteLimitMessage(limit, canUpgrade);
      throw canUpgrade ? AppError.quotaUsedUp(message) : AppError.bad(message);
    }
    const group = input.group ?? BRAND_DEFAULT_GROUP;
    await insertBrandFavourite(trx, user.id, input.brand_id, group, ctx.clock.now());
    return { brand_id: input.brand_id, group, created: true };
  });
}

/** Removes a favourite; removing one that is not there is not an error, an unknown brand is. */
export async function removeBrandFavourite(ctx: AppContext, user: Member, brandId: string) {
  const removed = await deleteBrandFavourite(ctx.db, user.id, brandId);
  if (removed === 0 && !(await brandExists(ctx.db, brandId))) throw AppError.bad(Message.brandMissing);
  return { removed: removed > 0 };
}

/** The recent window (today and the days before) and the window before it, as China dates. */
function recentWindows(now: Date) {
  const to = chinaDate(now);
  const from = addDays(to, -(BRAND_COLLECT_RECENT_DAYS - 1));
  const previousFrom = addDays(from, -BRAND_COLLECT_RECENT_DAYS);
  return { to, from, previousFrom };
}

export async function listBrandFavourites(
  ctx: AppContext,
  user: Member,
  input: BrandCollectListInput,
): Promise<BrandFavouritePage> {
  const { rows, total } = await pageBrandFavourites(ctx.db, user.id, {
    ...(input.group !== undefined ? { group: input.group } : {}),
    page: input.page,
    perPage: BRAND_COLLECT_PAGE_SIZE,
  });
  const w = recentWindows(ctx.clock.now());
  const counts = await mentionsByDay(
    ctx.db,
    rows.map((r) => r.brand_id),
    chinaDayStart(w.previousFrom),
    chinaDayEnd(w.to),
  );
  const byKey = new Map(counts.map((c) => [`${c.brand_id}|${c.day}`, Number(c.n)]));
  const days = Array.from({ length: BRAND_COLLECT_RECENT_DAYS }, (_, i) => addDays(w.from, i));
  const previousDays = Array.from({ length: BRAND_COLLECT_RECENT_DAYS }, (_, i) => addDays(w.previousFrom, i));
  const data = rows.map((row) => {
    const daily = days.map((day) => byKey.get(`${row.brand_id}|${day}`) ?? 0);
    const previous = previousDays.reduce((sum, day) => sum + (byKey.get(`${row.brand_id}|${day}`) ?? 0), 0);
    return {
      brand_id: row.brand_id,
      brand_pic: row.logo,
      brand_cn_name: row.cn_name,
      brand_en_name: row.en_name,
      brand_category: row.categories,
      demo: row.origin === 'simulator',
      group: row.group_name,
      collect_time: formatChinaTime(row.created_at),
      mentions_recent: daily.reduce((a, b) => a + b, 0),
      mentions_previous: previous,
      daily,
    };
  });
  return {
    data,
    page: input.page,
    per_page: BRAND_COLLECT_PAGE_SIZE,
    total,
    recent_from: w.from,
    recent_to: w.to,
  };
}

/** The groups, 默认分组 always first (even when empty), then by when each got its first favourite. */
export async function listBrandGroups(ctx: AppContext, user: Member): Promise<BrandFavouriteGroups> {
  const counted = await brandGroupCounts(ctx.db, user.id);
  const defaultGroup = counted.find((g) => g.name === BRAND_DEFAULT_GROUP) ?? { name: BRAND_DEFAULT_GROUP, count: 0 };
  const groups = [defaultGroup, ...counted.filter((g) => g.name !== BRAND_DEFAULT_GROUP)];
  return { groups, total: groups.reduce((sum, g) => sum + g.count, 0), limit: brandFavouriteLimit(user) };
}

/** Moves one favourite to a group; a new name creates the group. */
export async function moveBrandFavourite(ctx: AppContext, user: Member, input: BrandCollectMoveInput) {
  const moved = await moveBrandFavourites(ctx.db, user.id, { brandId: input.brand_id }, input.group);
  if (moved === 0) throw AppError.bad(Message.notCollected);
}

async function requireGroup(ctx: AppContext, user: Member, name: string) {
  const groups = await brandGroupCounts(ctx.db, user.id);
  if (!groups.some((g) => g.name === name)) throw AppError.bad(Message.groupMissing);
  return groups;
}

/** Renames a group; 默认分组 keeps its name and a name already in use is refused. */
export async function renameBrandGroup(ctx: AppContext, user: Member, input: BrandCollectRenameInput) {
  if (input.group === BRAND_DEFAULT_GROUP) throw AppError.bad(Message.defaultFixed);
  const groups = await requireGroup(ctx, user, input.group);
  if (input.new_name === input.group) return;
  if (input.new_name === BRAND_DEFAULT_GROUP || groups.some((g) => g.name === input.new_name)) {
    throw AppError.bad(Message.groupExists);
  }
  await moveBrandFavourites(ctx.db, user.id, { group: input.group }, input.new_name);
}

/** Deletes a group: its brands stay favourites and go to 默认分组, which itself cannot be deleted. */
export async function deleteBrandGroup(ctx: AppContext, user: Member, group: string): Promise<number> {
  if (group === BRAND_DEFAULT_GROUP) throw AppError.bad(Message.defaultFixed);
  await requireGroup(ctx, user, group);
  return moveBrandFavourites(ctx.db, user.id, { group }, BRAND_DEFAULT_GROUP);
}

/**
 * Which of `brandIds` the user has favourited, in the order asked. Other brand pages (search,
 * detail, rankings) call this to show a filled star.
 */
export async function collectedBrands(ctx: AppContext, userId: number, brandIds: readonly string[]) {
  const among = await brandFavouritedAmong(ctx.db, userId, brandIds);
  return brandIds.filter((id) => among.has(id));
}
