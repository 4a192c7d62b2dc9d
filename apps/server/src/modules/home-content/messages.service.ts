import { isMessageType, type MessageType } from '@boguan/contracts/home-content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { insertMessage } from './home-content.repository.js';

export interface Notification {
  type: MessageType;
  title: string;
  content: string;
}

/**
 * Puts a message in a user's inbox (/api/index/message). Monitors, exports and the
 * membership flows call this; pass a transaction as `db` to make it part of one. Titles
 * and contents are cut to the column sizes rather than failing the caller's work.
 */
export async function notifyUser(
  db: Kysely<Database>,
  userId: number,
  notification: Notification,
  clock: Clock = systemClock,
): Promise<number> {
  if (!isMessageType(notification.type)) throw new Error(`unknown message type ${notification.type}`);
  return insertMessage(db, {
    userId,
    type: notification.type,
    title: [...notification.title].slice(0, 100).join(''),
    content: [...notification.content].slice(0, 5000).join(''),
    now: clock.now(),
  });
}
