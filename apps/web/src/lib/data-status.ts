import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The one caller of /api/index/data_status: where the data comes from (the home page's notice)
 * and whether the service is a demonstration (the 演示模式 badge of every page).
 */

export const dataStatusKeys = {
  all: ['data-status'] as const,
};

/** Polled every 3 s while the demo world's history is still filling. */
export function useDataStatus() {
  return useQuery({
    queryKey: dataStatusKeys.all,
    queryFn: () => api('/api/index/data_status'),
    refetchInterval: (query) => (query.state.data?.backfill?.status === 'running' ? 3000 : false),
  });
}
