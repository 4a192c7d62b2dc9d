import type { RequestOf } from '@boguan/contracts/api';
import type { WordCloudSort, WordCloudSource } from '@boguan/contracts/word-cloud';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download, upload } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Word clouds: every call of /api/word_cloud/* (docs/word-cloud.md).
 */

export const wordCloudKeys = {
  all: ['word-cloud'] as const,
  auth: () => [...wordCloudKeys.all, 'auth'] as const,
  detail: (id: number, sort: WordCloudSort) => [...wordCloudKeys.all, 'detail', id, sort] as const,
  words: (id: number, page: number, sort: WordCloudSort) => [...wordCloudKeys.all, 'words', id, page, sort] as const,
  history: (page: number, source: WordCloudSource | undefined) =>
    [...wordCloudKeys.all, 'history', page, source ?? 'all'] as const,
};

export function useWordCloudAuth() {
  return useQuery({ queryKey: wordCloudKeys.auth(), queryFn: () => api('/api/word_cloud/auth') });
}

/** A cloud's header and the words to draw; `enabled` false without an id. */
export function useCloudDetail(id: number, sort: WordCloudSort, enabled = true) {
  return useQuery({
    queryKey: wordCloudKeys.detail(id, sort),
    queryFn: () => api('/api/word_cloud/detail', { id, sort }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCloudWords(id: number, page: number, sort: WordCloudSort) {
  return useQuery({
    queryKey: wordCloudKeys.words(id, page, sort),
    queryFn: () => api('/api/word_cloud/words', { id, page, sort }),
    placeholderData: keepPreviousData,
  });
}

export function useCloudHistory(page: number, source: WordCloudSource | undefined) {
  return useQuery({
    queryKey: wordCloudKeys.history(page, source),
    queryFn: () => api('/api/word_cloud/history', { page, source }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCloud() {
  return useRefreshingMutation(wordCloudKeys.all, (input: RequestOf<'/api/word_cloud/create'>) =>
    api('/api/word_cloud/create', input),
  );
}

export function useRedrawCloud() {
  return useRefreshingMutation(wordCloudKeys.all, (input: { id: number; removed: string[] }) =>
    api('/api/word_cloud/redraw', input),
  );
}

export function useDeleteCloud() {
  return useRefreshingMutation(wordCloudKeys.all, (id: number) => api('/api/word_cloud/delete', { id }));
}

/** Sends one file; resolves to the envelope (a refusal is toasted by the client). */
export function uploadCloudFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return upload('/api/word_cloud/upload', body);
}

/** The word table as .xlsx; resolves true when a file was saved. */
export function exportCloudWords(id: number) {
  return download('/api/word_cloud/export', { id }, '词云词频表.xlsx');
}
