import { brandMaxRowsMessage } from '@boguan/contracts/brand-search';
import {
  type BrandSearchFilters,
  type BrandSearchInput,
  type BrandSearchItem,
  type BrandSearchOptions,
  type BrandSearchPage,
  brandSearchFilterFields,
} from '@boguan/contracts/brand-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { filtersFingerprint } from '../../lib/filters-fingerprint.js';
import type { Member } from '../membership/membership.service.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import { toBrandCard } from './brand-cards.repository.js';
import { brandCollection } from './brand-collect.link.js';
import { brandPeriods, sentimentOf } from './brand-periods.js';
import { type BrandMatch, brandCategories, countBrands, searchBrandRows } from './brand-search.repository.js';

/**
 * Which brands are found depends on the keyword and the category only: the period, sort, order and
 * page are views of the same search and never count again (lib/filters-fingerprint.ts).
 */
const searchFingerprint = filtersFingerprint<Pick<BrandSearchFilters, 'keyword' | 'category'>>({
  keyword: brandSearchFilterFields.keyword,
  category: brandSearchFilterFields.category,
});

function brandMatch(filters: BrandSearchFilters): BrandMatch {
  const keyword = filters.keyword ? filters.keyword.toLowerCase() : undefined;
  return {
    keyword,
    tokens: keyword ? searchQueryTokens(keyword) : [],
    category: filters.category || undefined,
  };
}

/**
 * One page of brands. A search counts one brand_search use the first time that China day its
 * keyword and category are asked for; `maxRows` caps the total shown and how deep one may page.
 */
export async function searchBrands(ctx: AppContext, user: Member, input: BrandSearchInput): Promise<BrandSearchPage> {
  const fingerprint = searchFingerprint(input);
  const { rule, counted } = await ctx.membership.consumeOnce(user, 'brand_search', fingerprint);
  try {
    return await searchPage(ctx, user, input, rule.maxRows ?? null);
  } catch (error) {
    // A search that failed after counting gives its use back.
    if (counted) await ctx.membership.releaseOnce(user, 'brand_search', fingerprint);
    throw error;
  }
}

async function searchPage(
  ctx: AppContext,
  user: Member,
  input: BrandSearchInput,
  maxRows: number | null,
): Promise<BrandSearchPage> {
  const offset = (input.page - 1) * input.per_page;
  if (maxRows !== null && offset >= maxRows) throw AppError.noPermission(brandMaxRowsMessage(maxRows));
  const periods = brandPeriods(ctx.clock.now(), input.days);
  const match = brandMatch(input);
  const found = await countBrands(ctx.db, match);
  const total = maxRows === null ? found : Math.min(found, maxRows);
  const rows = await searchBrandRows(ctx.db, match, periods, {
    sort: input.sort,
    order: input.order,
    offset,
    limit: Math.min(input.per_page, total - offset),
  });
  const collection = await brandCollection(
    ctx,
    user.id,
    rows.map((r) => r.id),
  );
  const data: BrandSearchItem[] = rows.map((row) => ({
    ...toBrandCard(row),
    mentions: row.mentions,
    prev_mentions: row.prev_mentions,
    growth:
      row.prev_mentions === 0
        ? null
        : Math.round(((row.mentions - row.prev_mentions) / row.prev_mentions) * 10_000) / 10_000,
    interactions: row.interactions,
    sentiment: sentimentOf(row),
    collected: collection.collected.has(row.id),
  }));
  return {
    data,
    page: input.page,
    per_page: input.per_page,
    total,
    found,
    max_rows: maxRows,
    from: periods.from,
    to: periods.to,
    prev_from: periods.prevFrom,
    prev_to: periods.prevTo,
    can_collect: collection.available,
  };
}

/** The categories the stored brands have. */
export function searchOptions(ctx: AppContext): Promise<BrandSearchOptions> {
  return brandCategories(ctx.db);
}
