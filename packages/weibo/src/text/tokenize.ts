import { readDictLines } from './dict-files.js';
import { getJieba } from './segmenter.js';

/**
 * Weibo markup handled before segmentation, in one regex pass: links, [emoticons], #topics# and
 * @names. Emoticons and @names leave the word stream (they are tokens of their own); a topic's
 * inner text stays in it, because its words are content ("#明日方舟#" is about 明日方舟).
 */
const SPECIALS =
  /(https?:\/\/[A-Za-z0-9\-._~:/?=&%+]+)|(\[[\u4e00-\u9fa5A-Za-z0-9]{1,8}\])|#([^#\n]{1,40})#|@([\u4e00-\u9fa5A-Za-z0-9_-]{1,30})/g;
const MAY_HAVE_SPECIALS = /[[#@]|http/;

export interface TextSpecials {
  /** Text left for segmentation. */
  text: string;
  emoticons: string[];
  topics: string[];
  mentions: string[];
  urls: string[];
}

/** Splits Weibo markup off a text. Bracketed digits ("[1]") are text, not emoticons. */
export function extractSpecials(text: string): TextSpecials {
  const out: TextSpecials = { text, emoticons: [], topics: [], mentions: [], urls: [] };
  if (!MAY_HAVE_SPECIALS.test(text)) return out;
  out.text = text.replace(SPECIALS, (whole, url?: string, emoticon?: string, topic?: string, mention?: string) => {
    if (url) out.urls.push(url);
    else if (emoticon) {
      if (/^\[\d+\]$/.test(emoticon)) return whole;
      out.emoticons.push(emoticon);
    } else if (topic !== undefined) {
      out.topics.push(topic.trim());
      return ` ${topic} `;
    } else if (mention) out.mentions.push(mention);
    return ' ';
  });
  return out;
}

/**
 * Takes every piece of Weibo markup out of a text, topic text included (a topic names a subject,
 * it says nothing of how the writer feels), leaving a space where each was; keeps the emoticons.
 */
export function stripMarkup(text: string): { text: string; emoticons: string[] } {
  const emoticons: string[] = [];
  if (!MAY_HAVE_SPECIALS.test(text)) return { text, emoticons };
  const rest = text.replace(SPECIALS, (whole, _url?: string, emoticon?: string) => {
    if (emoticon) {
      if (/^\[\d+\]$/.test(emoticon)) return whole;
      emoticons.push(emoticon);
    }
    return ' ';
  });
  return { text: rest, emoticons };
}

let stopwords: Set<string> | null = null;
let singleChars: Set<string> | null = null;

export function getStopwords(): Set<string> {
  stopwords ??= new Set(readDictLines('stopwords.txt'));
  return stopwords;
}

function getSingleChars(): Set<string> {
  singleChars ??= new Set(readDictLines('single-chars.txt'));
  return singleChars;
}

// A word worth keeping has at least one letter (CJK or Latin); punctuation, digits and spaces do not.
const HAS_LETTER = /\p{L}/u;

/**
 * Whether a segmented token is a content word for clouds and keywords: not a stopword, has a
 * letter, and is longer than one character unless it is one of the meaningful single characters.
 * Called once per distinct word, not per token, so the regex here stays out of the hot loop.
 */
export function isContentWord(word: string): boolean {
  if (getStopwords().has(word) || getStopwords().has(word.toLowerCase())) return false;
  if (!HAS_LETTER.test(word)) return false;
  const chars = word.length === 1 ? 1 : Array.from(word).length;
  return chars > 1 || getSingleChars().has(word);
}

/** Raw jieba tokens of a text after its Weibo markup is taken out (nothing filtered). */
export function segment(text: string): string[] {
  return getJieba().cut(extractSpecials(text).text, false);
}

export interface Tokens extends Omit<TextSpecials, 'text'> {
  /** Content words in text order (see isContentWord). */
  words: string[];
}

/** Segments a post: content words plus its emoticons, topics, @names and links, each apart. */
export function tokenize(text: string): Tokens {
  const { text: rest, ...specials } = extractSpecials(text);
  const words = getJieba()
    .cut(rest, false)
    .filter((token) => isContentWord(token));
  return { words, ...specials };
}
