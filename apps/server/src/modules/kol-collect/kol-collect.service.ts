import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  COLLECT_PAGE_SIZE,
  CollectMessage,
  DEFAULT_GROUP,
  FAVOURITE_LIMITS,
  favouriteLimitMessage,
} from '@boguan/contracts/kol-collect';
import type { CollectAdded, CollectInput, FavouriteGroups, FavouritePage } from '@boguan/contracts/kol-collect.api';
import { MemberLevel, toMemberLevel } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import { KOL_NOT_FOUND, kolCardsByIds } from '../bloggers/kol-cards.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  bloggerExists,
  countFavourites,
  deleteFavourite,
  favouritedAmong,
  findFavourite,
  groupCounts,
  insertFavourite,
  moveFavourites,
  pageFavourites,
} from './kol-collect.repository.js';

type Action<A extends CollectInput['action']> = Extract<CollectInput, { action: A }>;

export function favouriteLimit(user: Pick<SessionUser, 'level'>): number {
  return FAVOURITE_LIMITS[toMemberLevel(user.level)];
}

/**
 * Adds a favourite. Idempotent: an existing favourite answers `created: false` (moved when a
 * group is named). The count check and the insert run under a lock on the user's row, so parallel
 * adds can never pass the level's limit together.
 */
export async function addFavourite(ctx: AppContext, user: SessionUser, input: Action<'add'>): Promise<CollectAdded> {
  if (!(await bloggerExists(ctx.db, input.kol_id))) throw AppError.bad(KOL_NOT_FOUND);
  const limit = favouriteLimit(user);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const existing = await findFavourite(trx, user.id, input.kol_id);
    if (existing) {
      if (input.group !== undefined && input.group !== existing.group_name) {
        await moveFavourites(trx, user.id, { kolId: input.kol_id }, input.group);
      }
      return { kol_id: input.kol_id, group: input.group ?? existing.group_name, created: false };
    }
    if ((await countFavourites(trx, user.id)) >= limit) {
      const canUpgrade = toMemberLevel(user.level) !== MemberLevel.professional;
      const message = favouriteLimitMessage(limit, canUpgrade);
      throw canUpgrade ? AppError.quotaUsedUp(message) : AppError.bad(message);
    }
    const group = input.group ?? DEFAULT_GROUP;
    await insertFavourite(trx, user.id, input.kol_id, group, ctx.clock.now());
    return { kol_id: input.kol_id, group, created: true };
  });
}

/** Removes a favourite; removing one that is not there is not an error (idempotent). */
export async function removeFavourite(
  ctx: AppContext,
  user: SessionUser,
  kolId: number,
): Promise<{ removed: boolean }> {
  const removed = await deleteFavourite(ctx.db, user.id, kolId);
  if (removed === 0 && !(await bloggerExists(ctx.db, kolId))) throw AppError.bad(KOL_NOT_FOUND);
  return { removed: removed > 0 };
}

export async function listFavourites(
  ctx: AppContext,
  user: SessionUser,
  input: Action<'list'>,
): Promise<FavouritePage> {
  const { rows, total } = await pageFavourites(ctx.db, user.id, {
    group: input.group,
    page: input.page,
    perPage: COLLECT_PAGE_SIZE,
  });
  const cards = new Map(
    (
      await kolCardsByIds(
        ctx.db,
        rows.map((row) => row.kol_id),
      )
    ).map((c) => [c.kol_id, c]),
  );
  const data = rows.flatMap((row) => {
    const card = cards.get(row.kol_id);
    return card ? [{ ...card, group: row.group_name, collect_time: formatChinaTime(row.created_at) }] : [];
  });
  return { data, page: input.page, per_page: COLLECT_PAGE_SIZE, total };
}

/** The groups, 默认分组 always first (even when empty), then by when each group got its first favourite. */
export async function listGroups(ctx: AppContext, user: SessionUser): Promise<FavouriteGroups> {
  const counted = await groupCounts(ctx.db, user.id);
  const defaultGroup = counted.find((g) => g.name === DEFAULT_GROUP) ?? { name: DEFAULT_GROUP, count: 0 };
  const groups = [defaultGroup, ...counted.filter((g) => g.name !== DEFAULT_GROUP)];
  return { groups, total: groups.reduce((sum, g) => sum + g.count, 0), limit: favouriteLimit(user) };
}

/** Moves one favourite to a group; a new name creates the group. */
export async function moveFavourite(ctx: AppContext, user: SessionUser, input: Action<'move'>): Promise<void> {
  const moved = await moveFavourites(ctx.db, user.id, { kolId: input.kol_id }, input.group);
  if (moved === 0) throw AppError.bad(CollectMessage.notCollected);
}

async function requireGroup(ctx: AppContext, user: SessionUser, name: string): Promise<void> {
  const groups = await groupCounts(ctx.db, user.id);
  if (!groups.some((g) => g.name === name)) throw AppError.bad(CollectMessage.groupMissing);
}

/** Renames a group; 默认分组 keeps its name and a name already in use is refused. */
export async function renameFavouriteGroup(ctx: AppContext, user: SessionUser, input: Action<'rename_group'>) {
  if (input.group === DEFAULT_GROUP) throw AppError.bad(CollectMessage.defaultFixed);
  await requireGroup(ctx, user, input.group);
  if (input.new_name === input.group) return;
  const groups = await groupCounts(ctx.db, user.id);
  if (input.new_name === DEFAULT_GROUP || groups.some((g) => g.name === input.new_name)) {
    throw AppError.bad(CollectMessage.groupExists);
  }
  await moveFavourites(ctx.db, user.id, { group: input.group }, input.new_name);
}

/** Deletes a group: its bloggers stay favourites and go to 默认分组, which itself cannot be deleted. */
export async function deleteFavouriteGroup(ctx: AppContext, user: SessionUser, group: string): Promise<number> {
  if (group === DEFAULT_GROUP) throw AppError.bad(CollectMessage.defaultFixed);
  await requireGroup(ctx, user, group);
  return moveFavourites(ctx.db, user.id, { group }, DEFAULT_GROUP);
}

export async function checkFavourites(ctx: AppContext, user: SessionUser, kolIds: number[]): Promise<number[]> {
  return [...(await favouritedAmong(ctx.db, user.id, kolIds))];
}
