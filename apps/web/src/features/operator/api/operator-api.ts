import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The operator area's shared queries: who may use it (/api/admin/info) and the operator log.
 * Each tab's own calls are in the api file named after it.
 */

export const operatorKeys = {
  all: ['operator'] as const,
  info: () => [...operatorKeys.all, 'info'] as const,
  logs: (page: number) => [...operatorKeys.all, 'logs', page] as const,
};

/** Asked afresh on each visit: the answer decides whether the page opens at all. */
export function useAdminInfo() {
  return useQuery({ queryKey: operatorKeys.info(), queryFn: () => api('/api/admin/info'), staleTime: 0 });
}

export function useOperatorLogs(page: number) {
  return useQuery({
    queryKey: operatorKeys.logs(page),
    queryFn: () => api('/api/admin/operator_logs', { page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
