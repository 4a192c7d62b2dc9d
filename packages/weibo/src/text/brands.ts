import type { Brand } from '../model.js';

interface TrieNode {
  children: Map<number, TrieNode>;
  /** Brand whose name ends here, and whether that name starts/ends with a Latin letter or digit. */
  brandId?: string;
  latinStart?: boolean;
  latinEnd?: boolean;
}

/** Built once per brand list, reused for every text. */
export interface BrandMatcher {
  root: TrieNode;
  size: number;
}

export interface BrandMention {
  brandId: string;
  /** The name as written in the text. */
  text: string;
  start: number;
  end: number;
}

const isAsciiAlnum = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
// Only ASCII letters fold: brand names in Latin script match case-insensitively, CJK is unaffected.
const fold = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/**
 * A matcher over every name of every brand (Chinese name, English name, aliases). When two brands
 * share a name, the first brand in the list keeps it.
 */
export function buildBrandMatcher(
  brands: readonly Pick<Brand, 'id' | 'cnName' | 'enName' | 'aliases'>[],
): BrandMatcher {
  const root: TrieNode = { children: new Map() };
  let size = 0;
  for (const brand of brands) {
    for (const raw of [brand.cnName, brand.enName, ...brand.aliases]) {
      const name = raw.trim();
      if (!name) continue;
      let node = root;
      for (let i = 0; i < name.length; i += 1) {
        const code = fold(name.charCodeAt(i));
        let next = node.children.get(code);
        if (!next) {
          next = { children: new Map() };
          node.children.set(code, next);
        }
        node = next;
      }
      if (node.brandId === undefined) {
        node.brandId = brand.id;
        node.latinStart = isAsciiAlnum(name.charCodeAt(0));
        node.latinEnd = isAsciiAlnum(name.charCodeAt(name.length - 1));
        size += 1;
      }
    }
  }
  return { root, size };
}

/**
 * Brand mentions in a text, left to right, longest name first at each position, never overlapping:
 * a name inside a longer name of another brand is not a mention of the shorter one. Latin names must
 * stand alone (MAC is not found in "machine"); Chinese names need no boundary.
 */
export function findBrandMentions(text: string, matcher: BrandMatcher): BrandMention[] {
  const mentions: BrandMention[] = [];
  let i = 0;
  while (i < text.length) {
    let node: TrieNode | undefined = matcher.root;
    let best: { end: number; node: TrieNode } | null = null;
    for (let j = i; j < text.length; j += 1) {
      node = node.children.get(fold(text.charCodeAt(j)));
      if (!node) break;
      if (node.brandId !== undefined) {
        const startOk = !node.latinStart || i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1));
        const endOk = !node.latinEnd || j + 1 === text.length || !isAsciiAlnum(text.charCodeAt(j + 1));
        if (startOk && endOk) best = { end: j + 1, node };
      }
    }
    if (best) {
      mentions.push({ brandId: best.node.brandId!, text: text.slice(i, best.end), start: i, end: best.end });
      i = best.end;
    } else i += 1;
  }
  return mentions;
}

/** Distinct brand ids mentioned in a text, in order of first mention. */
export function mentionedBrandIds(text: string, matcher: BrandMatcher): string[] {
  return Array.from(new Set(findBrandMentions(text, matcher).map((m) => m.brandId)));
}
