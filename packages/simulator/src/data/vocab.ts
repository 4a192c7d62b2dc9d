/**
 * Words each industry's posts and topics are built from. Kept as '|'-separated strings so
 * twenty industries fit on a page; `vocabOf()` splits them once. Sentence templates use
 * {brand} {product} {adj} {scene} {city} {season} {num} {price} {emo} slots.
 */
import { VOCAB_A } from './vocab-a.js';
import { VOCAB_B } from './vocab-b.js';

export interface RawVocab {
  products: string;
  adjectives: string;
  scenes: string;
  lines: string;
  topics: string;
  evergreen: string;
  nameWords: string;
}

export interface Vocab {
  products: string[];
  adjectives: string[];
  scenes: string[];
  lines: string[];
  topics: string[];
  evergreen: string[];
  nameWords: string[];
}

const split = (s: string): string[] => s.split('|').filter((x) => x.length > 0);

/** In the order of INDUSTRIES. */
export const VOCABS: readonly Vocab[] = [...VOCAB_A, ...VOCAB_B].map((raw) => ({
  products: split(raw.products),
  adjectives: split(raw.adjectives),
  scenes: split(raw.scenes),
  lines: split(raw.lines),
  topics: split(raw.topics),
  evergreen: split(raw.evergreen),
  nameWords: split(raw.nameWords),
}));

export function vocabOf(industry: number): Vocab {
  const vocab = VOCABS[industry];
  if (!vocab) throw new Error(`no vocabulary for industry ${industry}`);
  return vocab;
}

export const SEASONS = ['春日', '夏日', '秋冬', '换季', '开学季', '年末', '618', '双11', '周末', '假期'];
