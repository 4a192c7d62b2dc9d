import { z } from 'zod';
import { formPage, formText } from './profile.js';

export const MESSAGE_PAGE_SIZE = 10;

/** Kinds of per-user messages; monitors and other tools add theirs through notifyUser. */
export const MESSAGE_TYPES = {
  system: '系统通知',
  membership: '会员通知',
  coupon: '优惠券',
  monitor: '监控提醒',
  export: '导出通知',
} as const;
export type MessageType = keyof typeof MESSAGE_TYPES;

export interface Banner {
  id: number;
  title: string;
  pic: string;
  url: string;
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  /** YYYY-MM-DD HH:mm:ss, China time. */
  create_time: string;
}

export interface MessageItem {
  id: number;
  title: string;
  content: string;
  create_time: string;
  is_read: 0 | 1;
  type: MessageType;
  type_name: string;
}

export interface MessageList {
  data: MessageItem[];
  total: number;
  unread: number;
  per_page: number;
}

export const messageListSchema = z.object({ page: formPage });

export const MessageReadMessage = {
  missing: '请选择要标记为已读的消息',
  notFound: '消息不存在',
  ok: '已标记为已读',
} as const;

const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** /api/index/message_read: {id} marks one message, {all: 1} marks every message of the user. */
export const messageReadSchema = z
  .object({ id: formText('消息编号', 20), all: formText('全部已读', 5) })
  .superRefine((form, ctx) => {
    const all = form.all === '1' || form.all === 'true';
    if (!all && !ID_PATTERN.test(form.id)) {
      ctx.addIssue({ code: 'custom', message: MessageReadMessage.missing, path: ['id'] });
    }
  })
  .transform((form) => ({
    all: form.all === '1' || form.all === 'true',
    id: ID_PATTERN.test(form.id) ? Number(form.id) : null,
  }));
