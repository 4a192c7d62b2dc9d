import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  isMessageType,
  MaterialPopType,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  MessageReadMessage,
} from '@boguan/contracts/home-content';
import type { Banner, Material, MessagePage, MessageReadInput, Notice } from '@boguan/contracts/home-content.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import {
  activeBanners,
  activeMaterial,
  activeNotices,
  countUnread,
  listMessages,
  markRead,
} from './home-content.repository.js';

const NOTICE_LIMIT = 20;

/** No active material means nothing to show: empty pictures and pop_type 0. */
export async function getMaterial(ctx: AppContext): Promise<Material> {
  const row = await activeMaterial(ctx.db);
  return row ?? { navigation_pic: '', pop_type: MaterialPopType.none, pop_url: '', pop_pic: '' };
}

export async function getBanners(ctx: AppContext): Promise<Banner[]> {
  return activeBanners(ctx.db);
}

export async function getNotices(ctx: AppContext): Promise<Notice[]> {
  const rows = await activeNotices(ctx.db, NOTICE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    create_time: formatChinaTime(row.created_at),
  }));
}

export async function getMessages(ctx: AppContext, userId: number, page: number): Promise<MessagePage> {
  const { rows, total, unread } = await listMessages(ctx.db, userId, page, MESSAGE_PAGE_SIZE);
  return {
    data: rows.map((row) => {
      const type = isMessageType(row.type) ? row.type : 'system';
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        create_time: formatChinaTime(row.created_at),
        is_read: row.is_read ? 1 : 0,
        type,
        type_name: MESSAGE_TYPES[type],
      };
    }),
    total,
    unread,
    per_page: MESSAGE_PAGE_SIZE,
  };
}

export async function readMessages(
  ctx: AppContext,
  userId: number,
  target: MessageReadInput,
): Promise<{ unread: number }> {
  const matched = await markRead(ctx.db, userId, target.all ? null : target.id);
  // Another user's message id matches nothing, exactly like an unknown one.
  if (!target.all && matched === 0) throw AppError.bad(MessageReadMessage.notFound, `message ${target.id} not found`);
  return { unread: await countUnread(ctx.db, userId) };
}
