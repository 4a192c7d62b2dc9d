import { readDictLines } from './dict-files.js';
import { stripMarkup } from './tokenize.js';

/** Logit added per polar emoticon: one [哈哈] alone scores tanh(0.75) ≈ 0.64. */
export const EMOTICON_WEIGHT = 1.5;
/** At most this many emoticons' worth counts either way: forty [赞] say no more than three. */
export const EMOTICON_CAP = 3;

let table: Map<string, number> | null = null;

/** Weibo emoticon ("[哈哈]") → +1 / 0 / −1, from dict/emoticons.txt (written for Boguan). */
export function getEmoticonTable(): Map<string, number> {
  if (table) return table;
  table = new Map();
  for (const line of readDictLines('emoticons.txt')) {
    const [name, value] = line.split(/\s+/);
    if (name && value !== undefined) table.set(`[${name}]`, Number(value));
  }
  return table;
}

/** Net polarity of a text's emoticons: positives minus negatives (unknown ones count 0). */
export function emoticonBalance(emoticons: readonly string[]): { positive: number; negative: number } {
  const polarity = getEmoticonTable();
  let positive = 0;
  let negative = 0;
  for (const emoticon of emoticons) {
    const value = polarity.get(emoticon) ?? 0;
    if (value > 0) positive += 1;
    else if (value < 0) negative += 1;
  }
  return { positive, negative };
}

/** The emoticon part of the logit, capped at EMOTICON_CAP emoticons either way. */
export function emoticonLogit(emoticons: readonly string[]): number {
  if (emoticons.length === 0) return 0;
  const { positive, negative } = emoticonBalance(emoticons);
  const net = Math.max(-EMOTICON_CAP, Math.min(EMOTICON_CAP, positive - negative));
  return net * EMOTICON_WEIGHT;
}

/**
 * Distant supervision: a text whose polar emoticons all point one way is taken as labelled that
 * way, with its emoticons (and other markup) taken out so the model learns from the words. Texts
 * with mixed or no polar emoticons, or under four characters of words, give nothing.
 */
export function distantLabel(raw: string): { text: string; positive: boolean } | null {
  const { text, emoticons } = stripMarkup(raw);
  if (emoticons.length === 0) return null;
  const { positive, negative } = emoticonBalance(emoticons);
  if (positive > 0 === negative > 0) return null;
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.replace(/[\p{P}\p{S}\s]/gu, '').length < 4) return null;
  return { text: words, positive: positive > 0 };
}
