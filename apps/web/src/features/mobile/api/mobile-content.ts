import type { Banner, Notice } from '@boguan/contracts/home-content';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

// Same query keys as the desktop home, so switching layouts in one session reuses the answers.
export function useMobileBanners() {
  return useQuery({ queryKey: ['home', 'banner'], queryFn: () => requestData<Banner[]>('/api/index/banner') });
}

export function useMobileNotices() {
  return useQuery({ queryKey: ['home', 'notice'], queryFn: () => requestData<Notice[]>('/api/index/notice') });
}
