import {
  SENTIMENT_CORRECTIONS_PER_PAGE,
  SENTIMENT_EXPORT_FILE,
  type SentimentKind,
  type SentimentLabel,
} from '@boguan/contracts/sentiment';
import type { Query, QueryClient } from '@tanstack/react-query';
import { api, call, download } from './api-client';

/*
 * Sentiment corrections (docs/sentiment-corrections.md): the calls the shared sentiment tag and the
 * personal centre make, and how a correction reaches every report that shows a label.
 */

export const sentimentKeys = {
  all: ['sentiment'] as const,
  corrections: (page: number) => [...sentimentKeys.all, 'corrections', page] as const,
};

/**
 * The `meta` of every query whose answer holds labels or counts the user's corrections change (a
 * report's posts, its sentiment share): a correction or an undo refreshes them, wherever they are.
 */
export const SENTIMENT_QUERY_META = { sentiment: true } as const;

const showsSentiment = (query: Query) => query.meta?.sentiment === true || query.queryKey[0] === sentimentKeys.all[0];

/** After a correction or an undo: the reports on screen are asked again, the others when next opened. */
export function refreshSentiment(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: showsSentiment });
}

/** Sets the user's label of a post or comment; resolves to the envelope (a refusal is toasted). */
export const correctSentiment = (kind: SentimentKind, id: string, label: SentimentLabel) =>
  call('/api/sentiment/correct', { kind, id, label });

/** Removes the user's correction; resolves to the envelope (a refusal is toasted). */
export const undoSentiment = (kind: SentimentKind, id: string) => call('/api/sentiment/undo', { kind, id });

/** One page of the user's corrections, the last set first. */
export const fetchSentimentCorrections = (page: number) =>
  api('/api/sentiment/corrections', { page, page_size: SENTIMENT_CORRECTIONS_PER_PAGE });

/** Saves the positive and negative corrections as sentiment-corrections.tsv; true when a file was saved. */
export const downloadSentimentCorrections = () =>
  download('/api/sentiment/corrections/export', {}, SENTIMENT_EXPORT_FILE);
