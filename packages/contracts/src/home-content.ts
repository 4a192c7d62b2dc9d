import { keysOf } from './labels.js';
/*
 * Home content: banners, notices, the material (navigation picture and popup) and each user's
 * messages. The calls and their schemas are in home-content.api.ts.
 */

export const MESSAGE_PAGE_SIZE = 10;

/** Kinds of per-user messages; monitors and other tools add theirs through notifyUser. */
export const MESSAGE_TYPES = {
  system: '系统通知',
  membership: '会员通知',
  coupon: '优惠券',
  monitor: '监控提醒',
  export: '导出通知',
} as const;
export const MESSAGE_TYPE_KEYS = keysOf(MESSAGE_TYPES);
export type MessageType = (typeof MESSAGE_TYPE_KEYS)[number];

export function isMessageType(value: string): value is MessageType {
  return (MESSAGE_TYPE_KEYS as readonly string[]).includes(value);
}

export const MessageReadMessage = {
  missing: '请选择要标记为已读的消息',
  notFound: '消息不存在',
  ok: '已标记为已读',
} as const;

/** A message id as a form sends it. */
export const MESSAGE_ID_PATTERN = /^[1-9]\d{0,14}$/;

/** material.pop_type: 1 an image popup linking to pop_url, 0 none. */
export const MaterialPopType = { none: 0, image: 1 } as const;
