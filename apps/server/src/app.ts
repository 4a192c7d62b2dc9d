import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Code, GenericMessage } from '@boguan/contracts/envelope';
import { API_KEY_HEADER } from '@boguan/contracts/open-api';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.js';
import type { AppContext } from './lib/context.js';
import { moduleRoutes } from './modules/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerEnvelope } from './plugins/envelope.js';
import { registerRequestLog } from './plugins/request-log.js';
import { SECURITY_HEADERS } from './plugins/security-headers.js';
import { registerValidation } from './plugins/validation.js';

export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 50, parts: 60 } as const;

/** A hop count as Fastify's function form (its types take no number); addresses as they are. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildAppOptions {
  ctx: AppContext;
  logger?: boolean | object;
}

/** Builds the whole HTTP application around an already opened context; `server.ts` listens. */
export async function buildApp({ ctx }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For counts only from proxies the operator named (TRUST_PROXY): otherwise anyone
    // could send a new address per request and every per-address limit would count nothing.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // One line per failed or slow request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // HSTS only means something over HTTPS (directly or, with TRUST_PROXY, as the proxy says).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  registerRequestLog(app, ctx.config);
  await app.register(helmet, SECURITY_HEADERS);

  registerValidation(app);
  registerEnvelope(app);
  registerAuth(app, ctx);
  await app.register(formbody);
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  await app.register(swagger, {
    openapi: {
      info: { title: '博观 Boguan API', version: '1.0.0', description: '所有接口返回 {code, msg, data}' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // The open API's key (docs/open-api.md): accepted only by the paths tagged 开放接口.
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs Swagger UI's own inline script: its CSP allows that on /api/docs only.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(async (scope) => moduleRoutes(scope, ctx));

  const webDist = ctx.config.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.status(200).send({ code: Code.error, msg: GenericMessage.notFound, data: null });
    }
    // Client-side routes: every page path answers with the app shell.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
