import { maxRowsMessage } from '@boguan/contracts/kol-search';
import type {
  KolSearchFilters,
  KolSearchInput,
  KolSearchItem,
  KolSearchOptions,
  KolSearchPage,
} from '@boguan/contracts/kol-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { kolCardsByIds } from '../bloggers/kol-cards.repository.js';
import { favouritedAmong } from '../kol-collect/kol-collect.repository.js';
import type { Member } from '../membership/membership.service.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import { countMatches, matchingIds, searchOptions } from './kol-search.repository.js';
import { searchFingerprint } from './search-fingerprint.js';

/** The keyword cut like stored text; a keyword with nothing searchable left matches nothing. */
function keywordTokens(filters: KolSearchFilters): { tokens: string[]; none: boolean } {
  if (!filters.keyword) return { tokens: [], none: false };
  const tokens = searchQueryTokens(filters.keyword);
  return { tokens, none: tokens.length === 0 };
}

/**
 * One page of results. A search counts one use of the member's daily quota the first time that
 * day its filters are asked for; turning pages, sorting, reloading the page or going back to it
 * does not count again (and a first page 2 of new filters does). `maxRows` caps both the total
 * shown and how deep the member may page (1001).
 */
export async function searchKols(ctx: AppContext, user: Member, input: KolSearchInput): Promise<KolSearchPage> {
  const fingerprint = searchFingerprint(input);
  const { rule, counted } = await ctx.membership.consumeOnce(user, 'kol_search', fingerprint);
  try {
    return await searchPage(ctx, user, input, rule.maxRows ?? null);
  } catch (error) {
    // A search that failed after counting gives its use back.
    if (counted) await ctx.membership.releaseOnce(user, 'kol_search', fingerprint);
    throw error;
  }
}

async function searchPage(
  ctx: AppContext,
  user: Member,
  input: KolSearchInput,
  maxRows: number | null,
): Promise<KolSearchPage> {
  const offset = (input.page - 1) * input.per_page;
  if (maxRows !== null && offset >= maxRows) throw AppError.noPermission(maxRowsMessage(maxRows));

  const empty: KolSearchPage = {
    data: [],
    page: input.page,
    per_page: input.per_page,
    total: 0,
    found: 0,
    max_rows: maxRows,
  };
  const { tokens, none } = keywordTokens(input);
  if (none) return empty;
  const now = ctx.clock.now();
  const found = await countMatches(ctx.db, input, tokens, now);
  const total = maxRows === null ? found : Math.min(found, maxRows);
  const limit = Math.min(input.per_page, total - offset);
  const ids = await matchingIds(ctx.db, input, tokens, now, { sort: input.sort, order: input.order, offset, limit });
  const [cards, collected] = await Promise.all([kolCardsByIds(ctx.db, ids), favouritedAmong(ctx.db, user.id, ids)]);
  const data: KolSearchItem[] = cards.map((card) => ({ ...card, collected: collected.has(card.kol_id) }));
  return { ...empty, data, total, found };
}

/** Every matching card for an export, in the search's order, at most `limit` of them. */
export async function exportRows(ctx: AppContext, filters: KolSearchFilters, limit: number) {
  const { tokens, none } = keywordTokens(filters);
  if (none) return [];
  const ids = await matchingIds(ctx.db, filters, tokens, ctx.clock.now(), {
    sort: filters.sort,
    order: filters.order,
    offset: 0,
    limit,
  });
  return kolCardsByIds(ctx.db, ids);
}

/** How many rows an export of these filters will hold for a member whose limit is `limit`. */
export async function exportRowCount(ctx: AppContext, filters: KolSearchFilters, limit: number): Promise<number> {
  const { tokens, none } = keywordTokens(filters);
  if (none) return 0;
  return Math.min(await countMatches(ctx.db, filters, tokens, ctx.clock.now()), limit);
}

/** The filter choices the data offers (categories, provinces with their cities). */
export function filterOptions(ctx: AppContext): Promise<KolSearchOptions> {
  return searchOptions(ctx.db);
}
