import type { MessageType } from '@boguan/contracts/home-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUnread, messageKeys } from '../../../lib/messages';

/*
 * /inform and /inform/detail: /api/index/message (filtered), message_detail, message_read {all}.
 * The keys sit under lib/messages' ['messages'], so the bell and the /home inbox refresh with them.
 */

export interface InboxFilter {
  page: number;
  type: MessageType | null;
  unreadOnly: boolean;
}

export const informKeys = {
  list: (filter: InboxFilter) => [...messageKeys.all, 'inform', filter] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
};

/** One page of the inbox as the tabs and the type filter choose it. */
export function useInbox(filter: InboxFilter, enabled: boolean) {
  return useQuery({
    queryKey: informKeys.list(filter),
    queryFn: () =>
      api('/api/index/message', {
        page: filter.page,
        type: filter.type ?? undefined,
        unread: filter.unreadOnly ? 1 : undefined,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * One message; the server marks it read by answering it. The count it answers reaches the bell at
 * once and the lists are refetched, so the unread dot is gone on the way back.
 */
export function useMessageDetail(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: informKeys.detail(id ?? 0),
    // Applied when the server answers, not when a cached answer is shown again (its count is old).
    queryFn: async () => {
      const detail = await api('/api/index/message_detail', { id: id ?? 0 });
      applyUnread(client, detail.unread);
      return detail;
    },
    enabled: id !== null,
  });
}

/** 全部标为已读. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/index/message_read', { all: 1 }),
    onSuccess: (answer) => applyUnread(client, answer.unread),
  });
}
