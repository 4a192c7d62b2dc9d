import { readDictLines } from './dict-files.js';

/** Degree classes of the HowNet lists and the factor each applies to the sentiment word it modifies. */
export const DEGREE_WEIGHTS = { extreme: 2, very: 1.5, more: 1.25, ish: 0.5 } as const;
export type DegreeClass = keyof typeof DEGREE_WEIGHTS;

export interface SentimentLexicon {
  /** +1 positive, -1 negative. */
  polarity: Map<string, number>;
  degree: Map<string, number>;
  negation: Set<string>;
  /** Emoticon name with brackets ("[哈哈]") → +1 / 0 / -1. */
  emoticons: Map<string, number>;
}

let lexicon: SentimentLexicon | null = null;

// HowNet entries with ".." or spaces are patterns ("与..竞争"), not words a segmenter can produce.
const isPlainWord = (word: string) => !word.includes('..') && !/\s/.test(word);

/**
 * HowNet positive/negative/degree/negation lists (shipped under dict/sentiment) with Boguan's
 * adjustments: words listed both positive and negative are dropped (ambiguous), one-character
 * HowNet words are dropped (mostly ambiguous: 上, 中, 会 ...) unless weibo_extra.txt lists them,
 * negation words are never sentiment words, and weibo_extra.txt adds everyday and slang words.
 */
export function getSentimentLexicon(): SentimentLexicon {
  if (lexicon) return lexicon;
  const pos = new Set(readDictLines('sentiment/hownet_pos.txt').filter(isPlainWord));
  const neg = new Set(readDictLines('sentiment/hownet_neg.txt').filter(isPlainWord));
  const negation = new Set(readDictLines('sentiment/hownet_deny.txt'));
  const polarity = new Map<string, number>();
  for (const word of pos) if (!neg.has(word) && word.length > 1) polarity.set(word, 1);
  for (const word of neg) if (!pos.has(word) && word.length > 1 && !negation.has(word)) polarity.set(word, -1);
  for (const line of readDictLines('sentiment/weibo_extra.txt')) {
    const [word, weight] = line.split(/\s+/);
    if (word && (weight === '1' || weight === '-1')) polarity.set(word, Number(weight));
  }
  const degree = new Map<string, number>();
  for (const cls of Object.keys(DEGREE_WEIGHTS) as DegreeClass[]) {
    for (const word of readDictLines(`sentiment/hownet_${cls}.txt`)) {
      // A word in two classes keeps the stronger class (lists are read strongest first).
      if (isPlainWord(word) && !degree.has(word)) degree.set(word, DEGREE_WEIGHTS[cls]);
    }
  }
  for (const line of readDictLines('sentiment/weibo_degree.txt')) {
    const [word, cls] = line.split(/\s+/);
    if (word && cls && cls in DEGREE_WEIGHTS) degree.set(word, DEGREE_WEIGHTS[cls as DegreeClass]);
  }
  const emoticons = new Map<string, number>();
  for (const line of readDictLines('emoticons.txt')) {
    const [name, value] = line.split(/\s+/);
    if (name && value !== undefined) emoticons.set(`[${name}]`, Number(value));
  }
  lexicon = { polarity, degree, negation, emoticons };
  return lexicon;
}
