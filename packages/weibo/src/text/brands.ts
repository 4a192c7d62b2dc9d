import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import type { Brand } from '../model.js';
import { readDictBytes } from './dict-files.js';

interface TrieNode {
  children: Map<number, TrieNode>;
  /** Brand whose name ends here, and what script that name starts and ends with. */
  brandId?: string;
  start?: Edge;
  end?: Edge;
}

/** Latin: a letter or digit (word boundary by character class); han: a CJK ideograph (boundary by the cut). */
type Edge = 'latin' | 'han' | 'other';

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
// CJK Unified Ideographs, Extension A and the compatibility block: what jieba cuts as Chinese.
const isHan = (code: number) =>
  (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
const edgeOf = (code: number): Edge => (isAsciiAlnum(code) ? 'latin' : isHan(code) ? 'han' : 'other');
// Only ASCII letters fold: brand names in Latin script match case-insensitively, CJK is unaffected.
const fold = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/**
 * Chinese has no spaces, so whether 小米 in a text is the brand or part of 小米粥 is a question of
 * word segmentation. The boundary segmenter is jieba with the product's dictionaries (the shipped
 * one plus the Weibo user dictionary) and every Chinese brand name taught as a word at the
 * frequency the server teaches brand words to the search segmenter (addUserWords' default), so the
 * two agree. It is a separate instance: the search segmenter's dictionary is versioned by the
 * server (stored search text is recomputed when it changes) and must not change under it.
 * Names are only ever added, so a process that builds matchers over one brand table always cuts
 * the same way.
 */
const BRAND_WORD_FREQUENCY = 30_000;
/** Chinese characters either side of a name that the cut looks at (a word rarely spans more). */
const CONTEXT = 10;
let boundaryJieba: Jieba | null = null;
const taughtNames = new Set<string>();

function teachBoundaryWords(names: Iterable<string>): void {
  const lines: string[] = [];
  for (const name of names) {
    // jieba's dictionary lines are space-separated; Latin-only names never need the cut.
    if (taughtNames.has(name) || /\s/.test(name) || !/\p{Script=Han}/u.test(name)) continue;
    taughtNames.add(name);
    lines.push(`${name} ${BRAND_WORD_FREQUENCY}`);
  }
  if (lines.length === 0) return;
  if (!boundaryJieba) {
    boundaryJieba = Jieba.withDict(dict);
    boundaryJieba.loadDict(readDictBytes('weibo-user-dict.txt'));
  }
  boundaryJieba.loadDict(Buffer.from(`${lines.join('\n')}\n`));
}

/**
 * A matcher over every name of every brand (Chinese name, English name, aliases). When two brands
 * share a name, the first brand in the list keeps it.
 */
export function buildBrandMatcher(
  brands: readonly Pick<Brand, 'id' | 'cnName' | 'enName' | 'aliases'>[],
): BrandMatcher {
  const root: TrieNode = { children: new Map() };
  const names: string[] = [];
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
        node.start = edgeOf(name.charCodeAt(0));
        node.end = edgeOf(name.charCodeAt(name.length - 1));
        names.push(name);
        size += 1;
      }
    }
  }
  teachBoundaryWords(names);
  return { root, size };
}

/** Whether jieba's cut of the Chinese run around text[start, end) has a word boundary at both ends. */
function cutAgrees(text: string, start: number, end: number, checkStart: boolean, checkEnd: boolean): boolean {
  let from = start;
  while (checkStart && from > 0 && start - from < CONTEXT && isHan(text.charCodeAt(from - 1))) from -= 1;
  let to = end;
  while (checkEnd && to < text.length && to - end < CONTEXT && isHan(text.charCodeAt(to))) to += 1;
  if (!boundaryJieba) return true;
  let startOk = !checkStart;
  let endOk = !checkEnd;
  let offset = from;
  for (const token of boundaryJieba.cut(text.slice(from, to), false)) {
    if (offset === start) startOk = true;
    offset += token.length;
    if (offset === end) endOk = true;
    if (offset >= end) break;
  }
  return startOk && endOk;
}

/** Whether a name found at text[start, end) stands as a word of its own there. */
function standsAlone(text: string, start: number, end: number, node: TrieNode): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : -1;
  const after = end < text.length ? text.charCodeAt(end) : -1;
  if (node.start === 'latin' && before >= 0 && isAsciiAlnum(before)) return false;
  if (node.end === 'latin' && after >= 0 && isAsciiAlnum(after)) return false;
  const checkStart = node.start === 'han' && before >= 0 && isHan(before);
  const checkEnd = node.end === 'han' && after >= 0 && isHan(after);
  return !(checkStart || checkEnd) || cutAgrees(text, start, end, checkStart, checkEnd);
}

/**
 * Brand mentions in a text, left to right, longest name first at each position, never overlapping:
 * a name inside a longer name of another brand is not a mention of the shorter one. A name must be
 * a word of its own where it stands. At a Latin edge that means no Latin letter or digit next to it
 * (MAC is not found in "machine"). At a Chinese edge next to another Chinese character it means
 * the segmenter cuts there (小米 is found in 买了小米手机, not in 小米粥); next to anything else
 * (punctuation, #, a space, Latin) it is a boundary already.
 */
export function findBrandMentions(text: string, matcher: BrandMatcher): BrandMention[] {
  const mentions: BrandMention[] = [];
  let i = 0;
  while (i < text.length) {
    let node: TrieNode | undefined = matcher.root;
    // Names ending at each j, longest last: the longest one that stands alone wins.
    const candidates: { end: number; node: TrieNode }[] = [];
    for (let j = i; j < text.length; j += 1) {
      node = node.children.get(fold(text.charCodeAt(j)));
      if (!node) break;
      if (node.brandId !== undefined) candidates.push({ end: j + 1, node });
    }
    let best: { end: number; node: TrieNode } | null = null;
    for (let c = candidates.length - 1; c >= 0 && !best; c -= 1) {
      const candidate = candidates[c]!;
      if (standsAlone(text, i, candidate.end, candidate.node)) best = candidate;
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
