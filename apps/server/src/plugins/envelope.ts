import { Code, type Envelope, GenericMessage } from '@boguan/contracts/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

export function ok<T>(data: T, msg: string = GenericMessage.ok): Envelope<T> {
  return { code: Code.ok, msg, data };
}

function fromFrameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.bad(GenericMessage.tooLarge, error.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return AppError.bad('不支持的请求内容类型', error.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return AppError.bad('请求内容格式错误', error.message);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return AppError.bad('请使用 multipart/form-data 上传文件', error.message);
    default:
      break;
  }
  if (error.statusCode === 400 || error.statusCode === 413 || error.statusCode === 415) {
    return AppError.bad('请求格式错误', error.message);
  }
  if (error.statusCode === 408 || error.statusCode === 503) return AppError.bad(GenericMessage.timeout, error.message);
  if (error.statusCode === 429) return AppError.bad(GenericMessage.tooManyRequests, error.message);
  return undefined;
}

/**
 * One place decides how errors reach a client: business answers keep HTTP 200 and
 * carry the code; anything unexpected becomes code 0 "服务繁忙" and is logged with
 * the request id. No stack trace or SQL ever leaves the server.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error as FastifyError);
    if (known) {
      // Fastify stamps 'FST_ERR_VALIDATION' over a falsy code (our 0) when a validator returns the error.
      const code = typeof known.code === 'number' ? known.code : Code.error;
      // Logged once, with the request's other facts, when the response is sent (request-log.ts).
      request.outcome = { code, reason: known.internal };
      if (known.headers) reply.headers(known.headers);
      return reply.status(200).send({ code, msg: known.userMessage, data: known.data });
    }
    request.outcome = { code: Code.error, err: error };
    return reply.status(200).send({ code: Code.error, msg: GenericMessage.busy, data: null });
  });
}
