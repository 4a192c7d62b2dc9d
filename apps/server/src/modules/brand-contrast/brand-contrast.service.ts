import { createHash } from 'node:crypto';
import { BRAND_CONTRAST_HISTORY_PAGE_SIZE, BrandContrastMessage as Message } from '@boguan/contracts/brand-contrast';
import type {
  BrandContrastDetail,
  BrandContrastHistoryPage,
  BrandContrastSubmitInput,
  BrandContrastSubmitted,
  ContrastBrand,
} from '@boguan/contracts/brand-contrast.api';
import { addDays, chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { dailySeries, periodTotals } from '../brand-data/brand-data.repository.js';
import type { Member } from '../membership/membership.service.js';
import { brandFigures, metricTable, trendsOf } from './brand-contrast.figures.js';
import {
  brandRows,
  contrastIdByKey,
  deleteBrandContrast,
  findBrandContrast,
  insertBrandContrast,
  mentioningAuthors,
  pageBrandContrasts,
} from './brand-contrast.repository.js';

const FEATURE = 'brand_compare' as const;
const TITLE_MAX = 300;

/** What is stored of a comparison: the detail without the record's own fields. */
export type StoredContrast = Omit<BrandContrastDetail, 'id' | 'title' | 'created_at' | 'read_at'>;

/** The known brands among `ids`, in the order asked (the picker's names for ?brand_ids=). */
export async function knownBrands(ctx: AppContext, ids: readonly string[]): Promise<ContrastBrand[]> {
  const rows = new Map((await brandRows(ctx.db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        brand_id: row.id,
        brand_pic: row.logo,
        brand_cn_name: row.cn_name,
        brand_en_name: row.en_name,
        brand_category: row.categories,
        demo: row.origin === 'simulator',
      },
    ];
  });
}

/** The brands asked for, in the order asked; code 0 when one is unknown. */
async function requireBrands(ctx: AppContext, ids: readonly string[]): Promise<ContrastBrand[]> {
  const brands = await knownBrands(ctx, ids);
  if (brands.length !== ids.length) throw AppError.bad(Message.unknownBrand, `unknown brand among ${ids.join(',')}`);
  return brands;
}

/** Reads every figure of the comparison now: the last `days` China days, today included. */
export async function readContrast(
  ctx: AppContext,
  brands: readonly ContrastBrand[],
  days: number,
  now: Date,
): Promise<StoredContrast> {
  const ids = brands.map((b) => b.brand_id);
  const to = chinaDate(now);
  const from = addDays(to, -(days - 1));
  const [totals, series, authors] = await Promise.all([
    periodTotals(ctx.db, from, to, ids),
    Promise.all(ids.map(async (id) => [id, await dailySeries(ctx.db, id, from, to)] as const)),
    mentioningAuthors(ctx.db, ids, chinaDayStart(from), chinaDayEnd(to)),
  ]);
  const { total, figures } = brandFigures(ids, new Map(totals.map((t) => [t.brandId, t])), authors);
  return {
    days,
    from,
    to,
    demo: brands.some((b) => b.demo),
    brands: [...brands],
    total_mentions: total,
    figures,
    metrics: metricTable(figures),
    trends: trendsOf(ids, new Map(series)),
  };
}

/**
 * Stores a comparison of 2-5 known brands, frozen with the moment its data was read, and counts one
 * `brand_compare` use. Identical submits (same brands in the same order, same period) on one China
 * day make one comparison and count once: a repeat reopens it, parallel twins meet on the counted-use
 * fingerprint and on the record's unique key. A failure gives the use back.
 */
export async function submitBrandContrast(
  ctx: AppContext,
  user: Member,
  input: BrandContrastSubmitInput,
): Promise<BrandContrastSubmitted> {
  ctx.membership.authorize(user, FEATURE);
  const brands = await requireBrands(ctx, input.brand_ids);
  const now = ctx.clock.now();
  const requestKey = createHash('sha256')
    .update(JSON.stringify([input.brand_ids, input.days, chinaDate(now)]))
    .digest('hex');
  const existing = await contrastIdByKey(ctx.db, user.id, requestKey);
  if (existing !== null) return { id: existing, created: false };

  const { counted } = await ctx.membership.consumeOnce(user, FEATURE, requestKey);
  try {
    const result = await readContrast(ctx, brands, input.days, now);
    const title = brands
      .map((b) => b.brand_cn_name)
      .join(' vs ')
      .slice(0, TITLE_MAX);
    const id = await insertBrandContrast(ctx.db, {
      userId: user.id,
      brandIds: input.brand_ids,
      days: input.days,
      title,
      requestKey,
      readAt: now,
      result,
      now,
    });
    if (id !== null) return { id, created: true };
    const twin = await contrastIdByKey(ctx.db, user.id, requestKey);
    if (twin === null) throw new Error('brand contrast twin vanished');
    return { id: twin, created: false };
  } catch (error) {
    if (counted) await ctx.membership.releaseOnce(user, FEATURE, requestKey);
    throw error;
  }
}

/** A stored comparison as it was read; another user's id answers as unknown. */
export async function brandContrastDetail(ctx: AppContext, user: Member, id: number): Promise<BrandContrastDetail> {
  const record = await findBrandContrast(ctx.db, user.id, id);
  if (!record) throw AppError.bad(Message.id);
  return {
    id: record.id,
    title: record.title,
    created_at: formatChinaTime(record.created_at),
    read_at: formatChinaTime(record.read_at),
    ...(record.result as StoredContrast),
  };
}

export async function brandContrastHistory(
  ctx: AppContext,
  user: Member,
  page: number,
): Promise<BrandContrastHistoryPage> {
  const { rows, total } = await pageBrandContrasts(ctx.db, user.id, page, BRAND_CONTRAST_HISTORY_PAGE_SIZE);
  const data = rows.map((row) => {
    const stored = (row.brands ?? []) as ContrastBrand[];
    const to = chinaDate(new Date(row.read_at));
    return {
      id: row.id,
      title: row.title,
      created_at: formatChinaTime(row.created_at),
      read_at: formatChinaTime(row.read_at),
      days: row.days,
      from: addDays(to, -(row.days - 1)),
      to,
      brands: stored.map((b) => ({ brand_id: b.brand_id, brand_cn_name: b.brand_cn_name, brand_pic: b.brand_pic })),
    };
  });
  return { data, page, per_page: BRAND_CONTRAST_HISTORY_PAGE_SIZE, total };
}

export async function removeBrandContrast(ctx: AppContext, user: Member, id: number): Promise<void> {
  if ((await deleteBrandContrast(ctx.db, user.id, id)) === 0) throw AppError.bad(Message.id);
}
