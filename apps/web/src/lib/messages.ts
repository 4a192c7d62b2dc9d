import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The user's unread message count, shared by the header's bell, /inform and /m/user. Every message
 * query lives under the key ['messages'] (the /home inbox too), so whatever invalidates messages
 * also refreshes the bell.
 */

export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

/** How often the bell asks while the tab is visible (TanStack pauses the interval in the background). */
export const UNREAD_POLL_MS = 60_000;

/** /api/index/unread_count: one number, never a page of messages, so polling it stays cheap. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: () => api('/api/index/unread_count'),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab after a while shows the count as it is now, not as it was.
    refetchOnWindowFocus: true,
  });
}

/**
 * After a message was opened or marked read: the count the server answered shows at once (no
 * extra request), and every message list is refetched when next shown. Details stay cached: they
 * are read already.
 */
export function applyUnread(client: QueryClient, unread: number): void {
  client.setQueryData(messageKeys.unread(), { unread });
  void client.invalidateQueries({
    queryKey: messageKeys.all,
    predicate: (query) => query.queryKey[1] !== 'unread' && query.queryKey[1] !== 'detail',
  });
}
