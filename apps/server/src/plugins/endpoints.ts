import { Readable } from 'node:stream';
import { type ApiEndpoints, type ApiPath, apiEndpoints, type ParsedRequestOf } from '@boguan/contracts/api';
import type { Endpoint } from '@boguan/contracts/endpoint';
import { Code, type Envelope } from '@boguan/contracts/envelope';
import { isOpenApiPath, OPEN_API_TAG, OpenApiMessage } from '@boguan/contracts/open-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import type { AppContext } from '../lib/context.js';
import type { SessionUser } from '../modules/sessions/sessions.repository.js';

/*
 * Routes come from the endpoint map (packages/contracts/src/api.ts): one row gives the path, the
 * request schema (checked before the handler runs), the response schema (in /api/docs, and
 * checked on every answer when CHECK_RESPONSES=on), who may call and how it answers. A module
 * supplies only the handler of each of its rows: it calls a service and answers.
 */

type AuthOf<P extends ApiPath> = ApiEndpoints[P]['auth'];

/** What a handler is given: the parsed body and, by the row's `auth`, the user. */
export interface Call<P extends ApiPath> {
  body: ParsedRequestOf<P>;
  user: AuthOf<P> extends 'user' ? SessionUser : AuthOf<P> extends 'optional' ? SessionUser | null : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<P extends ApiPath> = Envelope<z.input<ApiEndpoints[P]['response']>>;

/** A file a download endpoint answers with. */
export interface FileAnswer {
  /** The bytes, or a stream of them (a stored export is sent without reading it whole). */
  file: Buffer | Readable;
  fileName: string;
  contentType: string;
  /** The stream's length in bytes, sent as Content-Length when known. */
  size?: number;
}

export function isFileAnswer(answer: unknown): answer is FileAnswer {
  if (typeof answer !== 'object' || answer === null) return false;
  const file = (answer as FileAnswer).file;
  return Buffer.isBuffer(file) || file instanceof Readable;
}

/** Content-Disposition with a UTF-8 file name (the web client reads filename*). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file answer with its headers; an envelope goes out as it is. */
export function sendAnswer(reply: FastifyReply, answer: unknown): unknown {
  if (!isFileAnswer(answer)) return answer;
  reply.header('content-type', answer.contentType).header('content-disposition', attachmentHeader(answer.fileName));
  if (answer.size !== undefined && !Buffer.isBuffer(answer.file)) reply.header('content-length', answer.size);
  return answer.file;
}

/** A download answers a file, or an envelope (refused, or queued as a job). */
export type Handler<P extends ApiPath> = (
  call: Call<P>,
) => Promise<ApiEndpoints[P]['kind'] extends 'download' ? Answer<P> | FileAnswer : Answer<P>>;

export type Handlers<P extends ApiPath> = { [K in P]: Handler<K> };

/** The handlers of one area's rows; the area map fixes which paths they must cover. */
export function handlersFor<M extends Partial<Record<ApiPath, Endpoint>>>(
  _area: M,
  handlers: Handlers<keyof M & ApiPath>,
): Handlers<keyof M & ApiPath> {
  return handlers;
}

const envelopeOf = (data: z.ZodType) => z.object({ code: z.literal(Code.ok), msg: z.string(), data });

/** A session or a key on a member's path; a key alone on a public one. */
function openApiSecurity(row: Endpoint): Record<string, string[]>[] {
  return row.auth === 'user' ? [{ token: [] }, { apiKey: [] }] : [{ apiKey: [] }];
}

function docsSchema(path: ApiPath, row: Endpoint) {
  return {
    tags: [row.tag],
    summary: row.summary,
    ...(row.kind === 'upload' ? { consumes: ['multipart/form-data'] } : { body: row.request }),
    response: { 200: envelopeOf(row.response) },
    ...(row.kind === 'download'
      ? { description: '成功时返回文件（导出为 .xlsx，情感训练数据为 .tsv）；被拒绝或转为后台任务时返回 JSON 信封' }
      : {}),
    ...(row.auth === 'user' ? { security: [{ token: [] }] } : {}),
    // The open API's paths also take a key (docs/open-api.md).
    ...(isOpenApiPath(path) ? { security: openApiSecurity(row), tags: [row.tag, OPEN_API_TAG] } : {}),
  };
}

/** Logs and refuses an answer that breaks its response schema (CHECK_RESPONSES=on). */
function checkAnswer(request: FastifyRequest, path: string, row: Endpoint, answer: unknown): void {
  if (isFileAnswer(answer)) return;
  const envelope = answer as Envelope;
  if (envelope.code !== Code.ok) return;
  const result = row.response.safeParse(envelope.data);
  if (result.success) return;
  request.log.error({ path, issues: result.error.issues }, 'answer breaks its response schema');
  throw new Error(`answer of ${path} breaks its response schema: ${JSON.stringify(result.error.issues[0])}`);
}

/** Registers one POST route per row of the endpoint map, each with its handler from `handlers`. */
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Handlers<ApiPath>): void {
  for (const path of Object.keys(apiEndpoints) as ApiPath[]) {
    const row: Endpoint = apiEndpoints[path];
    const handle = handlers[path] as (call: Call<ApiPath>) => Promise<unknown>;
    const openPath = isOpenApiPath(path);
    app.post(
      path,
      {
        schema: docsSchema(path, row),
        preValidation: async (request) => {
          // A key stands for its owner on the open API's paths only; elsewhere it is refused outright.
          if (request.apiKey && !request.authToken) {
            if (!openPath) throw AppError.bad(OpenApiMessage.notForKey);
            request.apiKeyAccepted = true;
            await request.optionalUser();
          }
          // A visitor gets -1 (the login dialog) before the body is judged, never a form message.
          if (row.auth === 'user') await request.requireUser();
        },
      },
      async (request, reply) => {
        const user =
          row.auth === 'user'
            ? await request.requireUser()
            : row.auth === 'optional'
              ? await request.optionalUser()
              : null;
        const answer = await handle({ body: request.body as never, user: user as never, request, reply });
        if (ctx.config.checkResponses) checkAnswer(request, path, row, answer);
        return sendAnswer(reply, answer);
      },
    );
  }
}
