import { z } from 'zod';
import { chinaTime, counted, endpoints } from './endpoint.js';
import { flag, noFields, optionalChoice, page, text } from './fields.js';
import {
  MESSAGE_ID_PATTERN,
  MESSAGE_TYPE_KEYS,
  MessageDetailMessage,
  MessageFilterMessage,
  MessageReadMessage,
} from './home-content.js';

/*
 * Home content: POST /api/user/getMaterial, /api/index/banner and /api/index/notice (visitors too),
 * /api/index/message, message_detail, message_read and unread_count (the user's own messages).
 */

/** The navigation picture under the menu and the popup; empty pictures and pop_type 0 when none is active. */
export const materialSchema = z.strictObject({
  navigation_pic: z.string(),
  pop_type: z.number().int(),
  pop_url: z.string(),
  pop_pic: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const bannerSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  pic: z.string(),
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  create_time: chinaTime,
});
export type Notice = z.infer<typeof noticeSchema>;

/**
 * POST /api/index/message {page, type?, unread?}: `type` keeps one kind, `unread` 1 keeps the unread
 * ones; `total` counts what the filter keeps, `unread` every unread message of the user.
 */
export const messagesSchema = z.object({
  page,
  type: optionalChoice(MESSAGE_TYPE_KEYS, MessageFilterMessage.badType),
  unread: flag(MessageFilterMessage.badUnread),
});
export type MessagesInput = z.output<typeof messagesSchema>;

export const messageItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  create_time: chinaTime,
  is_read: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(MESSAGE_TYPE_KEYS),
  type_name: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagePageSchema = counted(messageItemSchema).extend({
  unread: z.number().int(),
  per_page: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

const isAll = (value: string) => value === '1' || value === 'true';

/** POST /api/index/message_read: {id} marks one message, {all: 1} marks every message of the user. */
export const messageReadSchema = z
  .object({ id: text('消息编号', 20), all: text('全部已读', 5) })
  .superRefine((form, ctx) => {
    if (!isAll(form.all) && !MESSAGE_ID_PATTERN.test(form.id)) {
      ctx.addIssue({ code: 'custom', message: MessageReadMessage.missing, path: ['id'] });
    }
  })
  .transform((form) => ({
    all: isAll(form.all),
    id: MESSAGE_ID_PATTERN.test(form.id) ? Number(form.id) : null,
  }));
export type MessageReadInput = z.output<typeof messageReadSchema>;

/** POST /api/index/message_detail {id}: one of the user's messages, marked read by opening it. */
export const messageDetailSchema = z
  .object({
    id: text('消息编号', 20).superRefine((value, ctx) => {
      if (!MESSAGE_ID_PATTERN.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: value === '' ? MessageDetailMessage.missing : MessageDetailMessage.badId,
        });
      }
    }),
  })
  .transform((form) => ({ id: Number(form.id) }));

export const messageDetailDataSchema = z.strictObject({
  message: messageItemSchema,
  unread: z.number().int(),
});
export type MessageDetail = z.infer<typeof messageDetailDataSchema>;

/** The header's bell: how many of the user's messages are unread, nothing else. */
export const unreadCountSchema = z.strictObject({ unread: z.number().int() });

export const homeContentApi = endpoints('home', {
  '/api/user/getMaterial': {
    summary: '导航图与弹窗素材（游客可用）',
    request: noFields,
    response: materialSchema,
    auth: 'none',
  },
  '/api/index/banner': {
    summary: '首页轮播图',
    request: noFields,
    response: z.array(bannerSchema),
    auth: 'none',
  },
  '/api/index/notice': {
    summary: '平台公告',
    request: noFields,
    response: z.array(noticeSchema),
    auth: 'none',
  },
  '/api/index/message': {
    summary: '我的消息（每页 10 条，可按类型与未读筛选）',
    request: messagesSchema,
    response: messagePageSchema,
  },
  '/api/index/message_detail': {
    summary: '消息详情（打开即标记为已读）',
    request: messageDetailSchema,
    response: messageDetailDataSchema,
  },
  '/api/index/message_read': {
    summary: '标记消息已读：{id} 或 {all: 1}',
    request: messageReadSchema,
    response: unreadCountSchema,
  },
  '/api/index/unread_count': {
    summary: '未读消息数（页头铃铛）',
    request: noFields,
    response: unreadCountSchema,
  },
});
