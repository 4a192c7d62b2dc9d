import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledText } from './sentiment-train.js';

/** The licensed training corpus shipped with the engine (corpus/sentiment, MIT, see its README). */
export const DEFAULT_CORPUS_DIR = new URL('../../corpus/sentiment/', import.meta.url);

/** A corpus directory: pos.txt and neg.txt, one text a line. */
export function readCorpusDir(dir: string): LabelledText[] {
  const read = (name: string, positive: boolean): LabelledText[] => {
    const file = join(dir, name);
    if (!existsSync(file)) throw new Error(`${file} is missing: a corpus is a folder with pos.txt and neg.txt`);
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((text) => ({ text: text.trim(), positive }))
      .filter((t) => t.text !== '');
  };
  return [...read('pos.txt', true), ...read('neg.txt', false)];
}

/**
 * Users' corrections as exported by /api/sentiment/corrections/export: a `label<TAB>text` header,
 * then `pos` or `neg`, a tab and the text on each line. Neutral corrections are never exported.
 */
export function parseCorrectionsTsv(content: string, source = 'corrections'): LabelledText[] {
  const lines = content.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines[0] !== 'label\ttext') throw new Error(`${source}: the first line must be "label<TAB>text"`);
  const out: LabelledText[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const tab = line.indexOf('\t');
    const label = line.slice(0, tab);
    if (tab < 0 || (label !== 'pos' && label !== 'neg')) {
      throw new Error(`${source} line ${index + 2}: expected pos or neg, a tab, then the text`);
    }
    out.push({ text: line.slice(tab + 1), positive: label === 'pos' });
  });
  return out;
}
