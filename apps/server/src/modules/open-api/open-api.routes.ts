import { OpenApiMessage } from '@boguan/contracts/open-api';
import { openApiKeysApi } from '@boguan/contracts/open-api.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { apiKeys, createApiKey, revokeApiKey } from './open-api.service.js';

/** The member's open API keys (personal centre; docs/open-api.md). */
export function openApiRoutes(ctx: AppContext) {
  return handlersFor(openApiKeysApi, {
    '/api/user/apiKeys': async ({ user }) => ok(await apiKeys(ctx, user)),
    '/api/user/createApiKey': async ({ user, body, request }) =>
      ok(await createApiKey(ctx, user, body.name, request), OpenApiMessage.created),
    '/api/user/revokeApiKey': async ({ user, body }) => {
      await revokeApiKey(ctx, user, body.id);
      return ok(null, OpenApiMessage.revoked);
    },
  });
}
