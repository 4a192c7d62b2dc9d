import { z } from 'zod';

/*
 * One row of the endpoint map: what a call takes, what its `data` holds, who may make it and how
 * it answers. The server registers its routes from these rows and the web types its calls by them
 * (docs/architecture.md, "Adding an endpoint").
 */

/**
 * Who may call: `user` answers -1 to a visitor before the body is read; `optional` hands the
 * handler the user when there is one; `none` never looks.
 */
export type EndpointAuth = 'user' | 'optional' | 'none';

/**
 * How it answers: `json` is the envelope; `download` a file, or an envelope when refused or
 * queued as a job (`response` is that envelope's data); `upload` takes multipart instead of a
 * schema-checked body.
 */
export type EndpointKind = 'json' | 'download' | 'upload';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  /**
   * For a path that does several things by its `action` field (/api/index/collect): the `data`
   * of each action. `response` is then their union (what /api/docs shows).
   */
  byAction?: Record<string, z.ZodType>;
  auth: EndpointAuth;
  kind: EndpointKind;
  /** The group in /api/docs. */
  tag: string;
  /** One line in Chinese: what the call does, as /api/docs shows it. */
  summary: string;
}

interface Row {
  request: z.ZodType;
  response: z.ZodType;
  byAction?: Record<string, z.ZodType>;
  summary: string;
  auth?: EndpointAuth;
  kind?: EndpointKind;
}

type AuthOf<T> = T extends { auth: infer A extends EndpointAuth } ? A : 'user';
type KindOf<T> = T extends { kind: infer K extends EndpointKind } ? K : 'json';

type Defined<R extends Record<string, Row>> = {
  [P in keyof R]: Omit<R[P], 'auth' | 'kind'> & { auth: AuthOf<R[P]>; kind: KindOf<R[P]>; tag: string };
};

/**
 * One area's rows, keyed by the spec's path exactly. A row is `user` and `json` unless it says
 * otherwise.
 */
export function endpoints<const R extends Record<string, Row>>(tag: string, rows: R): Defined<R> {
  const out: Record<string, Endpoint> = {};
  for (const [path, row] of Object.entries(rows)) {
    out[path] = { auth: 'user', kind: 'json', ...row, tag };
  }
  return out as Defined<R>;
}

/** The row fields of a path answered by `action`: each action's `data`, and their union. */
export function byAction<const M extends Record<string, z.ZodType>>(map: M) {
  const schemas = Object.values(map) as M[keyof M][];
  return { byAction: map, response: z.union(schemas) };
}

/** The `data` of a paged list (spec 3: page, per_page, total); a list may `.extend` it with what else it says. */
export function paged<T extends z.ZodType>(item: T) {
  return z.strictObject({
    data: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * The `data` of a list answered with its total but not as spec 3's pages (feedback records,
 * messages, coupons); each adds what else it says (per_page, unread).
 */
export function counted<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), total: z.number().int() });
}

/** The `data` of an answer that carries only its message. */
export const noData = z.null();

/** A China time written YYYY-MM-DD HH:mm:ss. */
export const chinaTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/** A China date written YYYY-MM-DD. */
export const chinaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
