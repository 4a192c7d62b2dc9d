import { createHash } from 'node:crypto';
import { readDictBytes } from '@boguan/weibo/text/dict-files';
import { addUserWords } from '@boguan/weibo/text/segmenter';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { storedBrandNames } from './search-text.repository.js';

/**
 * Brand names the segmenter knows. jieba cuts an unknown two-character name (露屿) into single
 * characters, which makes a brand search match every post with either character; taught as words
 * they stay whole in stored search text and in queries alike.
 */
const taught = new Set<string>();

/** Chinese brand names and aliases (Latin names are whole tokens already). */
function brandWords(brand: { cn_name: string; aliases: string[] }): string[] {
  return [brand.cn_name, ...brand.aliases].filter((w) => /\p{Script=Han}/u.test(w) && !/\s/.test(w));
}

export function teachBrandWords(brands: readonly { cn_name: string; aliases: string[] }[]): void {
  const fresh: string[] = [];
  for (const brand of brands) {
    for (const word of brandWords(brand)) {
      if (!taught.has(word)) {
        taught.add(word);
        fresh.push(word);
      }
    }
  }
  addUserWords(fresh);
}

/** Teaches the segmenter every stored brand: done at start, before anything is enriched or searched. */
export async function teachStoredBrandWords(db: Kysely<Database>): Promise<void> {
  teachBrandWords(await storedBrandNames(db));
}

/**
 * What stored search text depends on: the user dictionary and the taught brand words. When it
 * changes, text stored before no longer cuts like a query does, so it is recomputed (search-text job).
 */
export function searchTextVersion(): string {
  const hash = createHash('sha256');
  hash.update(readDictBytes('weibo-user-dict.txt'));
  hash.update([...taught].sort().join('\n'));
  return hash.digest('hex').slice(0, 16);
}
