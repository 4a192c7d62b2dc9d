import type { PersonalInfo } from '@boguan/contracts/profile.api';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';

/*
 * The one caller of /api/user/getPersonalInfo. The shell's user store (the header, muserinfo) and
 * the popups that decide on its flags (the welcome questionnaire, the coupon) share one cached
 * answer, so a page load asks once.
 */

export const personalInfoKeys = {
  all: ['personal-info'] as const,
};

const PERSONAL_INFO_STALE_MS = 60_000;

/** Silent (the store opens login on a failure, spec 8); -1 still clears a revoked token. */
const fetchPersonalInfo = () => api('/api/user/getPersonalInfo');

/**
 * For the user store, outside React: the cached answer when it is fresh, otherwise one request
 * (shared with any component asking at the same moment). `fresh` asks again (after a gift code).
 */
export function loadPersonalInfo(fresh = false): Promise<PersonalInfo> {
  return queryClient.fetchQuery({
    queryKey: personalInfoKeys.all,
    queryFn: fetchPersonalInfo,
    staleTime: fresh ? 0 : PERSONAL_INFO_STALE_MS,
  });
}

/** For the popups: the same cached answer. */
export function usePersonalInfo(enabled: boolean) {
  return useQuery({
    queryKey: personalInfoKeys.all,
    queryFn: fetchPersonalInfo,
    enabled,
    staleTime: PERSONAL_INFO_STALE_MS,
  });
}
