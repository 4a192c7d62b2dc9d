import { z } from 'zod';
import { formText } from './profile.js';

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

/** /api/user/exchange: the code is trimmed, at most 30 characters. */
export const exchangeSchema = z.object({ keyword: formText('兑换码') }).superRefine((form, ctx) => {
  if (form.keyword === '') ctx.addIssue({ code: 'custom', message: GiftMessage.empty, path: ['keyword'] });
  else if (form.keyword.length > GIFT_CODE_MAX) {
    ctx.addIssue({ code: 'custom', message: GiftMessage.tooLong, path: ['keyword'] });
  }
});

/** What a successful redemption granted. */
export interface ExchangeResult {
  level: number;
  name: string;
  days: number;
  /** YYYY-MM-DD HH:mm:ss, China time. */
  expires_at: string;
}
