import { Code } from '@boguan/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the request ended when it did not end well: set by the error handler. */
    outcome?: { code: number; reason?: string; err?: unknown };
  }
}

/** The path without its query: a query can hold a phone number or a code. */
function pathOf(request: FastifyRequest): string {
  return (request.raw.url ?? '').split('?')[0] ?? '';
}

/**
 * One log line per request that failed (an unexpected error, a refusal other than "not logged
 * in", an HTTP error) or was slow, and none for the rest unless LOG_REQUESTS=all. Each line carries
 * the request id that the client also sees in x-request-id.
 */
export function registerRequestLog(app: FastifyInstance, config: Pick<AppConfig, 'logRequests' | 'logSlowMs'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const outcome = request.outcome;
    const line = {
      method: request.method,
      path: pathOf(request),
      status: reply.statusCode,
      ms,
      ...(outcome ? { code: outcome.code, reason: outcome.reason } : {}),
    };
    if (outcome?.err) request.log.error({ ...line, err: outcome.err }, 'request failed');
    else if (ms >= config.logSlowMs) request.log.warn(line, 'slow request');
    else if (reply.statusCode >= 400 || (outcome && outcome.code !== Code.notLoggedIn))
      request.log.info(line, 'request refused');
    else if (config.logRequests === 'all') request.log.info(line, 'request');
  });
}
