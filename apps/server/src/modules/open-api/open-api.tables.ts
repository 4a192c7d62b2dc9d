import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** A member's open API keys (migration 0050-api-keys, docs/open-api.md); only the SHA-256 of a key is kept. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface OpenApiTables {
  api_keys: ApiKeysTable;
}
