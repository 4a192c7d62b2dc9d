import type { DataStatus } from '@boguan/contracts/data-status';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

/** Where the data comes from; polled while the demo world's history is still filling. */
export function useDataStatus() {
  return useQuery({
    queryKey: ['data-status'],
    queryFn: () => requestData<DataStatus>('/api/index/data_status', {}, { silent: true }),
    refetchInterval: (query) => (query.state.data?.backfill?.status === 'running' ? 3000 : false),
  });
}
