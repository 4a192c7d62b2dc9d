import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { readDictBytes } from './dict-files.js';

let shared: Jieba | null = null;

/**
 * The process-wide jieba instance: jieba's shipped dictionary plus the Weibo user dictionary
 * (微博, 热搜, 超话, 种草 ...; without it 微博热搜 falls apart into single characters). Loading takes
 * a few hundred milliseconds, so it happens once, on first use.
 */
export function getJieba(): Jieba {
  if (!shared) {
    shared = Jieba.withDict(dict);
    shared.loadDict(readDictBytes('weibo-user-dict.txt'));
  }
  return shared;
}

/**
 * Teaches the shared segmenter more words (brand names and aliases, topic words) so they come out
 * whole. Frequency decides how strongly a word wins over the split alternatives.
 */
export function addUserWords(words: Iterable<string>, frequency = 30_000): void {
  const lines: string[] = [];
  for (const word of words) {
    const clean = word.trim();
    // jieba's dictionary format is space-separated, so a word must not contain spaces.
    if (clean && !/\s/.test(clean)) lines.push(`${clean} ${frequency}`);
  }
  if (lines.length > 0) getJieba().loadDict(Buffer.from(`${lines.join('\n')}\n`));
}

/** Bare jieba cut with the shared dictionaries (HMM off, like the word-frequency pipeline). */
export function cut(text: string): string[] {
  return getJieba().cut(text, false);
}
