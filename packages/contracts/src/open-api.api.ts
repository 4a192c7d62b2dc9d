import { z } from 'zod';
import { chinaTime, endpoints } from './endpoint.js';
import { id, noFields, requiredText } from './fields.js';
import { API_KEY_NAME_MAX, OpenApiMessage } from './open-api.js';

/*
 * API keys of the open API, made and revoked in the personal centre (docs/open-api.md). These
 * calls take a session only: a key cannot list, make or revoke keys.
 */

export const apiKeyItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, then an ellipsis: enough to tell keys apart, not to use one. */
  prefix: z.string(),
  create_time: chinaTime,
  last_used_time: chinaTime.nullable(),
  revoke_time: chinaTime.nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

export const apiKeyListSchema = z.strictObject({
  data: z.array(apiKeyItemSchema),
  /** Keys the level may hold at once (0: the level has no open API). */
  limit: z.number().int(),
  /** Calls one key may make per minute. */
  rate_per_minute: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The new key, whole: the only time it is ever shown. */
export const apiKeyCreatedSchema = apiKeyItemSchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyCreateSchema = z.object({
  name: requiredText('API Key 名称', API_KEY_NAME_MAX, OpenApiMessage.name),
});
export const apiKeyIdSchema = z.object({ id: id(OpenApiMessage.keyId) });

export const openApiKeysApi = endpoints('open-api', {
  '/api/user/apiKeys': {
    summary: '开放接口：我的 API Key 列表（不含 Key 本身）',
    request: noFields,
    response: apiKeyListSchema,
  },
  '/api/user/createApiKey': {
    summary: '开放接口：创建 API Key（只在此次返回完整 Key；仅限 HTTPS）',
    request: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
  },
  '/api/user/revokeApiKey': {
    summary: '开放接口：撤销 API Key（立即失效）',
    request: apiKeyIdSchema,
    response: z.null(),
  },
});
