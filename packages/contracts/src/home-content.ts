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
  order: '订单通知',
  coupon: '优惠券',
  monitor: '监控提醒',
  hot_search: '热搜预警',
  export: '导出通知',
  referral: '推广佣金',
  withdraw: '提现通知',
  invoice: '发票通知',
  brand_alert: '品牌预警',
  custom_order: '数据定制',
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

export const MessageDetailMessage = {
  missing: '请选择要查看的消息',
  badId: '消息编号不正确',
  notFound: '消息不存在',
} as const;

export const MessageFilterMessage = {
  badType: '消息类型不正确',
  badUnread: '未读筛选不正确',
} as const;

/**
 * The page a message of each type concerns, for the button on /inform/detail. Messages store no
 * links: the type decides, so an old message still leads where that page lives today.
 */
export const MESSAGE_TYPE_TARGETS: Partial<Record<MessageType, { path: string; label: string }>> = {
  membership: { path: '/member', label: '前往会员中心' },
  order: { path: '/orderInfo', label: '查看订单' },
  coupon: { path: '/user', label: '查看我的优惠券' },
  monitor: { path: '/monitorHistory', label: '查看监控记录' },
  hot_search: { path: '/hotLog', label: '查看热搜预警' },
  export: { path: '/dataExportRecord', label: '查看导出记录' },
  referral: { path: '/shares', label: '查看推广佣金' },
  withdraw: { path: '/withdraw', label: '查看提现记录' },
  invoice: { path: '/invoice', label: '查看发票' },
  brand_alert: { path: '/brandAudience', label: '查看品牌预警' },
  custom_order: { path: '/lifeCustom', label: '查看定制需求' },
};

/** A message id as a form sends it. */
export const MESSAGE_ID_PATTERN = /^[1-9]\d{0,14}$/;

/** material.pop_type: 1 an image popup linking to pop_url, 0 none. */
export const MaterialPopType = { none: 0, image: 1 } as const;
