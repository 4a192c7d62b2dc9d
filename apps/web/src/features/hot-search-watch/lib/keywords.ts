import {
  distinctKeywords,
  HOT_WATCH_KEYWORD_MAX,
  HOT_WATCH_KEYWORDS_MAX,
  HotWatchMessage,
} from '@boguan/contracts/hot-search-watch';

/** Splits what was typed at the separators the server accepts (, ， 、). */
export function splitKeywords(values: readonly string[]): string[] {
  return distinctKeywords(values.flatMap((v) => v.split(/[,，、]/)));
}

/** The first problem of a keyword list, in the server's words, or null. */
export function keywordsProblem(keywords: readonly string[]): string | null {
  if (keywords.length === 0) return HotWatchMessage.keywords;
  if (keywords.length > HOT_WATCH_KEYWORDS_MAX) return HotWatchMessage.tooManyKeywords;
  if (keywords.some((k) => [...k].length > HOT_WATCH_KEYWORD_MAX)) return HotWatchMessage.keywordTooLong;
  return null;
}
