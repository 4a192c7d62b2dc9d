import { z } from 'zod';
import { AccountSettingsMessage as Msg, NICKNAME_PATTERN } from './account-settings.js';
import { currentPassword, mobile, smsCode, unid } from './accounts.api.js';
import { chinaTime, endpoints, noData } from './endpoint.js';
import { type FormScalar, noFields } from './fields.js';

/*
 * The personal centre's account calls (spec 7): nickname, password check, mobile change with SMS
 * codes to the old and the new number, WeChat binding by QR, and cancellation. All need a login
 * and act on the caller's own account only.
 */

const nickname = z.preprocess(
  (value: FormScalar) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? Msg.nicknameEmpty : Msg.nicknameRule) })
    .min(1, Msg.nicknameEmpty)
    .regex(NICKNAME_PATTERN, Msg.nicknameRule),
);

export const changeUserNameSchema = z.object({ nick_name: nickname });

export const checkPwdSchema = z.object({ password: currentPassword });

/** type old: a code to the bound number; type new: a code to `mobile`, the number to bind. */
export const sendSmsBindingSchema = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('old') }), z.object({ type: z.literal('new'), mobile })],
  { error: Msg.codeTypeInvalid },
);
export type SendSmsBindingInput = z.output<typeof sendSmsBindingSchema>;

export const codeOnlySchema = z.object({ mobile_captcha: smsCode });

export const changeBindingSchema = z.object({ old_captcha: smsCode, mobile, mobile_captcha: smsCode });
export type ChangeBindingInput = z.output<typeof changeBindingSchema>;

/** Without unid: a new binding QR. With unid: one poll of that QR. */
export const setQrCodeSchema = z.object({ unid: unid.optional() });

export const cancelSubmitSchema = z.object({ password: currentPassword, mobile_captcha: smsCode });
export type CancelSubmitInput = z.output<typeof cancelSubmitSchema>;

export const nicknameDataSchema = z.strictObject({ nick_name: z.string() });
export const maskedMobileSchema = z.strictObject({ mobile: z.string() });
export const codeSentSchema = z.strictObject({ countdown: z.number().int(), mobile: z.string() });

export const setQrCodeResultSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('qr'), qr_url: z.string(), unid: z.string(), expires_in: z.number().int() }),
  z.strictObject({ status: z.literal('waiting') }),
  z.strictObject({ status: z.literal('bound'), wx_nickname: z.string() }),
]);
export type SetQrCodeData = z.infer<typeof setQrCodeResultSchema>;

export const cancelScheduledSchema = z.strictObject({
  /** China time after which the personal data is deleted, unless the user logs in before. */
  delete_at: chinaTime,
});
export type CancelScheduled = z.infer<typeof cancelScheduledSchema>;

const usedOfLimit = z.strictObject({ used: z.number().int(), limit: z.number().int() });

/** The account card: what can be edited, and today's and this month's use of the level's allowances. */
export const accountSettingsSchema = z.strictObject({
  nick_name: z.string(),
  mobile: z.string(),
  has_password: z.boolean(),
  wx_bound: z.boolean(),
  level: z.number().int(),
  level_name: z.string(),
  expires_at: chinaTime.nullable(),
  /** Features of the level that have a daily or monthly limit, in the membership table's order. */
  usage: z.array(
    z.strictObject({
      feature: z.string(),
      name: z.string(),
      per_day: usedOfLimit.nullable(),
      per_month: usedOfLimit.nullable(),
    }),
  ),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountSettingsApi = endpoints('account-settings', {
  '/api/user/accountSettings': {
    summary: '账户信息：昵称、手机号、密码与微信绑定状态、会员等级、今日/本月用量',
    request: noFields,
    response: accountSettingsSchema,
  },
  '/api/user/changeUserName': {
    summary: '修改昵称（2-16个字符：中文、字母、数字、_、-）',
    request: changeUserNameSchema,
    response: nicknameDataSchema,
  },
  '/api/user/checkPwd': {
    summary: '校验当前密码（与修改密码共用错误次数限制）',
    request: checkPwdSchema,
    response: noData,
  },
  '/api/user/sendSmsBinding': {
    summary: '更换手机号验证码：type=old 发往当前号码，type=new 发往新号码（59秒）',
    request: sendSmsBindingSchema,
    response: codeSentSchema,
  },
  '/api/user/bindingMobile': {
    summary: '更换手机号第一步：校验发往当前号码的验证码（不消耗，提交时使用）',
    request: codeOnlySchema,
    response: noData,
  },
  '/api/user/changeBinding': {
    summary: '更换手机号：原号码验证码 + 新号码及其验证码',
    request: changeBindingSchema,
    response: maskedMobileSchema,
  },
  '/api/user/setQrCode': {
    summary: '绑定/更换微信：无 unid 时生成二维码，带 unid 时轮询扫码结果',
    request: setQrCodeSchema,
    response: setQrCodeResultSchema,
  },
  '/api/user/getCancelCode': {
    summary: '注销账号：向绑定手机号发送验证码（59秒）',
    request: noFields,
    response: codeSentSchema,
  },
  '/api/user/checkCode': {
    summary: '注销账号：校验验证码（不消耗，提交时使用）',
    request: codeOnlySchema,
    response: noData,
  },
  '/api/user/cancelSubmit': {
    summary: '注销账号：密码 + 验证码，进入15天冷静期（期间登录即撤销），期满删除个人信息',
    request: cancelSubmitSchema,
    response: cancelScheduledSchema,
  },
});
