import { request } from '../../../lib/api-client';

/** Spec 5: the gift code is trimmed and at most 30 characters. */
export const GIFT_CODE_MAX = 30;

/**
 * POST /api/user/exchange {keyword}. Raw and silent: spec 8 wants 1001 here to open login (not the
 * upgrade prompt), and the dialog shows success and failure messages itself.
 */
export function redeemGiftCode(code: string) {
  return request<unknown>('/api/user/exchange', { keyword: code.trim() }, { raw: true, silent: true });
}
