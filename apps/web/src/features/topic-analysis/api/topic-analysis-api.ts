import type { RequestOf } from '@boguan/contracts/api';
import { TopicAnalysisStatus } from '@boguan/contracts/topic-analysis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Topic analysis: every call of /api/topic_analysis/* (docs/topic-analysis.md).
 */

/** How often the progress bar asks for the task's state while it runs. */
export const STATUS_POLL_MS = 1500;

const active = (status: TopicAnalysisStatus | undefined) =>
  status === TopicAnalysisStatus.pending || status === TopicAnalysisStatus.running;

export const topicAnalysisKeys = {
  all: ['topic-analysis'] as const,
  allowance: () => [...topicAnalysisKeys.all, 'allowance'] as const,
  check: (topic: string) => [...topicAnalysisKeys.all, 'check', topic] as const,
  status: (id: number) => [...topicAnalysisKeys.all, 'status', id] as const,
  history: (page: number, status: TopicAnalysisStatus | undefined) =>
    [...topicAnalysisKeys.all, 'history', page, status ?? -1] as const,
  result: (id: number) => [...topicAnalysisKeys.all, 'result', id] as const,
};

export function useTopicAnalysisAllowance() {
  return useQuery({
    queryKey: topicAnalysisKeys.allowance(),
    queryFn: () => api('/api/topic_analysis/remainingTimes'),
  });
}

/** The card of a typed topic; only asked for once the member presses 识别 (`topic` non-empty). */
export function useTopicCheck(topic: string) {
  return useQuery({
    queryKey: topicAnalysisKeys.check(topic),
    queryFn: () => api('/api/topic_analysis/check', { topic }),
    enabled: topic !== '',
    retry: false,
  });
}

/** The state of one task, polled until it is done or failed. */
export function useTopicAnalysisStatus(id: number) {
  return useQuery({
    queryKey: topicAnalysisKeys.status(id),
    queryFn: () => api('/api/topic_analysis/status', { id }),
    refetchInterval: (query) => (active(query.state.data?.status) ? STATUS_POLL_MS : false),
  });
}

export function useTopicAnalysisHistory(page: number, status: TopicAnalysisStatus | undefined) {
  return useQuery({
    queryKey: topicAnalysisKeys.history(page, status),
    queryFn: () => api('/api/topic_analysis/history', { page, status }),
    placeholderData: keepPreviousData,
    // Tasks still running move: refresh the list while any is under way.
    refetchInterval: (query) => (query.state.data?.data.some((t) => active(t.status)) ? STATUS_POLL_MS * 2 : false),
  });
}

/** A finished report (frozen: never refetched on focus); `enabled` false for a page without a task id. */
export function useTopicAnalysisResult(id: number, enabled = true) {
  return useQuery({
    queryKey: topicAnalysisKeys.result(id),
    queryFn: () => api('/api/topic_analysis/result', { id }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitTopicAnalysis() {
  return useRefreshingMutation(topicAnalysisKeys.all, (input: RequestOf<'/api/topic_analysis/submit'>) =>
    api('/api/topic_analysis/submit', input),
  );
}

export function useDeleteTopicAnalysis() {
  return useRefreshingMutation(topicAnalysisKeys.all, (id: number) => api('/api/topic_analysis/deleteTask', { id }));
}

/** The report as .xlsx (one 数据导出 use). */
export function downloadTopicAnalysis(id: number): Promise<boolean> {
  return download('/api/topic_analysis/export', { id }, '话题分析.xlsx');
}
