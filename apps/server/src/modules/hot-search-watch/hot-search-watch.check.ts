import { formatChinaTime } from '@boguan/contracts/china-time';
import { matchingKeyword } from '@boguan/contracts/hot-search-watch';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { notifyUser } from '../home-content/messages.service.js';
import {
  activeWatches,
  attachMessage,
  extendAlert,
  insertAlert,
  latestAlertOf,
  latestCaptures,
  organicEntriesAt,
  stayedOnList,
} from './hot-search-watch.repository.js';

interface Entry {
  word: string;
  rank: number | null;
  heat: number;
  origin: string;
}

function alertMessage(keywords: readonly string[], entry: Entry, at: Date) {
  const place = entry.rank === null ? '在榜' : `排名第${entry.rank}位`;
  return {
    type: 'hot_search' as const,
    title: `热搜预警：「${entry.word}」上榜`,
    content:
      `您的热搜预警（关键词：${keywords.join('、')}）命中实时热搜「${entry.word}」，` +
      `${formatChinaTime(at)} ${place}。可在「热搜报告与预警」页查看全部提醒。`,
  };
}

/**
 * One (watch, entry) of the capture at `at`: continues the watch's last alert of the word when the
 * entry never left the list since that alert last saw it (no capture in between lacks it), else
 * raises a new alert and its message in one transaction. The unique (watch, word, capture) key makes
 * a second check of the same capture, here or in another instance, a no-op.
 */
async function alertOnce(
  db: Kysely<Database>,
  clock: Clock,
  watch: { id: number; user_id: number; keywords: string[] },
  entry: Entry,
  keyword: string,
  at: Date,
  inPrevious: boolean,
): Promise<boolean> {
  const last = await latestAlertOf(db, watch.id, entry.word);
  if (last) {
    const seen = new Date(last.last_seen_at);
    const continuing = seen >= at || (inPrevious && (await stayedOnList(db, entry.word, seen, at)));
    if (continuing) {
      await extendAlert(db, Number(last.id), at);
      return false;
    }
  }
  return db.transaction().execute(async (trx) => {
    const alertId = await insertAlert(trx, {
      watch_id: watch.id,
      user_id: watch.user_id,
      word: entry.word,
      keyword,
      rank: entry.rank,
      heat: Number(entry.heat),
      origin: entry.origin,
      appeared_at: at,
      created_at: clock.now(),
    });
    if (alertId === null) return false;
    const messageId = await notifyUser(trx, watch.user_id, alertMessage(watch.keywords, entry, at), clock);
    await attachMessage(trx, alertId, messageId);
    return true;
  });
}

/**
 * Runs right after the collector stores a capture (collection.jobs.ts; never for imports): every
 * active watch against the newest capture's organic entries. "Leaving the list" means being absent
 * from a capture; an entry that comes back is a new appearance and alerts again
 * (docs/hot-search-watch.md).
 */
export async function checkHotSearchWatches(
  db: Kysely<Database>,
  clock: Clock,
): Promise<{ watches: number; alerts: number }> {
  const watches = await activeWatches(db);
  if (watches.length === 0) return { watches: 0, alerts: 0 };
  const { current, previous } = await latestCaptures(db);
  if (!current) return { watches: watches.length, alerts: 0 };
  const entries = await organicEntriesAt(db, current);
  const before = new Set(previous ? (await organicEntriesAt(db, previous)).map((e) => e.word) : []);
  let alerts = 0;
  for (const row of watches) {
    const watch = { id: Number(row.id), user_id: Number(row.user_id), keywords: row.keywords };
    for (const entry of entries) {
      const keyword = matchingKeyword(entry.word, watch.keywords);
      if (keyword === null) continue;
      if (await alertOnce(db, clock, watch, entry, keyword, current, before.has(entry.word))) alerts += 1;
    }
  }
  return { watches: watches.length, alerts };
}
