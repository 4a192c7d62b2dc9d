import type { Merchant } from '../model.js';
import { buildNameMatcher, createNameSegmenter, findNames, type NameMatcher } from './name-matcher.js';

/*
 * Merchant mentions (docs/local-life.md): which merchants a post names, by the rules brand
 * mentions follow (text/name-matcher.ts) with a segmenter of their own, so merchant names never
 * change how brand names are cut.
 */

export type MerchantMatcher = NameMatcher;

export interface MerchantMention {
  merchantId: string;
  /** The name as written in the text. */
  text: string;
  start: number;
  end: number;
}

const merchantSegmenter = createNameSegmenter();

/** A matcher over every merchant's name and aliases; a name two merchants share goes to the first. */
export function buildMerchantMatcher(merchants: readonly Pick<Merchant, 'id' | 'name' | 'aliases'>[]): MerchantMatcher {
  return buildNameMatcher(
    merchants.map((m) => ({ id: m.id, names: [m.name, ...m.aliases] })),
    merchantSegmenter,
  );
}

/** Merchant mentions in a text, left to right: a name inside another word or a longer name does not count. */
export function findMerchantMentions(text: string, matcher: MerchantMatcher): MerchantMention[] {
  return findNames(text, matcher).map((m) => ({ merchantId: m.id, text: m.text, start: m.start, end: m.end }));
}

/** Distinct merchant ids a text names, in order of first mention. */
export function mentionedMerchantIds(text: string, matcher: MerchantMatcher): string[] {
  return Array.from(new Set(findMerchantMentions(text, matcher).map((m) => m.merchantId)));
}
