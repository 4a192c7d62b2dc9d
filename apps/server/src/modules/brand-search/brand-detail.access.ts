import { BrandSearchMessage } from '@boguan/contracts/brand-search';
import type { BrandCard } from '@boguan/contracts/brand-search.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { brandCardById } from './brand-cards.repository.js';
import { brandPeriods } from './brand-periods.js';

/** What every detail tab is computed for: the brand, its period and the moment it was read. */
export interface BrandView {
  card: BrandCard;
  from: string;
  to: string;
  now: Date;
}

export function periodFields(view: BrandView) {
  return { brand: view.card, from: view.from, to: view.to, read_at: formatChinaTime(view.now) };
}

export async function brandView(ctx: AppContext, brandId: string, days: number): Promise<BrandView> {
  const card = await brandCardById(ctx.db, brandId);
  if (!card) throw AppError.bad(BrandSearchMessage.unknownBrand);
  const now = ctx.clock.now();
  const { from, to } = brandPeriods(now, days);
  return { card, from, to, now };
}

/**
 * The gate of every detail tab: opening a brand is one brand_search use per brand per China day,
 * counted by the first call that day (any tab, any period); the other tabs, a reload or a second
 * period are free, and parallel first calls count once (membership consumeOnce). An unknown brand
 * answers before anything is counted.
 */
export async function openBrand(ctx: AppContext, user: Member, brandId: string, days: number): Promise<BrandView> {
  const view = await brandView(ctx, brandId, days);
  await ctx.membership.consumeOnce(user, 'brand_search', `detail:${brandId}`);
  return view;
}
