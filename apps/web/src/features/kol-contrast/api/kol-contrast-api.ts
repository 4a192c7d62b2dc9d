import type { ContrastDetail, ContrastHistoryPage, ContrastSubmitted } from '@boguan/contracts/kol-contrast';
import type { KolSearchItem } from '@boguan/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, requestData } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';

/** Stores a comparison (counts one use of 博主对比); the new record's id, or null when refused. */
export async function submitContrast(kolIds: number[]): Promise<number | null> {
  const answer = await request<ContrastSubmitted>('/api/kol/contrast_submit', { kol_ids: kolIds });
  return answer.code === 1 ? answer.data.id : null;
}

export function useContrastDetail(id: number | null) {
  return useQuery({
    queryKey: ['kol-contrast', 'detail', id],
    queryFn: () => requestData<ContrastDetail>('/api/kol/contrast_detail', { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
    // While fan samples are being taken, look again every few seconds (at most about two minutes).
    refetchInterval: (query) =>
      query.state.data?.audience.sampling && query.state.dataUpdateCount < 40 ? 3000 : false,
  });
}

export function useContrastHistory(page: number) {
  return useQuery({
    queryKey: ['kol-contrast', 'history', page],
    queryFn: () => requestData<ContrastHistoryPage>('/api/kol/contrast_history', { page }),
    placeholderData: keepPreviousData,
  });
}

export async function deleteContrast(id: number): Promise<boolean> {
  const answer = await request('/api/kol/contrast_delete', { id });
  if (answer.code === 1) toast('success', answer.msg);
  return answer.code === 1;
}

/** Bloggers by name for the picker (the header search, type kol; counts one global search). */
export function searchBloggers(keyword: string): Promise<KolSearchItem[]> {
  return requestData<KolSearchItem[]>('/api/index/search', { keyword, type: 'kol' });
}
