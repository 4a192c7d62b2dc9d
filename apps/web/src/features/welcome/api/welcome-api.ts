import type { NeedFormBody } from '@boguan/contracts/profile.api';
import { call } from '../../../lib/api-client';

/** Sends the questionnaire; the envelope, so the dialog says the server's '提交成功' and closes. */
export function submitNeedForm(body: NeedFormBody) {
  return call('/api/user/need_form', body);
}

/** Closing is final: the server stops offering the questionnaire (at the next login too). */
export function closeNeedForm() {
  return call('/api/user/need_form_close', {}, { silent: true });
}
