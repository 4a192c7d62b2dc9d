import type { DataOf, PathOfKind, RequestOf } from '@boguan/contracts/api';
import { Code, type Envelope } from '@boguan/contracts/envelope';
import { useUiStore } from '../stores/ui-store';
import { toast } from './feedback-bridge';
import { getToken, StorageKey } from './storage-keys';

export const HTTP_TIMEOUT_MS = 60_000;

type FormScalar = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Do not show a toast for a non-1 answer (the caller shows its own). */
  silent?: boolean;
  /** Do not react to -1 / 1001 / 1002 (login dialog, upgrade prompt). */
  raw?: boolean;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Spec 7: POST bodies are form-urlencoded; arrays go as repeated keys, absent values not at all. */
export function toForm(payload: object): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as Record<string, FormScalar | readonly FormScalar[]>)) {
    const items: readonly FormScalar[] = Array.isArray(value) ? value : [value as FormScalar];
    for (const item of items) if (item !== undefined && item !== null) body.append(key, String(item));
  }
  return body;
}

function handleSessionCodes(answer: Envelope, options: RequestOptions): void {
  if (options.raw) return;
  if (answer.code === Code.notLoggedIn) {
    if (getToken()) {
      // The token was revoked or expired: forget it and start the page again as a visitor.
      localStorage.removeItem(StorageKey.token);
      localStorage.removeItem(StorageKey.userInfo);
      window.location.reload();
    } else {
      useUiStore.getState().openLogin();
    }
  } else if (answer.code === Code.noPermission || answer.code === Code.quotaUsedUp) {
    useUiStore.getState().openUpgrade(answer.code, answer.msg);
  }
}

/** Every call goes through here. Always resolves to the envelope. */
async function request<T = unknown>(
  path: string,
  payload: object | FormData = {},
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = token;
  let answer: Envelope<T>;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers,
      body: payload instanceof FormData ? payload : toForm(payload),
      credentials: 'include',
      signal: controller.signal,
    });
    answer = (await response.json()) as Envelope<T>;
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    answer = {
      code: Code.error,
      msg: aborted ? '请求超时，请稍后再试' : '网络异常，请检查网络后重试',
      data: null as T,
    };
  } finally {
    clearTimeout(timer);
  }
  // 1001 and 1002 open the upgrade prompt, which says it; a toast would say it twice. -1 opens login.
  const prompted = !options.raw && (answer.code === Code.noPermission || answer.code === Code.quotaUsedUp);
  if (answer.code !== Code.ok && !options.silent && answer.code !== Code.notLoggedIn && !prompted) {
    toast(answer.code === Code.error ? 'error' : 'warning', answer.msg);
  }
  handleSessionCodes(answer as Envelope, options);
  return answer;
}

type JsonPath = PathOfKind<'json'>;
/** The paths whose every field is optional: they may be called without a body. */
type NoBodyPath = { [P in JsonPath]: Record<never, never> extends RequestOf<P> ? P : never }[JsonPath];

/**
 * One call of the endpoint map, typed by its row (packages/contracts/src/api.ts); resolves to the
 * envelope, for callers that act on `code` or `msg`.
 */
export function call<P extends JsonPath, const B extends RequestOf<P>>(
  path: P,
  body: B,
  options?: RequestOptions,
): Promise<Envelope<DataOf<P, B>>>;
export function call<P extends NoBodyPath>(path: P): Promise<Envelope<DataOf<P>>>;
export function call(path: string, body: object = {}, options: RequestOptions = {}): Promise<Envelope<unknown>> {
  return request(path, body, options);
}

/**
 * For TanStack Query: the data of a code-1 answer, otherwise an ApiError. It shows no toast: a
 * query's failure is shown once by QueryState where the data would be, a mutation's by the query
 * client's mutation cache (app/providers.tsx). Login and upgrade prompts still open on -1 / 1001 / 1002.
 */
export function api<P extends JsonPath, const B extends RequestOf<P>>(
  path: P,
  body: B,
  options?: RequestOptions,
): Promise<DataOf<P, B>>;
export function api<P extends NoBodyPath>(path: P): Promise<DataOf<P>>;
export async function api(path: string, body: object = {}, options: RequestOptions = {}): Promise<unknown> {
  const answer = await request(path, body, { silent: true, ...options });
  if (answer.code !== Code.ok) throw new ApiError(answer.code, answer.msg, answer.data);
  return answer.data;
}

/** Sends one file (multipart) to an upload endpoint; resolves to the envelope. */
export function upload<P extends PathOfKind<'upload'>>(path: P, form: FormData, options: RequestOptions = {}) {
  return request<DataOf<P>>(path, form, options);
}

const EXPORT_POLL_MS = 1500;
/** About ten minutes of polling; a file not ready by then stays in the export history. */
const EXPORT_POLL_LIMIT = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

async function postForFile(path: string, payload: object): Promise<Response> {
  const token = getToken();
  return fetch(path, {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: toForm(payload),
  });
}

/**
 * An export the server queued as a job (more rows than it builds in a request): says so, polls its
 * status and downloads the file once built (docs/exports.md).
 */
async function downloadQueued(exportId: number, queuedMessage: string, fallbackName: string): Promise<boolean> {
  toast('info', queuedMessage);
  for (let i = 0; i < EXPORT_POLL_LIMIT; i += 1) {
    await wait(EXPORT_POLL_MS);
    const state = await call('/api/export/status', { id: exportId });
    if (state.code !== Code.ok || state.data.status === 'failed') return false;
    if (state.data.status === 'done')
      return download('/api/export/download', { id: exportId }, state.data.file_name || fallbackName);
  }
  return false;
}

/**
 * Downloads a file answered by an export endpoint. A JSON envelope instead is either a refusal
 * (shown, with the login or upgrade prompt where it applies) or a queued export, which is waited
 * for and then downloaded. Resolves true when a file was saved.
 */
export async function download<P extends PathOfKind<'download'>>(
  path: P,
  payload: RequestOf<P>,
  fallbackName = 'export.xlsx',
): Promise<boolean> {
  const response = await postForFile(path, payload);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const answer = (await response.json()) as Envelope<{ export_id?: number } | null>;
    if (answer.code === Code.ok && typeof answer.data?.export_id === 'number') {
      return downloadQueued(answer.data.export_id, answer.msg, fallbackName);
    }
    if (answer.code !== Code.ok) toast('error', answer.msg);
    handleSessionCodes(answer, {});
    return false;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  const name = match?.[1] ? decodeURIComponent(match[1]) : fallbackName;
  saveBlob(await response.blob(), name);
  return true;
}
