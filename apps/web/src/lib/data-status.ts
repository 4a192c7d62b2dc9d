import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where the data comes from (/api/index/data_status), for the home page's notice. */

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
