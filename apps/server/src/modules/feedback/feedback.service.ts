import { formatChinaTime } from '@boguan/contracts/china-time';
import { FEEDBACK_LOG_PAGE_SIZE, FeedbackMessage } from '@boguan/contracts/feedback';
import type { OpinionLog, OpinionSubInput } from '@boguan/contracts/feedback.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { areOwnUploads } from '../uploads/uploads.service.js';
import { insertFeedback, listFeedback } from './feedback.repository.js';

export async function submitOpinion(ctx: AppContext, user: SessionUser, input: OpinionSubInput): Promise<void> {
  // Only the user's own uploads may be attached: a feedback must not point staff at other people's files.
  if (input.img.length > 0 && !(await areOwnUploads(ctx, user.id, input.img))) {
    throw AppError.bad(FeedbackMessage.notOwnImage, `user ${user.id} attached foreign or unknown images`);
  }
  await insertFeedback(ctx.db, {
    userId: user.id,
    type: Number(input.type),
    url: input.url,
    content: input.describe,
    isCall: input.is_call === '1',
    images: input.img,
    now: ctx.clock.now(),
  });
}

export async function opinionLog(ctx: AppContext, user: SessionUser, page: number): Promise<OpinionLog> {
  const { rows, total } = await listFeedback(ctx.db, user.id, page, FEEDBACK_LOG_PAGE_SIZE);
  return {
    data: rows.map((row) => ({
      create_time: formatChinaTime(row.created_at),
      status: row.status,
      content: row.content,
      content_length: [...row.content].length,
      url: row.url,
      type: row.type,
      img: row.images,
    })),
    total,
    per_page: FEEDBACK_LOG_PAGE_SIZE,
  };
}
