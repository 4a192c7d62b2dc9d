import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stripMarkup } from './tokenize.js';

/**
 * An operator's own sentiment lexicon, added on top of the model (SENTIMENT_LEXICON): one entry a
 * line, `word<space or tab>weight`, the weight a logit in [−5, 5] (1 is about one emoticon's worth
 * less a third); `#` starts a comment. The engine ships none: the model reads the words itself.
 */
export interface UserLexicon {
  /** First character → entries starting with it, longest first (the longest match wins). */
  byFirst: Map<string, { word: string; weight: number }[]>;
  size: number;
  /** Digest of the entries, part of the engine's sentiment version. */
  digest: string;
}

/** A negation character right before a word (or one character before it) flips the word's weight. */
const NEGATORS = new Set(Array.from('不没沒无無非未别別'));

export function parseUserLexicon(content: string, source = 'lexicon'): UserLexicon {
  const byFirst = new Map<string, { word: string; weight: number }[]>();
  let size = 0;
  content.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [word, weightText, ...rest] = line.split(/\s+/);
    const weight = Number(weightText);
    if (!word || rest.length > 0 || !Number.isFinite(weight) || Math.abs(weight) > 5) {
      throw new Error(`${source} line ${index + 1}: expected "word weight" with a weight in [-5, 5]`);
    }
    const first = word[0]!;
    const list = byFirst.get(first) ?? [];
    list.push({ word, weight });
    byFirst.set(first, list);
    size += 1;
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.word.length - a.word.length);
  const digest = createHash('sha256').update(content).digest('hex');
  return { byFirst, size, digest };
}

export function readUserLexicon(file: string): UserLexicon {
  return parseUserLexicon(readFileSync(file, 'utf8'), file);
}

/** Sum of the weights of the lexicon words in a text (non-overlapping, longest first). */
export function lexiconLogit(lexicon: UserLexicon, raw: string): number {
  const { text } = stripMarkup(raw);
  let sum = 0;
  for (let i = 0; i < text.length; ) {
    const entry = lexicon.byFirst.get(text[i]!)?.find((e) => text.startsWith(e.word, i));
    if (!entry) {
      i += 1;
      continue;
    }
    const negated = NEGATORS.has(text[i - 1] ?? '') || NEGATORS.has(text[i - 2] ?? '');
    sum += negated ? -entry.weight : entry.weight;
    i += entry.word.length;
  }
  return sum;
}
