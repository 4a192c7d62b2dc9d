import { DETAIL_TABS, type DetailTab } from '@boguan/contracts/kol-detail';

/** Which blogger the page shows: kol_id and/or uid from the URL. */
export interface DetailRef {
  kolId: number | null;
  uid: string | null;
}

/**
 * Reads /bosSearch/detail?kol_id=&uid=&t=. An unusable kol_id or uid is dropped (the server then
 * says which one is missing); an unknown tab falls back to the overview.
 */
export function parseDetailQuery(params: URLSearchParams): { ref: DetailRef; tab: DetailTab } {
  const rawId = params.get('kol_id')?.trim() ?? '';
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const rawUid = params.get('uid')?.trim() ?? '';
  const t = params.get('t') ?? '';
  return {
    ref: {
      kolId: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null,
      uid: /^\d{1,20}$/.test(rawUid) ? rawUid : null,
    },
    tab: (DETAIL_TABS as readonly string[]).includes(t) ? (t as DetailTab) : 'overview',
  };
}

/** The same URL with another tab (keeps kol_id and uid). */
export function withTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('t', tab);
  return next;
}
