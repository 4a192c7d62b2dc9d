import type { Brand, WeiboComment, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { getJieba } from '@boguan/weibo/text/segmenter';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import { extractSpecials } from '@boguan/weibo/text/tokenize';
import type { PostEnrichment } from './weibo-data.repository.js';

/**
 * The text stored for search: jieba tokens of the text plus #topics# and @names as whole tokens,
 * lower-cased, each once. Queries are cut the same way (see `searchQueryTokens`), so a query
 * matches by words, not by substrings.
 */
export function searchTextOf(...parts: string[]): string {
  const tokens = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    const specials = extractSpecials(part);
    for (const topic of specials.topics) tokens.add(topic.toLowerCase());
    for (const mention of specials.mentions) tokens.add(mention.toLowerCase());
    for (const word of getJieba().cut(specials.text, false)) {
      const token = word.trim().toLowerCase();
      if (token && !/^[\p{P}\p{S}\s]+$/u.test(token)) tokens.add(token);
    }
  }
  return [...tokens].join(' ');
}

/** The words of a search box query, cut like stored text. Empty when nothing searchable is left. */
export function searchQueryTokens(query: string): string[] {
  const text = searchTextOf(query.slice(0, 100));
  return text ? text.split(' ').slice(0, 12) : [];
}

export function enrichPost(post: WeiboPost): PostEnrichment {
  const sponsored = detectSponsored(post.text);
  return {
    searchText: searchTextOf(post.text),
    sponsored: sponsored.isSponsored,
    sponsoredMarkers: sponsored.markers,
    sentimentScore: post.text ? analyzeSentiment(post.text).score : null,
  };
}

export function userSearchText(
  user: Pick<WeiboUser, 'screenName' | 'verifiedReason' | 'description' | 'categories'>,
): string {
  return searchTextOf(user.screenName, user.verifiedReason, user.description, user.categories.join(' '));
}

export function brandSearchText(brand: Pick<Brand, 'cnName' | 'enName' | 'aliases' | 'categories'>): string {
  return searchTextOf(brand.cnName, brand.enName, brand.aliases.join(' '), brand.categories.join(' '));
}

export function commentSentiment(comment: WeiboComment): number | null {
  return comment.text ? analyzeSentiment(comment.text).score : null;
}
