import type { RequestOf } from '@boguan/contracts/api';
import { UPLOAD_FIELD } from '@boguan/contracts/feedback';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, upload } from '../../../lib/api-client';

/*
 * Feedback: POST /api/user/opinionSub, /api/user/opinionLog and the screenshots' upload
 * /api/user/upload_image (multipart, the file under 'life', spec 7).
 */

export const feedbackKeys = {
  all: ['feedback'] as const,
  log: (page: number) => [...feedbackKeys.all, 'log', page] as const,
};

/** One screenshot; resolves to the envelope (the uploader says success and failure itself). */
export function uploadFeedbackImage(file: Blob, name: string) {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, name);
  return upload('/api/user/upload_image', body);
}

/** The user's own feedback, 10 a page, newest first; read afresh each time the list opens. */
export function useOpinionLog(page: number) {
  return useQuery({
    queryKey: feedbackKeys.log(page),
    queryFn: () => api('/api/user/opinionLog', { page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Sends a feedback; resolves to the envelope (a refusal is already toasted). On success the
 * record list is read again. `img` goes as repeated keys.
 */
export function useSubmitOpinion() {
  const client = useQueryClient();
  return async (form: RequestOf<'/api/user/opinionSub'>) => {
    const answer = await call('/api/user/opinionSub', form);
    if (answer.code === 1) await client.invalidateQueries({ queryKey: feedbackKeys.all });
    return answer;
  };
}
