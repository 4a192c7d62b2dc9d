import type { AppContext } from '../../lib/context.js';
import { collectedBrands } from '../brand-collect/brand-collect.service.js';

/**
 * The search list's link to brand favourites (/brandCollect, modules/brand-collect): which of the
 * listed brands the member has favourited. The page adds and removes through /api/brand_collect/add
 * and /del; `available` stays in the answer so a build without favourites could hide the star.
 */
export async function brandCollection(
  ctx: AppContext,
  userId: number,
  brandIds: readonly string[],
): Promise<{ available: boolean; collected: Set<string> }> {
  if (brandIds.length === 0) return { available: true, collected: new Set() };
  return { available: true, collected: new Set(await collectedBrands(ctx, userId, brandIds)) };
}
