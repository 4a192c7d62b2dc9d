import type { NeedFormBody } from '@boguan/contracts/profile.api';
import { call } from '../../../lib/api-client';

/** Sends the questionnaire; the envelope, so the dialog says the server's '提交成功' and closes. */
export function submitNeedForm(body: NeedFormBody) {
  return call('/api/user/need_form', body);
}
