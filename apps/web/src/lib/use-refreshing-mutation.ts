import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose success makes every cached query under `queryKey` stale and refetches the shown
 * ones (the lists it changed); `mutateAsync` resolves once they are back.
 */
export function useRefreshingMutation<Input, Answer>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Answer>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
