import { idfOf } from './keywords.js';
import { getJieba } from './segmenter.js';
import { extractSpecials, isContentWord } from './tokenize.js';

/**
 * Word clouds over many texts (posts of a keyword, comments of a post, pasted or uploaded text):
 * jieba with the Weibo user dictionary, Weibo markup taken out first, stopwords and non-words
 * dropped (isContentWord), Latin words that differ only in case merged under their most frequent
 * spelling. A cloud keeps its counted terms, so removing words and drawing again is a pure
 * recomputation over them (rankCloudTerms), without the texts.
 */

export interface CloudTerm {
  word: string;
  /** Times the word occurs in all texts. */
  count: number;
  /** Texts it occurs in at least once. */
  docs: number;
}

export interface CloudCounts {
  /** The most frequent content words, by count then word, at most `keep`. */
  terms: CloudTerm[];
  /** Content-word occurrences in all texts (the TF denominator), words past `keep` included. */
  totalWords: number;
  /** Distinct content words, before the cut to `keep`. */
  distinctWords: number;
  /** Non-blank texts read. */
  texts: number;
  /** Characters of those texts. */
  chars: number;
}

export interface RankedTerm extends CloudTerm {
  /** TF-IDF: count / content words left after removals × jieba IDF of the word, 4 decimals. */
  weight: number;
}

export type CloudSort = 'count' | 'weight';

const compareWords = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Tally {
  count: number;
  docs: number;
  /** The text that last counted this word, so a text adds at most one to docs. */
  lastText: number;
  /** Spellings other than the lower-case key, with their counts (Latin case variants). */
  spellings: Map<string, number> | null;
}

/** The spelling most used for a key: the lower-case one unless a cased variant occurs more. */
function bestSpelling(key: string, tally: Tally): string {
  if (!tally.spellings) return key;
  let best = key;
  let bestCount = tally.count - [...tally.spellings.values()].reduce((s, n) => s + n, 0);
  for (const [spelling, count] of tally.spellings) {
    if (count > bestCount || (count === bestCount && compareWords(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

/** Counts the content words of `texts` and keeps the `keep` most frequent. */
export function countCloudWords(texts: Iterable<string>, keep = 2000): CloudCounts {
  const jieba = getJieba();
  const tallies = new Map<string, Tally>();
  let textIndex = 0;
  let chars = 0;
  for (const text of texts) {
    if (text.trim() === '') continue;
    textIndex += 1;
    chars += text.length;
    for (const token of jieba.cut(extractSpecials(text).text, false)) {
      const key = token.toLowerCase();
      let tally = tallies.get(key);
      if (!tally) {
        tally = { count: 0, docs: 0, lastText: 0, spellings: null };
        tallies.set(key, tally);
      }
      tally.count += 1;
      if (tally.lastText !== textIndex) {
        tally.docs += 1;
        tally.lastText = textIndex;
      }
      if (token !== key) {
        tally.spellings ??= new Map();
        tally.spellings.set(token, (tally.spellings.get(token) ?? 0) + 1);
      }
    }
  }
  // Filtering runs once per distinct token, not per occurrence.
  const terms: CloudTerm[] = [];
  let totalWords = 0;
  for (const [key, tally] of tallies) {
    if (!isContentWord(key)) continue;
    const word = bestSpelling(key, tally);
    if (word !== key && !isContentWord(word)) continue;
    terms.push({ word, count: tally.count, docs: tally.docs });
    totalWords += tally.count;
  }
  terms.sort((a, b) => b.count - a.count || compareWords(a.word, b.word));
  return { terms: terms.slice(0, keep), totalWords, distinctWords: terms.length, texts: textIndex, chars };
}

/** The key a removed word is matched by: Latin case does not matter, as in counting. */
export function removalKey(word: string): string {
  return word.trim().toLowerCase();
}

/**
 * The terms left after `removed`, each with its TF-IDF weight. Removed words leave the TF
 * denominator too, so the weights are those of the texts without them. Sorted by `sort`
 * (ties by count, then word).
 */
export function rankCloudTerms(
  counts: Pick<CloudCounts, 'terms' | 'totalWords'>,
  removed: Iterable<string> = [],
  sort: CloudSort = 'count',
): RankedTerm[] {
  const gone = new Set(Array.from(removed, removalKey));
  const kept = counts.terms.filter((t) => !gone.has(removalKey(t.word)));
  const removedCount = counts.terms.reduce((sum, t) => (gone.has(removalKey(t.word)) ? sum + t.count : sum), 0);
  const total = Math.max(counts.totalWords - removedCount, 0);
  const ranked = kept.map((t) => ({
    ...t,
    weight: total > 0 ? Math.round((t.count / total) * idfOf(t.word) * 10_000) / 10_000 : 0,
  }));
  return ranked.sort(
    sort === 'weight'
      ? (a, b) => b.weight - a.weight || b.count - a.count || compareWords(a.word, b.word)
      : (a, b) => b.count - a.count || compareWords(a.word, b.word),
  );
}
