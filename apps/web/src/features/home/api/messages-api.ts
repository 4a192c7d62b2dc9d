import type { RequestOf } from '@boguan/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** The user's inbox on /home: /api/index/message and /api/index/message_read. */

export const messageKeys = {
  all: ['messages'] as const,
  page: (page: number) => [...messageKeys.all, 'page', page] as const,
};

/** The logged-in user's messages, paged (spec 7 /api/index/message {page}). */
export function useMessages(page: number, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.page(page),
    queryFn: () => api('/api/index/message', { page }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Marks one message ({id}) or all of them ({all: 1}) as read, then refreshes the list. */
export function useMarkRead() {
  return useRefreshingMutation(messageKeys.all, (target: RequestOf<'/api/index/message_read'>) =>
    api('/api/index/message_read', target),
  );
}
