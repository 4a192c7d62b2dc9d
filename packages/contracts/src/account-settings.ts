/*
 * The user's own account in the personal centre (/user, /m/user): nickname, password, the bound
 * mobile number and account cancellation. Calls and schemas in account-settings.api.ts; the
 * decisions in docs/accounts.md.
 */

/** Days between a cancellation request and the deletion of the personal data; a login undoes it. */
export const CANCEL_COOLING_OFF_DAYS = 15;

/** A nickname: 2–16 characters of Chinese, letters, digits, `_` and `-`. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]{2,16}$/u;

/** The nickname of an account after its cancellation completed (the row stays for financial records). */
export const CANCELLED_NICKNAME = '已注销用户';

export const AccountSettingsMessage = {
  nicknameEmpty: '请输入昵称',
  nicknameRule: `昵称需为${NICKNAME_MIN}-${NICKNAME_MAX}个字符，仅支持中文、字母、数字、下划线和短横线`,
  nicknameChanged: '昵称修改成功',
  passwordVerified: '密码验证成功',
  codeVerified: '验证成功',
  codeTypeInvalid: '验证码类型错误',
  mobileSame: '新手机号不能与当前手机号相同',
  mobileTaken: '该手机号已绑定其他账号',
  mobileChanged: '手机号修改成功',
  wxBound: '微信绑定成功',
  cancelSubmitted: `注销申请已提交，${CANCEL_COOLING_OFF_DAYS}天内重新登录即可撤销`,
  cancelWithdrawPending: '您有一笔提现正在审核中，审核完成后才能注销账号',
} as const;
