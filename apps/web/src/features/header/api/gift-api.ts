import { call } from '../../../lib/api-client';

/**
 * 礼品兑换: POST /api/user/exchange {keyword}. Raw and silent: spec 8 wants 1001 here to open login
 * (not the upgrade prompt), and the dialog shows success and failure messages itself.
 */
export function redeemGiftCode(code: string) {
  return call('/api/user/exchange', { keyword: code.trim() }, { raw: true, silent: true });
}
