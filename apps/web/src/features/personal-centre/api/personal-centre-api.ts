import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLoginHistory, loginHistoryKeys } from '../../../lib/login-history';
import { fetchSentimentCorrections, sentimentKeys } from '../../../lib/sentiment-corrections';

/*
 * The personal centre (/user): the login history and the sentiment corrections. Account info comes
 * from the user store, which already holds the one getPersonalInfo answer of the page load.
 */

/** One page of login attempts on the account, newest first (10 a page). */
export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: loginHistoryKeys.page(page),
    queryFn: () => fetchLoginHistory(page),
    placeholderData: keepPreviousData,
  });
}

/** One page of the user's sentiment corrections, the last set first (10 a page). */
export function useSentimentCorrections(page: number) {
  return useQuery({
    queryKey: sentimentKeys.corrections(page),
    queryFn: () => fetchSentimentCorrections(page),
    placeholderData: keepPreviousData,
  });
}
