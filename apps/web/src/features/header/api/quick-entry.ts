import type { QuickEntryGroup } from '@boguan/contracts/quick-entry';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

export function useQuickEntry(enabled: boolean) {
  return useQuery({
    queryKey: ['quick-entry'],
    queryFn: () => requestData<QuickEntryGroup[]>('/api/User/getQuickEntry'),
    enabled,
  });
}
