import { AccountSettingsMessage as Msg } from '@boguan/contracts/account-settings';
import { accountSettingsApi } from '@boguan/contracts/account-settings.api';
import { AccountMessage } from '@boguan/contracts/accounts';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { accountOverview } from './account-overview.service.js';
import { checkCancelCode, sendCancelCode, submitCancellation } from './cancellation.service.js';
import { changeMobile, checkOldNumberCode, sendChangeCode } from './mobile-change.service.js';
import { changeNickname, checkPassword } from './profile-edit.service.js';
import { wechatBindingStep } from './wechat-binding.service.js';

/**
 * The personal centre's own-account calls (docs/accounts.md, "The user's own account"). Every one
 * needs a login and acts on the session's user only; no call takes a user id.
 */
export function accountSettingsRoutes(ctx: AppContext) {
  return handlersFor(accountSettingsApi, {
    '/api/user/accountSettings': async ({ user }) => ok(await accountOverview(ctx, user)),
    '/api/user/changeUserName': async ({ user, body }) =>
      ok(await changeNickname(ctx, user, body.nick_name), Msg.nicknameChanged),
    '/api/user/checkPwd': async ({ user, body }) => ok(null, await checkPassword(ctx, user, body.password)),
    '/api/user/sendSmsBinding': async ({ user, body, request }) =>
      ok(await sendChangeCode(ctx, user, body, request.ip), AccountMessage.smsSent),
    '/api/user/bindingMobile': async ({ user, body }) => {
      await checkOldNumberCode(ctx, user, body.mobile_captcha);
      return ok(null, Msg.codeVerified);
    },
    '/api/user/changeBinding': async ({ user, body }) => ok(await changeMobile(ctx, user, body), Msg.mobileChanged),
    '/api/user/setQrCode': async ({ user, body, request }) => {
      const data = await wechatBindingStep(ctx, user, body.unid, request.ip);
      return ok(data, data.status === 'bound' ? Msg.wxBound : undefined);
    },
    '/api/user/getCancelCode': async ({ user, request }) =>
      ok(await sendCancelCode(ctx, user, request.ip), AccountMessage.smsSent),
    '/api/user/checkCode': async ({ user, body }) => {
      await checkCancelCode(ctx, user, body.mobile_captcha);
      return ok(null, Msg.codeVerified);
    },
    '/api/user/cancelSubmit': async ({ user, body }) =>
      ok(await submitCancellation(ctx, user, body), Msg.cancelSubmitted),
  });
}
