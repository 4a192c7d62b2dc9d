import { createHash, randomBytes } from 'node:crypto';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { Code } from '@boguan/contracts/envelope';
import { API_KEY_PREFIX_LENGTH, API_KEY_RATE_PER_MINUTE, OpenApiMessage } from '@boguan/contracts/open-api';
import type { ApiKeyCreated, ApiKeyItem, ApiKeyList } from '@boguan/contracts/open-api.api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { msUntilRoom, RateKey, tryConsume } from '../accounts/rate-limit.js';
import type { Member } from '../membership/membership.service.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  type ApiKeyRow,
  countLiveKeysForUpdate,
  findApiKeyUser,
  insertApiKey,
  listApiKeys,
  ownApiKeyExists,
  revokeOwnApiKey,
  touchApiKey,
} from './open-api.repository.js';

const FEATURE = 'open_api' as const;
const MINUTE_MS = 60_000;

/** `bg_` and 40 hex characters (160 random bits). */
function newKey(): string {
  return `bg_${randomBytes(20).toString('hex')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function item(row: ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: `${row.prefix}…`,
    create_time: formatChinaTime(row.created_at),
    last_used_time: row.last_used_at ? formatChinaTime(row.last_used_at) : null,
    revoke_time: row.revoked_at ? formatChinaTime(row.revoked_at) : null,
  };
}

export async function apiKeys(ctx: AppContext, user: Member): Promise<ApiKeyList> {
  const allowance = await ctx.membership.remaining(user, FEATURE);
  const rows = await listApiKeys(ctx.db, user.id);
  return {
    data: rows.map(item),
    limit: allowance.allowed ? (allowance.max_rows ?? 0) : 0,
    rate_per_minute: API_KEY_RATE_PER_MINUTE,
  };
}

/**
 * Makes a key (1001 for a level without the open API; at most the level's maxRows live keys, checked
 * under a lock on the member so parallel creates cannot pass it). A key hands out access to the
 * account's data, so outside demo mode it is only made over HTTPS. The whole key is answered here
 * once; only its SHA-256 is kept.
 */
export async function createApiKey(
  ctx: AppContext,
  user: Member,
  name: string,
  request: FastifyRequest,
): Promise<ApiKeyCreated> {
  const rule = ctx.membership.authorize(user, FEATURE);
  if (!ctx.config.demoMode && request.protocol !== 'https') throw AppError.bad(OpenApiMessage.httpsRequired);
  const limit = rule.maxRows ?? 0;
  const key = newKey();
  const row = await ctx.db.transaction().execute(async (trx) => {
    if ((await countLiveKeysForUpdate(trx, user.id)) >= limit) throw AppError.bad(OpenApiMessage.tooMany(limit));
    return insertApiKey(trx, {
      userId: user.id,
      name,
      prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
      keyHash: hashApiKey(key),
      now: ctx.clock.now(),
    });
  });
  return { ...item(row), key };
}

export async function revokeApiKey(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (await revokeOwnApiKey(ctx.db, user.id, id, ctx.clock.now())) return;
  // Already revoked: done; another member's or no such key: not found.
  if (!(await ownApiKeyExists(ctx.db, user.id, id))) throw AppError.bad(OpenApiMessage.notFound);
}

/** A refusal that tells the caller when to come back (the Retry-After header, in seconds). */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(Code.error, OpenApiMessage.rateLimited(retryAfterSeconds), 'api key over its rate', null, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * The owner of the key a call carries: -1 for a forged or revoked key, then one of the key's
 * API_KEY_RATE_PER_MINUTE calls a minute (a sliding window), code 0 with Retry-After past it.
 */
export async function apiKeyUser(ctx: AppContext, key: string): Promise<SessionUser> {
  const found = await findApiKeyUser(ctx.db, hashApiKey(key), ctx.clock.now());
  if (!found) throw new AppError(Code.notLoggedIn, OpenApiMessage.keyInvalid);
  const rateKey = RateKey.apiKey(found.keyId);
  if (!(await tryConsume(ctx, rateKey, API_KEY_RATE_PER_MINUTE, MINUTE_MS))) {
    throw rateLimited(Math.ceil((await msUntilRoom(ctx, rateKey, MINUTE_MS)) / 1000));
  }
  await touchApiKey(ctx.db, found.keyId, ctx.clock.now());
  return found.user;
}
