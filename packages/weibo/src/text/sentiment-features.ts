import { readDictLines } from './dict-files.js';
import { stripMarkup } from './tokenize.js';

/**
 * The features the sentiment model reads: hashed character 1–3-grams of a text's words, each
 * marked with whether a negation governs it. Weibo markup (links, @names, #topics#, [emoticons])
 * is taken out first; emoticons are scored apart (sentiment-emoticons.ts). See docs/metrics.md.
 */

/** Hash buckets: 2^18 int8 weights make a 256 KB model with few harmful collisions. */
export const FEATURE_BITS = 18;
export const FEATURE_BUCKETS = 1 << FEATURE_BITS;
const BUCKET_MASK = FEATURE_BUCKETS - 1;

/**
 * How many characters after a negation word it governs. Chinese negation binds to the phrase right
 * after it (不好, 不太喜欢, 不是很满意); a whole clause would also flip what follows a comma-less turn
 * (不知道为什么外观很漂亮). Chosen on the held-aside split (docs/metrics.md).
 */
export const NEGATION_WINDOW = 4;

/** Single characters that negate what follows, after simplification (沒 → 没). */
const NEGATORS = new Set(Array.from('不没无非未别莫勿毋甭', (ch) => ch.charCodeAt(0)));

/**
 * Words that begin with a negation character but do not negate what follows: 不错 is praise,
 * 非常 and 无比 are degree words, 不过 and 不管 are conjunctions, 无聊 and 无语 are feelings of their
 * own. Written for Boguan.
 */
const NOT_NEGATIONS = [
  '不错',
  '不过',
  '不仅',
  '不但',
  '不管',
  '不论',
  '不断',
  '不少',
  '不久',
  '不禁',
  '不然',
  '不得不',
  '不一定',
  '不知道',
  '不由得',
  '非常',
  '非要',
  '无比',
  '无论',
  '无数',
  '无聊',
  '无语',
  '无奈',
  '无敌',
  '无限',
  '无疑',
  '未来',
  '别人',
  '别的',
  '别说',
  '别致',
  '莫名',
  '没想到',
];
/**
 * Double negations: two negations that affirm (不是不好 means 好, 没有不满意 means 满意). They are read
 * as if absent, so what follows counts as said plainly; a statistical model alone cannot learn
 * this, because 不是 mostly starts complaints in any corpus. Written for Boguan.
 */
const DOUBLE_NEGATIONS = [
  '不是不',
  '并不是不',
  '也不是不',
  '并非不',
  '没有不',
  '没不',
  '不会不',
  '不能不',
  '不可能不',
  '无不',
  '莫不',
  '非不',
];

/** First character → words starting with it, longest first (the longest match wins). */
function byFirstChar(words: readonly string[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const word of words) {
    const first = word.charCodeAt(0);
    const list = map.get(first) ?? [];
    list.push(word);
    list.sort((a, b) => b.length - a.length);
    map.set(first, list);
  }
  return map;
}
const NOT_NEGATION_BY_FIRST = byFirstChar(NOT_NEGATIONS);
const DOUBLE_NEGATION_BY_FIRST = byFirstChar(DOUBLE_NEGATIONS);
const MAY_START_DOUBLE = new Set(Array.from('不并也没无莫非', (ch) => ch.charCodeAt(0)));

// Clause breaks: punctuation and spaces. N-grams and negation never reach across them.
const BREAK_CHARS = ' \t\r\n，,。.！!？?；;：:、~～…（）()【】[]「」『』“”"‘’\'《》<>/|\\-—_=+*&^%$#@`';
const BOUNDARY = 1;

/** Code unit → normalised code unit (0 = clause break), built once: a table lookup per character. */
let charTable: Uint16Array | null = null;

function buildCharTable(): Uint16Array {
  const table = new Uint16Array(65_536);
  for (let code = 0; code < 65_536; code += 1) table[code] = code;
  for (const line of readDictLines('trad-simp-chars.txt')) {
    const [traditional, simplified] = Array.from(line);
    if (traditional && simplified && traditional.length === 1 && simplified.length === 1) {
      table[traditional.charCodeAt(0)] = simplified.charCodeAt(0);
    }
  }
  // Full-width ASCII reads as ASCII; Latin letters as lower case; every digit as 0 (a number's
  // value says nothing of feeling, and 1–3-grams of digits would only spread weight thin).
  for (let code = 0xff01; code <= 0xff5e; code += 1) table[code] = code - 0xfee0;
  for (let code = 0; code < 65_536; code += 1) {
    const c = table[code]!;
    if (c >= 65 && c <= 90) table[code] = c + 32;
    else if (c >= 48 && c <= 57) table[code] = 48;
  }
  for (const ch of BREAK_CHARS) table[ch.charCodeAt(0)] = 0;
  for (let code = 0; code < 32; code += 1) table[code] = 0;
  table[0x3000] = 0; // ideographic space
  table[0x3001] = 0; // 、
  table[0x3002] = 0; // 。
  return table;
}

function getCharTable(): Uint16Array {
  charTable ??= buildCharTable();
  return charTable;
}

/** Mixes up to three code units, the n-gram size and the negation mark into a bucket. */
function bucket(a: number, b: number, c: number, n: number, negated: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35) ^ (n << 28) ^ negated;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h & BUCKET_MASK;
}

const NEGATED_SALT = 0x5bd1e995;

export interface TextFeatures {
  /** Bucket of each n-gram occurrence; only the first `count` entries are meaningful. */
  buckets: Int32Array;
  count: number;
  /** Emoticons found in the text ("[哈哈]"), in order. */
  emoticons: string[];
}

/** A reusable buffer: enrichment scores one text after another, so nothing is allocated per text. */
let scratch = new Int32Array(4096);

/**
 * Features of one text. The returned buckets array is shared scratch space, valid until the next
 * call; copy it (`.slice(0, count)`) to keep it.
 */
export function textFeatures(raw: string): TextFeatures {
  const table = getCharTable();
  const { text, emoticons } = stripMarkup(raw);
  // At most 5 features per character: three n-grams, and a clause's closing bigram and trigram.
  if (scratch.length < text.length * 5 + 8) scratch = new Int32Array(text.length * 5 + 8);
  const out = scratch;
  let count = 0;
  // The last two code units of the clause (BOUNDARY at its start) and the negation state.
  let p2 = 0;
  let p1 = 0;
  let inClause = false;
  let negated = 0;
  let window = 0;
  let skipNegation = 0;

  const endClause = () => {
    if (inClause) {
      // The closing boundary: "x$" and "yx$".
      const mark = negated ? NEGATED_SALT : 0;
      out[count++] = bucket(p1, BOUNDARY, 0, 2, mark);
      if (p2 !== 0) out[count++] = bucket(p2, p1, BOUNDARY, 3, mark);
    }
    inClause = false;
    negated = 0;
    window = 0;
    skipNegation = 0;
  };

  for (let i = 0; i < text.length; i += 1) {
    const c = table[text.charCodeAt(i)]!;
    if (c === 0) {
      endClause();
      continue;
    }
    if (MAY_START_DOUBLE.has(c)) {
      const double = DOUBLE_NEGATION_BY_FIRST.get(c)?.find((word) => matchesAt(text, i, word, table));
      if (double) {
        i += double.length - 1;
        continue;
      }
    }
    if (!inClause) {
      inClause = true;
      p2 = 0;
      p1 = BOUNDARY;
    }
    // The features of this character carry the negation state that governs it.
    const mark = negated ? NEGATED_SALT : 0;
    out[count++] = bucket(c, 0, 0, 1, mark);
    out[count++] = bucket(p1, c, 0, 2, mark);
    if (p2 !== 0) out[count++] = bucket(p2, p1, c, 3, mark);
    p2 = p1;
    p1 = c;
    // Then this character may change the state for the ones after it.
    if (skipNegation > 0) skipNegation -= 1;
    else if (NEGATORS.has(c)) {
      const exception = NOT_NEGATION_BY_FIRST.get(c)?.find((word) => matchesAt(text, i, word, table));
      if (exception) skipNegation = exception.length - 1;
      else {
        negated ^= 1;
        window = NEGATION_WINDOW;
        continue;
      }
    }
    if (window > 0) {
      window -= 1;
      if (window === 0) negated = 0;
    }
  }
  endClause();
  return { buckets: out, count, emoticons };
}

function matchesAt(text: string, at: number, word: string, table: Uint16Array): boolean {
  if (at + word.length > text.length) return false;
  for (let k = 0; k < word.length; k += 1) {
    if (table[text.charCodeAt(at + k)] !== word.charCodeAt(k)) return false;
  }
  return true;
}
