import { readFileSync } from 'node:fs';

/**
 * Dictionaries shipped with the package (packages/weibo/dict). Resolved from this module so the
 * product never reads anything outside its own tree.
 */
const DICT_DIR = new URL('../../dict/', import.meta.url);

/** Non-empty, non-comment lines of a dictionary file, trimmed. */
export function readDictLines(name: string): string[] {
  return readFileSync(new URL(name, DICT_DIR), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A dictionary file as raw bytes (for jieba's loadDict). */
export function readDictBytes(name: string): Buffer {
  return readFileSync(new URL(name, DICT_DIR));
}
