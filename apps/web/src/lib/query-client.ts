import { Code } from '@boguan/contracts/envelope';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './feedback-bridge';

/** The login and upgrade prompts already answer these; a toast would say it twice. */
const PROMPTED: readonly number[] = [Code.notLoggedIn, Code.noPermission, Code.quotaUsedUp];

/** A query client as the app configures it (tests build theirs with this too). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
    // A failed action says why once; a failed query is shown by QueryState instead.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && PROMPTED.includes(error.code)) return;
        toast(error instanceof ApiError ? 'warning' : 'error', error.message || '操作失败，请稍后再试');
      },
    }),
  });
}

/**
 * The app's one query client. Code outside React (the user store) reads through it too, so a
 * request that a component also makes is sent once.
 */
export const queryClient = createQueryClient();
