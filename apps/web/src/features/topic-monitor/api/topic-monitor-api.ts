import type { RequestOf } from '@boguan/contracts/api';
import type { Envelope } from '@boguan/contracts/envelope';
import type { TopicCheck } from '@boguan/contracts/topic-monitor.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, download } from '../../../lib/api-client';
import { SENTIMENT_QUERY_META } from '../../../lib/sentiment-corrections';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/* Topic monitoring: every call of /api/topic/* and the interval table's export. */

export const topicMonitorKeys = {
  all: ['topic-monitor'] as const,
  available: () => [...topicMonitorKeys.all, 'available'] as const,
  history: (page: number) => [...topicMonitorKeys.all, 'history', page] as const,
  report: (id: number) => [...topicMonitorKeys.all, 'report', id] as const,
  part: (id: number, part: string) => [...topicMonitorKeys.report(id), part] as const,
};

export function useAvailable() {
  return useQuery({ queryKey: topicMonitorKeys.available(), queryFn: () => api('/api/topic/available') });
}

/** checkTopic answers with its envelope: the page shows an unknown topic's message beside the box. */
export function checkTopic(topic: string): Promise<Envelope<TopicCheck>> {
  return call('/api/topic/checkTopic', { topic }, { silent: true });
}

export function useSubmitMonitor() {
  return useRefreshingMutation(topicMonitorKeys.all, (input: RequestOf<'/api/topic/submit'>) =>
    api('/api/topic/submit', input),
  );
}

/** The history; refreshed every minute while an item waits or runs (its mini trend grows). */
export function useHistory(page: number) {
  return useQuery({
    queryKey: topicMonitorKeys.history(page),
    queryFn: () => api('/api/topic/history', { page }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.status === 0 || item.status === 1) ? 60_000 : false,
  });
}

export function useDeleteTask() {
  return useRefreshingMutation(topicMonitorKeys.all, (id: number) =>
    api('/api/topic/deleteTask', { topic_mon_id: id }),
  );
}

/** The report's head: it says how often the task polls, and every part refetches on that interval. */
export function useReport(id: number) {
  return useQuery({
    queryKey: topicMonitorKeys.report(id),
    queryFn: () => api('/api/topic/reportContent', { id }),
    enabled: id > 0,
    refetchInterval: (query) => query.state.data?.task.refresh_ms ?? false,
    meta: SENTIMENT_QUERY_META,
  });
}

export function useTrend(id: number, refreshMs: number | false) {
  return useQuery({
    queryKey: topicMonitorKeys.part(id, 'trend'),
    queryFn: () => api('/api/topic/getTrend', { id }),
    refetchInterval: refreshMs,
  });
}

export function useTopPosts(id: number, refreshMs: number | false) {
  return useQuery({
    queryKey: topicMonitorKeys.part(id, 'top'),
    queryFn: () => api('/api/topic/topPosts', { id }),
    refetchInterval: refreshMs,
  });
}

export function useParticipants(id: number, refreshMs: number | false) {
  return useQuery({
    queryKey: topicMonitorKeys.part(id, 'participant'),
    queryFn: () => api('/api/topic/participant', { id }),
    refetchInterval: refreshMs,
  });
}

/** Spec 7: exportTrendList, every interval as .xlsx (1001/1002 open the upgrade prompt). */
export function exportTrend(id: number) {
  return download('/api/topic/exportTrendList', { id }, '话题监测明细.xlsx');
}
