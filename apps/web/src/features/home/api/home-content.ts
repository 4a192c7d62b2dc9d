import type { Banner, MessageList, Notice } from '@boguan/contracts/home-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

export function useBanners() {
  return useQuery({ queryKey: ['home', 'banner'], queryFn: () => requestData<Banner[]>('/api/index/banner') });
}

export function useNotices() {
  return useQuery({ queryKey: ['home', 'notice'], queryFn: () => requestData<Notice[]>('/api/index/notice') });
}

/** The logged-in user's messages, paged (spec 7 /api/index/message {page}). */
export function useMessages(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'message', page],
    queryFn: () => requestData<MessageList>('/api/index/message', { page }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** Marks one message ({id}) or all of them ({all: 1}) as read, then refreshes the list. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: number } | { all: 1 }) => requestData<unknown>('/api/index/message_read', target),
    onSuccess: () => client.invalidateQueries({ queryKey: ['home', 'message'] }),
  });
}
