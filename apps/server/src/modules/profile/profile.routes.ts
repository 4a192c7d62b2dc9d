import { NeedFormMessage } from '@boguan/contracts/profile';
import { profileApi } from '@boguan/contracts/profile.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { closeQuestionnaire, personalInfo, submitQuestionnaire } from './profile.service.js';

/** Personal info and the welcome questionnaire (docs/personal-basics.md). */
export function profileRoutes(ctx: AppContext) {
  return handlersFor(profileApi, {
    '/api/user/getPersonalInfo': async ({ user }) => ok(await personalInfo(ctx, user)),
    '/api/user/need_form': async ({ user, body }) => {
      await submitQuestionnaire(ctx, user, body);
      return ok(null, NeedFormMessage.ok);
    },
    '/api/user/need_form_close': async ({ user }) => {
      await closeQuestionnaire(ctx, user);
      return ok(null);
    },
  });
}
