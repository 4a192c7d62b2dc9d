import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { AppContext } from '../lib/context.js';
import { apiKeyUser } from '../modules/open-api/open-api.service.js';
import { findSessionUser, hashToken, type SessionUser } from '../modules/sessions/sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token from the Authorization header, if any. */
    authToken: string | null;
    /** The open API key from the X-API-Key header, if any (docs/open-api.md). */
    apiKey: string | null;
    /** Set by the endpoint of an open API path: only there does a key stand for its owner. */
    apiKeyAccepted: boolean;
    /** The logged-in user, or null for a visitor; looked up once per request. */
    optionalUser(): Promise<SessionUser | null>;
    /** The logged-in user; a visitor gets code -1. */
    requireUser(): Promise<SessionUser>;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  const trimmed = token.trim();
  return trimmed.length > 0 && trimmed.length <= 200 ? trimmed : null;
}

function readApiKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  return key && key.length <= 100 ? key : null;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const lookup = async (token: string): Promise<SessionUser | null> => {
    const tokenHash = hashToken(token);
    const cached = ctx.sessionCache.get(tokenHash);
    if (cached) return cached;
    const user = await findSessionUser(ctx.db, token, ctx.clock.now());
    if (user) ctx.sessionCache.set(tokenHash, user);
    return user;
  };
  app.decorateRequest('authToken', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('apiKeyAccepted', false);
  app.decorateRequest('optionalUser', function optionalUser(this: FastifyRequest) {
    let found = lookups.get(this);
    if (!found) {
      found = this.authToken
        ? lookup(this.authToken)
        : this.apiKey && this.apiKeyAccepted
          ? apiKeyUser(ctx, this.apiKey)
          : Promise.resolve(null);
      lookups.set(this, found);
    }
    return found;
  });
  app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
    const user = await this.optionalUser();
    if (!user) throw AppError.notLoggedIn();
    return user;
  });
  app.addHook('onRequest', async (request) => {
    request.authToken = readToken(request);
    request.apiKey = readApiKey(request);
  });
}
