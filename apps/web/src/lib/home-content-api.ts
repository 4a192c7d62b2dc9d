import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The one caller of /api/index/banner and /api/index/notice: the desktop home and the mobile home
 * show the same banners and notices (visitors too), from the same cached answers.
 */

export const homeContentKeys = {
  all: ['home-content'] as const,
  banners: () => [...homeContentKeys.all, 'banner'] as const,
  notices: () => [...homeContentKeys.all, 'notice'] as const,
};

export function useBanners() {
  return useQuery({ queryKey: homeContentKeys.banners(), queryFn: () => api('/api/index/banner') });
}

export function useNotices() {
  return useQuery({ queryKey: homeContentKeys.notices(), queryFn: () => api('/api/index/notice') });
}
