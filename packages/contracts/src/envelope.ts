/** Business answer codes carried in every envelope; HTTP status stays 200 for all of them. */
export const Code = {
  ok: 1,
  error: 0,
  notLoggedIn: -1,
  noPermission: 1001,
  quotaUsedUp: 1002,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: Code;
  msg: string;
  data: T;
}

/** Messages the server sends for the generic cases. */
export const GenericMessage = {
  busy: '服务繁忙，请稍后再试',
  notLoggedIn: '请先登录',
  noPermission: '当前会员等级无此权限，请升级会员',
  quotaUsedUp: '今日使用次数已用完，请升级会员',
  notFound: '接口不存在',
  tooLarge: '请求内容过大',
  timeout: '请求超时，请稍后再试',
  tooManyRequests: '操作过于频繁，请稍后再试',
  ok: '操作成功',
} as const;
