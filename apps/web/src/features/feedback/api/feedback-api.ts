import type { Envelope } from '@boguan/contracts/envelope';
import { type OpinionLog, UPLOAD_FIELD, type UploadedImage } from '@boguan/contracts/feedback';
import { request, requestData } from '../../../lib/api-client';

export interface OpinionForm {
  type: number;
  url: string;
  describe: string;
  is_call: string;
  img: string[];
}

/** /api/user/upload_image, multipart with the file under 'life' (spec 7). */
export function uploadFeedbackImage(file: Blob, name: string): Promise<Envelope<UploadedImage>> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, name);
  return request<UploadedImage>('/api/user/upload_image', body);
}

/** img goes as repeated keys (the api client's form encoding of arrays). */
export function submitOpinion(form: OpinionForm): Promise<Envelope<unknown>> {
  return request('/api/user/opinionSub', { ...form });
}

export function fetchOpinionLog(page: number): Promise<OpinionLog> {
  return requestData<OpinionLog>('/api/user/opinionLog', { page });
}
