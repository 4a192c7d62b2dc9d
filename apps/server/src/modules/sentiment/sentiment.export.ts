import {
  SENTIMENT_EXPORT_FILE,
  SENTIMENT_EXPORT_TYPE,
  SENTIMENT_TSV_LABELS,
  SentimentMessage,
} from '@boguan/contracts/sentiment';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { FileAnswer } from '../../plugins/endpoints.js';
import { polarCorrections } from './sentiment.repository.js';

// A line break or tab inside a text would break the one-text-a-line format the trainer reads.
const BREAKS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** A text as one TSV field: tabs and line breaks become spaces. */
export function tsvField(text: string): string {
  return text.replace(BREAKS, ' ').trim();
}

/**
 * The user's corrections as training data (`boguan train sentiment --corrections FILE`): UTF-8,
 * header `label\ttext`, one `pos` or `neg` line per correction, oldest first. The model is binary,
 * so neutral corrections stay out, and so do texts that are empty.
 */
export async function correctionsTsv(ctx: AppContext, user: { id: number }): Promise<FileAnswer> {
  const lines: string[] = [];
  for (const row of await polarCorrections(ctx.db, user.id)) {
    const text = tsvField(row.text);
    if (text === '' || row.label === 'neutral') continue;
    lines.push(`${SENTIMENT_TSV_LABELS[row.label]}\t${text}`);
  }
  if (lines.length === 0) throw AppError.bad(SentimentMessage.exportEmpty);
  return {
    file: Buffer.from(`label\ttext\n${lines.join('\n')}\n`, 'utf8'),
    fileName: SENTIMENT_EXPORT_FILE,
    contentType: SENTIMENT_EXPORT_TYPE,
  };
}
