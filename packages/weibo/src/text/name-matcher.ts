import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { readDictBytes } from './dict-files.js';

/*
 * Finds the names of a set of things (merchants, places) in post texts by the rules brand mentions
 * follow (text/brands.ts): every name of every entry, longest first, case-insensitive for Latin
 * letters, and a name counted only where it stands as a word — no Latin letter or digit against a
 * Latin edge, and at a Chinese edge next to another Chinese character the segmenter must cut there
 * (老街 is found in 去老街吃火锅, not in 老街坊). Each kind of name gets a segmenter of its own
 * (`createNameSegmenter`), so teaching it merchant names never changes how brand names are cut and
 * the other way round: a stored kind's mentions depend only on its own names and these rules.
 */

interface TrieNode {
  children: Map<number, TrieNode>;
  /** The entry whose name ends here, and what script that name starts and ends with. */
  id?: string;
  start?: Edge;
  end?: Edge;
}

/** Latin: a letter or digit (word boundary by character class); han: a CJK ideograph (boundary by the cut). */
type Edge = 'latin' | 'han' | 'other';

/** One thing to find, under any of its names. */
export interface NamedEntry {
  id: string;
  names: readonly string[];
}

/** Built once per entry list, reused for every text. */
export interface NameMatcher {
  root: TrieNode;
  size: number;
  segmenter: NameSegmenter;
}

export interface NameMention {
  id: string;
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
// Only ASCII letters fold: Latin names match case-insensitively, CJK is unaffected.
const fold = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/** The frequency names are taught at: the one brand words get (text/brands.ts), so names win their cut. */
const NAME_WORD_FREQUENCY = 30_000;
/** Chinese characters either side of a name that the cut looks at (a word rarely spans more). */
const CONTEXT = 10;

/**
 * The boundary segmenter of one kind of name: jieba with the product's dictionaries (the shipped
 * one plus the Weibo user dictionary) and every Chinese name of that kind taught as a word. Names
 * are only ever added, so a process that builds matchers over one table always cuts the same way.
 */
export interface NameSegmenter {
  teach(names: Iterable<string>): void;
  cut(text: string): string[];
}

export function createNameSegmenter(): NameSegmenter {
  let jieba: Jieba | null = null;
  const taught = new Set<string>();
  return {
    teach(names) {
      const lines: string[] = [];
      for (const name of names) {
        // jieba's dictionary lines are space-separated; Latin-only names never need the cut.
        if (taught.has(name) || /\s/.test(name) || !/\p{Script=Han}/u.test(name)) continue;
        taught.add(name);
        lines.push(`${name} ${NAME_WORD_FREQUENCY}`);
      }
      if (lines.length === 0) return;
      if (!jieba) {
        jieba = Jieba.withDict(dict);
        jieba.loadDict(readDictBytes('weibo-user-dict.txt'));
      }
      jieba.loadDict(Buffer.from(`${lines.join('\n')}\n`));
    },
    cut(text) {
      return jieba ? jieba.cut(text, false) : [text];
    },
  };
}

/** A matcher over every name of every entry; when two entries share a name, the first keeps it. */
export function buildNameMatcher(entries: readonly NamedEntry[], segmenter: NameSegmenter): NameMatcher {
  const root: TrieNode = { children: new Map() };
  const names: string[] = [];
  let size = 0;
  for (const entry of entries) {
    for (const raw of entry.names) {
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
      if (node.id === undefined) {
        node.id = entry.id;
        node.start = edgeOf(name.charCodeAt(0));
        node.end = edgeOf(name.charCodeAt(name.length - 1));
        names.push(name);
        size += 1;
      }
    }
  }
  segmenter.teach(names);
  return { root, size, segmenter };
}

/** Whether the cut of the Chinese run around text[start, end) has a word boundary at both ends. */
function cutAgrees(
  segmenter: NameSegmenter,
  text: string,
  span: { start: number; end: number },
  check: { start: boolean; end: boolean },
): boolean {
  const { start, end } = span;
  let from = start;
  while (check.start && from > 0 && start - from < CONTEXT && isHan(text.charCodeAt(from - 1))) from -= 1;
  let to = end;
  while (check.end && to < text.length && to - end < CONTEXT && isHan(text.charCodeAt(to))) to += 1;
  let startOk = !check.start;
  let endOk = !check.end;
  let offset = from;
  for (const token of segmenter.cut(text.slice(from, to))) {
    if (offset === start) startOk = true;
    offset += token.length;
    if (offset === end) endOk = true;
    if (offset >= end) break;
  }
  return startOk && endOk;
}

/** Whether a name found at text[start, end) stands as a word of its own there. */
function standsAlone(matcher: NameMatcher, text: string, start: number, end: number, node: TrieNode): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : -1;
  const after = end < text.length ? text.charCodeAt(end) : -1;
  if (node.start === 'latin' && before >= 0 && isAsciiAlnum(before)) return false;
  if (node.end === 'latin' && after >= 0 && isAsciiAlnum(after)) return false;
  const checkStart = node.start === 'han' && before >= 0 && isHan(before);
  const checkEnd = node.end === 'han' && after >= 0 && isHan(after);
  if (!(checkStart || checkEnd)) return true;
  return cutAgrees(matcher.segmenter, text, { start, end }, { start: checkStart, end: checkEnd });
}

/**
 * The names found in a text, left to right, the longest name that stands as a word first at each
 * position, never overlapping: a name inside a longer name of another entry is not the shorter one.
 */
export function findNames(text: string, matcher: NameMatcher): NameMention[] {
  const mentions: NameMention[] = [];
  let i = 0;
  while (i < text.length) {
    let node: TrieNode | undefined = matcher.root;
    const candidates: { end: number; node: TrieNode }[] = [];
    for (let j = i; j < text.length; j += 1) {
      node = node.children.get(fold(text.charCodeAt(j)));
      if (!node) break;
      if (node.id !== undefined) candidates.push({ end: j + 1, node });
    }
    let best: { end: number; node: TrieNode } | null = null;
    for (let c = candidates.length - 1; c >= 0 && !best; c -= 1) {
      const candidate = candidates[c] as { end: number; node: TrieNode };
      if (standsAlone(matcher, text, i, candidate.end, candidate.node)) best = candidate;
    }
    if (best) {
      mentions.push({ id: best.node.id as string, text: text.slice(i, best.end), start: i, end: best.end });
      i = best.end;
    } else i += 1;
  }
  return mentions;
}
