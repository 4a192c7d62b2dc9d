import { SEARCH_LIMIT } from '@boguan/contracts/search';
import type { SearchInput, SearchResult } from '@boguan/contracts/search.api';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import { searchBloggers, searchBrands, searchPosts } from './search.repository.js';

/**
 * The header search: counts one use of the member's daily search quota (1002 when used up),
 * cuts the keyword like stored text and returns at most as many rows as the level may see.
 */
export async function globalSearch(
  ctx: AppContext,
  user: SessionUser,
  { keyword, type }: SearchInput,
): Promise<SearchResult> {
  const { rule } = await ctx.membership.consume(user, 'global_search');
  const limit = Math.min(SEARCH_LIMIT, rule.maxRows ?? SEARCH_LIMIT);
  const tokens = searchQueryTokens(keyword);
  if (tokens.length === 0) return [];
  if (type === 'kol') return searchBloggers(ctx.db, tokens, limit);
  if (type === 'article') return searchPosts(ctx.db, tokens, limit);
  return searchBrands(ctx.db, tokens, limit);
}
