import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLoginHistory, loginHistoryKeys } from '../../../lib/login-history';

/*
 * The personal centre (/user): the login history. Account info comes from the user store, which
 * already holds the one getPersonalInfo answer of the page load.
 */

/** One page of login attempts on the account, newest first (10 a page). */
export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: loginHistoryKeys.page(page),
    queryFn: () => fetchLoginHistory(page),
    placeholderData: keepPreviousData,
  });
}
