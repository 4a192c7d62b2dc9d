import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The header's 快捷入口: POST /api/User/getQuickEntry. */

export const quickEntryKeys = {
  all: ['quick-entry'] as const,
};

export function useQuickEntry(enabled: boolean) {
  return useQuery({ queryKey: quickEntryKeys.all, queryFn: () => api('/api/User/getQuickEntry'), enabled });
}
