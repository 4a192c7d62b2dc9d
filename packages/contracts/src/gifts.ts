/*
 * Gift codes (礼品兑换 in the user menu): the rule and messages the dialog and the server share.
 * The call and its schemas are in gifts.api.ts.
 */

export const GIFT_CODE_MAX = 30;

export const GiftMessage = {
  empty: '请输入兑换码',
  tooLong: `兑换码不能超过${GIFT_CODE_MAX}个字符`,
  invalid: '兑换码无效',
  used: '该兑换码已被使用',
  expired: '兑换码已过期',
  /** A visitor gets code 1001 (spec 8: the client opens the login dialog). */
  loginFirst: '请先登录后再兑换',
  lowerLevel: '您当前的会员等级高于该兑换码的等级，暂无法兑换',
} as const;

/** What is wrong with a typed code (trimmed, at most 30 characters), or null when it may be sent. */
export function giftCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return GiftMessage.empty;
  return trimmed.length > GIFT_CODE_MAX ? GiftMessage.tooLong : null;
}
