import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  isMessageType,
  MaterialPopType,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  MessageDetailMessage,
  MessageReadMessage,
} from '@boguan/contracts/home-content';
import type {
  Banner,
  Material,
  MessageDetail,
  MessageItem,
  MessagePage,
  MessageReadInput,
  MessagesInput,
  Notice,
} from '@boguan/contracts/home-content.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import {
  activeBanners,
  activeMaterial,
  activeNotices,
  countUnread,
  listMessages,
  lockInbox,
  markRead,
  readOwnMessage,
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

type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

/** A stored row as the inbox shows it; a type no longer known reads as a system notice. */
function messageItem(row: MessageRow): MessageItem {
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
}

export async function getMessages(ctx: AppContext, userId: number, input: MessagesInput): Promise<MessagePage> {
  const filter = { type: input.type ?? null, unreadOnly: input.unread };
  const { rows, total, unread } = await listMessages(ctx.db, userId, filter, input.page, MESSAGE_PAGE_SIZE);
  return { data: rows.map(messageItem), total, unread, per_page: MESSAGE_PAGE_SIZE };
}

/** Opening a message marks it read; the answer carries what is left unread for the header's bell. */
export async function getMessageDetail(ctx: AppContext, userId: number, id: number): Promise<MessageDetail> {
  const row = await readOwnMessage(ctx.db, userId, id);
  // Another user's message id matches nothing, exactly like an unknown one.
  if (!row) throw AppError.bad(MessageDetailMessage.notFound, `message ${id} not found`);
  return { message: messageItem(row), unread: await countUnread(ctx.db, userId) };
}

export async function unreadCount(ctx: AppContext, userId: number): Promise<{ unread: number }> {
  return { unread: await countUnread(ctx.db, userId) };
}

export async function readMessages(
  ctx: AppContext,
  userId: number,
  target: MessageReadInput,
): Promise<{ unread: number }> {
  if (target.all) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockInbox(trx, userId);
      await markRead(trx, userId, null);
    });
    return { unread: await countUnread(ctx.db, userId) };
  }
  const matched = await markRead(ctx.db, userId, target.id);
  // Another user's message id matches nothing, exactly like an unknown one.
  if (matched === 0) throw AppError.bad(MessageReadMessage.notFound, `message ${target.id} not found`);
  return { unread: await countUnread(ctx.db, userId) };
}
