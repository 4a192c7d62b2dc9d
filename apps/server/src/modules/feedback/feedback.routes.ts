import { FeedbackMessage } from '@boguan/contracts/feedback';
import { feedbackApi } from '@boguan/contracts/feedback.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { opinionLog, submitOpinion } from './feedback.service.js';

/** Feedback from the header dialog and /contact, and the user's own record of it. */
export function feedbackRoutes(ctx: AppContext) {
  return handlersFor(feedbackApi, {
    '/api/user/opinionSub': async ({ user, body }) => {
      await submitOpinion(ctx, user, body);
      return ok(null, FeedbackMessage.ok);
    },
    '/api/user/opinionLog': async ({ user, body }) => ok(await opinionLog(ctx, user, body.page)),
  });
}
