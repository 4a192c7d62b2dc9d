import { asRecord, asString, type JsonRecord } from './json-read.js';

/**
 * A Weibo response that carries no data: an error answer (ok: 0, ok: -100 login wall, errno) or
 * a body whose shape is not what the endpoint sends. Callers catch it to retry, back off or report;
 * it is never a crash.
 */
export class WeiboApiError extends Error {
  readonly kind: 'api' | 'shape';
  /** Weibo's `ok` or `errno` value for api errors; null for shape errors. */
  readonly code: number | null;
  /** Weibo's own message (Chinese), '' when it gave none. */
  readonly weiboMsg: string;

  constructor(kind: 'api' | 'shape', code: number | null, weiboMsg: string, detail: string) {
    super(detail);
    this.name = 'WeiboApiError';
    this.kind = kind;
    this.code = code;
    this.weiboMsg = weiboMsg;
  }
}

export function isWeiboApiError(error: unknown): error is WeiboApiError {
  return error instanceof WeiboApiError;
}

/** Checks the envelope of an m.weibo.cn answer and returns its `data` object. */
export function unwrapWeiboResponse(json: unknown): JsonRecord {
  const body = asRecord(json);
  if (!body) throw new WeiboApiError('shape', null, '', 'Weibo response is not a JSON object');
  const msg = asString(body.msg ?? body.errmsg ?? body.message);
  if ('errno' in body && body.errno !== 0 && body.errno !== '0') {
    throw new WeiboApiError('api', Number(body.errno) || 0, msg, `Weibo errno ${asString(body.errno)}: ${msg}`);
  }
  if (body.ok !== 1 && body.ok !== '1') {
    const code = typeof body.ok === 'number' ? body.ok : Number(body.ok) || 0;
    throw new WeiboApiError('api', code, msg, `Weibo answered ok=${asString(body.ok)}: ${msg}`);
  }
  const data = asRecord(body.data);
  if (!data) throw new WeiboApiError('shape', null, msg, 'Weibo response has no data object');
  return data;
}
