import { Code } from '@boguan/contracts/envelope';
import type { ApiKeyCreated } from '@boguan/contracts/open-api.api';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * The member's open API keys on /user (docs/open-api.md): the list, making one (the whole key is
 * answered this once) and revoking one. Session-only calls: a key cannot manage keys.
 */

export const apiKeyKeys = {
  all: ['open-api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** What an action answered: its data and the server's own words for the toast. */
export interface Sent<T> {
  data: T;
  msg: string;
}

/** Like `api()`, but keeps the server's msg; a refusal is an ApiError, toasted once by the query client. */
async function sent<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<Sent<T>> {
  const { code, msg, data } = await answer;
  if (code !== Code.ok) throw new ApiError(code, msg, data);
  return { data, msg };
}

/** The keys (live and revoked, never the key itself), how many the level may hold and the rate. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: () => api('/api/user/apiKeys') });
}

/** Makes a key; 1001 for a level without the open API opens the upgrade prompt (api client). */
export function useCreateApiKey() {
  return useRefreshingMutation(
    apiKeyKeys.all,
    (name: string): Promise<Sent<ApiKeyCreated>> => sent(call('/api/user/createApiKey', { name }, { silent: true })),
  );
}

/** Revokes a key at once: calls made with it fail from now on. */
export function useRevokeApiKey() {
  return useRefreshingMutation(
    apiKeyKeys.all,
    (id: number): Promise<Sent<null>> => sent(call('/api/user/revokeApiKey', { id }, { silent: true })),
  );
}
