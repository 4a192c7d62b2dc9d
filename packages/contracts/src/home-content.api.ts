import { z } from 'zod';
import { chinaTime, counted, endpoints } from './endpoint.js';
import { noFields, page, text } from './fields.js';
import { MESSAGE_ID_PATTERN, MESSAGE_TYPE_KEYS, MessageReadMessage } from './home-content.js';

/*
 * Home content: POST /api/user/getMaterial, /api/index/banner and /api/index/notice (visitors too),
 * /api/index/message and /api/index/message_read (the user's own messages).
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

/** POST /api/index/message {page}. */
export const messagesSchema = z.object({ page });

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
    summary: '我的消息（每页 10 条）',
    request: messagesSchema,
    response: messagePageSchema,
  },
  '/api/index/message_read': {
    summary: '标记消息已读：{id} 或 {all: 1}',
    request: messageReadSchema,
    response: z.strictObject({ unread: z.number().int() }),
  },
});
