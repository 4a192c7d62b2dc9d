import { Code, type Envelope } from '@boguan/contracts/envelope';
import { useUiStore } from '../stores/ui-store';
import { toast } from './feedback-bridge';
import { getToken, StorageKey } from './storage-keys';

export const HTTP_TIMEOUT_MS = 60_000;

export type FormValue = string | number | boolean | null | undefined | Array<string | number>;
export type FormPayload = Record<string, FormValue>;

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

/** Spec 7: POST bodies are form-urlencoded; arrays go as repeated keys. */
export function toForm(payload: FormPayload): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, String(item));
    else body.append(key, String(value));
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

/** The one way the web app talks to the API. Always resolves to the envelope. */
export async function request<T = unknown>(
  path: string,
  payload: FormPayload | FormData = {},
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
  if (answer.code !== Code.ok && !options.silent && answer.code !== Code.notLoggedIn) {
    toast(answer.code === Code.error ? 'error' : 'warning', answer.msg);
  }
  handleSessionCodes(answer as Envelope, options);
  return answer;
}

/** For TanStack Query: the data of a code-1 answer, otherwise an ApiError (already shown to the user). */
export async function requestData<T>(
  path: string,
  payload: FormPayload = {},
  options: RequestOptions = {},
): Promise<T> {
  const answer = await request<T>(path, payload, options);
  if (answer.code !== Code.ok) throw new ApiError(answer.code, answer.msg, answer.data);
  return answer.data;
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

async function postForFile(path: string, payload: FormPayload): Promise<Response> {
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
    const state = await request<{ status: string; file_name: string }>('/api/export/status', { id: exportId });
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
export async function download(
  path: string,
  payload: FormPayload = {},
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
