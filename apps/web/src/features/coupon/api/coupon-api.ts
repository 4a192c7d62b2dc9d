import type { Envelope } from '@boguan/contracts/envelope';
import type { PersonalInfo } from '@boguan/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { request, requestData } from '../../../lib/api-client';

/** Same key as the welcome feature's personal-info query: one request serves both popups. */
const PERSONAL_INFO_KEY = ['personal-info'] as const;

export function usePersonalInfo(enabled: boolean) {
  return useQuery({
    queryKey: PERSONAL_INFO_KEY,
    queryFn: () => requestData<PersonalInfo>('/api/user/getPersonalInfo', {}, { silent: true, raw: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** Silent: the popup shows its own message for each of the three outcomes (spec 8). */
export function claimCoupon(): Promise<Envelope<unknown>> {
  return request('/api/coupon/manualCoupon', {}, { silent: true });
}

export function reportPopupShown(popupKey: string): void {
  void request(
    '/api/common/popup_statistics',
    { popup_type: 'coupon', popup_key: popupKey },
    { silent: true, raw: true },
  );
}
