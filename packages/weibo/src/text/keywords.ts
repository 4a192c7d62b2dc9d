import { idf as idfBytes } from '@node-rs/jieba/dict.js';
import { getJieba } from './segmenter.js';
import { extractSpecials, isContentWord } from './tokenize.js';

export interface WordCount {
  word: string;
  count: number;
}

export interface WordFrequencyOptions {
  /** How many words to return (default 100). */
  top?: number;
}

const byCountThenWord = (a: WordCount, b: WordCount) =>
  b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/**
 * Word frequencies for clouds over many texts. The hot loop only strips markup, cuts and counts;
 * filtering (stopwords, single characters, punctuation) runs once per distinct word afterwards, and
 * Latin words that differ only in case are merged under their most frequent spelling.
 */
export function wordFrequencies(texts: Iterable<string>, options: WordFrequencyOptions = {}): WordCount[] {
  const jieba = getJieba();
  const counts = new Map<string, number>();
  for (const text of texts) {
    const tokens = jieba.cut(extractSpecials(text).text, false);
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  return rankWords(counts, options.top ?? 100);
}

function rankWords(counts: Map<string, number>, top: number): WordCount[] {
  const merged = new Map<string, { word: string; best: number; count: number }>();
  for (const [word, count] of counts) {
    if (!isContentWord(word)) continue;
    const key = word.toLowerCase();
    const entry = merged.get(key);
    if (!entry) merged.set(key, { word, best: count, count });
    else {
      entry.count += count;
      if (count > entry.best) {
        entry.best = count;
        entry.word = word;
      }
    }
  }
  return Array.from(merged.values(), ({ word, count }) => ({ word, count }))
    .sort(byCountThenWord)
    .slice(0, top);
}

/** Counts of emoticons, topics and @names over many texts (for the cloud's side panels). */
export function markupFrequencies(
  texts: Iterable<string>,
  top = 50,
): { emoticons: WordCount[]; topics: WordCount[]; mentions: WordCount[] } {
  const maps = {
    emoticons: new Map<string, number>(),
    topics: new Map<string, number>(),
    mentions: new Map<string, number>(),
  };
  for (const text of texts) {
    const specials = extractSpecials(text);
    for (const key of ['emoticons', 'topics', 'mentions'] as const) {
      for (const item of specials[key]) maps[key].set(item, (maps[key].get(item) ?? 0) + 1);
    }
  }
  const list = (map: Map<string, number>) =>
    Array.from(map, ([word, count]) => ({ word, count }))
      .sort(byCountThenWord)
      .slice(0, top);
  return { emoticons: list(maps.emoticons), topics: list(maps.topics), mentions: list(maps.mentions) };
}

let idfTable: { values: Map<string, number>; median: number } | null = null;

/** jieba's IDF table (word → inverse document frequency), parsed once; unknown words get the median. */
function getIdf(): { values: Map<string, number>; median: number } {
  if (!idfTable) {
    const values = new Map<string, number>();
    const all: number[] = [];
    for (const line of new TextDecoder().decode(idfBytes).split('\n')) {
      const space = line.lastIndexOf(' ');
      if (space <= 0) continue;
      const value = Number(line.slice(space + 1));
      if (!Number.isFinite(value)) continue;
      values.set(line.slice(0, space), value);
      all.push(value);
    }
    all.sort((a, b) => a - b);
    idfTable = { values, median: all[Math.floor(all.length / 2)] ?? 10 };
  }
  return idfTable;
}

/** jieba's IDF of a word; the table's median for a word it lacks (new slang, names). */
export function idfOf(word: string): number {
  const { values, median } = getIdf();
  return values.get(word) ?? median;
}

export interface Keyword {
  word: string;
  weight: number;
}

/**
 * TF-IDF keywords of a text: term frequency of each content word (count / content words in the
 * text) times its IDF from jieba's table (median IDF for words the table lacks, such as new slang).
 * Weights rounded to 4 decimals; ties broken by word for a stable order.
 */
export function extractKeywords(text: string, top = 20): Keyword[] {
  const tokens = getJieba().cut(extractSpecials(text).text, false);
  const counts = new Map<string, number>();
  let total = 0;
  for (const token of tokens) {
    if (!isContentWord(token)) continue;
    counts.set(token, (counts.get(token) ?? 0) + 1);
    total += 1;
  }
  if (total === 0) return [];
  const { values, median } = getIdf();
  return Array.from(counts, ([word, count]) => ({
    word,
    weight: Math.round((count / total) * (values.get(word) ?? median) * 10_000) / 10_000,
  }))
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, top);
}
