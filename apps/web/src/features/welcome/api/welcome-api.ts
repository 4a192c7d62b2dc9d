import type { Envelope } from '@boguan/contracts/envelope';
import type { PersonalInfo } from '@boguan/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { request, requestData } from '../../../lib/api-client';

/**
 * Shared query key for /api/user/getPersonalInfo; the coupon popup uses the same key, so one
 * request serves both. Silent and raw: the shell's user store already reacts to failures.
 */
export const PERSONAL_INFO_KEY = ['personal-info'] as const;

export function usePersonalInfo(enabled: boolean) {
  return useQuery({
    queryKey: PERSONAL_INFO_KEY,
    queryFn: () => requestData<PersonalInfo>('/api/user/getPersonalInfo', {}, { silent: true, raw: true }),
    enabled,
    staleTime: 60_000,
  });
}

export function submitNeedForm(body: Record<string, string | string[]>): Promise<Envelope<unknown>> {
  return request('/api/user/need_form', body);
}

export function reportWelcomeShown(): void {
  void request(
    '/api/common/popup_statistics',
    { popup_type: 'welcome', popup_key: 'need_form' },
    { silent: true, raw: true },
  );
}
