import type { DetailTab } from '@boguan/contracts/kol-detail';
import { detailFields } from '@boguan/contracts/kol-detail.api';

/** Which blogger the page shows: kol_id and/or uid from the URL. */
export interface DetailRef {
  kolId: number | null;
  uid: string | null;
}

/** A URL value read by its contract field; null when absent or unusable. */
function field<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: string | null) {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

/**
 * Reads /bosSearch/detail?kol_id=&uid=&t= with the detail calls' own fields. An unusable kol_id or
 * uid is dropped (the server then says which one is missing); an unknown tab falls back to the
 * overview.
 */
export function parseDetailQuery(params: URLSearchParams): { ref: DetailRef; tab: DetailTab } {
  return {
    ref: {
      kolId: field(detailFields.kol_id, params.get('kol_id')),
      uid: field(detailFields.uid, params.get('uid')),
    },
    tab: field(detailFields.t, params.get('t')) ?? 'overview',
  };
}

/** The same URL with another tab (keeps kol_id and uid). */
export function withTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('t', tab);
  return next;
}
