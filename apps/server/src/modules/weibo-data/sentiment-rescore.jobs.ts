import { analyzeSentiment, sentimentVersion } from '@boguan/weibo/text/sentiment';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { syncBrandMentions } from '../brand-data/brand-mentions.sql.js';
import { lockBrandSetShared } from '../brand-data/brand-set.sql.js';
import { readSetting, writeSetting } from '../collection/settings.repository.js';
import { inTransaction } from '../hot-search/hot-search-summary.sql.js';
import { type ScoredTable, scoredRowCounts, scoredTexts, writeSentimentScores } from './sentiment.repository.js';

export const SENTIMENT_RESCORE_JOB = 'maintain.sentiment';
export const SENTIMENT_VERSION_KEY = 'sentiment.version';
const BATCH = 1000;

type Progress = (fraction: number, text: string) => Promise<void>;

async function rescoreTable(
  db: Kysely<Database>,
  table: ScoredTable,
  onBatch: (rows: number) => Promise<void>,
): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const rows = await scoredTexts(db, table, after, BATCH);
    const last = rows.at(-1);
    if (last === undefined) return total;
    const scores = rows.map((row) => ({ key: row.key, score: row.text ? analyzeSentiment(row.text).score : null }));
    if (table === 'weibo_posts') {
      // A post's mentions carry its sentiment label: rewritten with the score, in its transaction.
      await inTransaction(db, async (trx) => {
        await lockBrandSetShared(trx);
        await writeSentimentScores(trx, table, scores);
        await syncBrandMentions(
          trx,
          scores.map((s) => s.key),
        );
      });
    } else await writeSentimentScores(db, table, scores);
    total += rows.length;
    after = last.key;
    await onBatch(total);
  }
}

/** Rescores every stored post and comment with the model in use. */
export async function rescoreSentiment(db: Kysely<Database>, progress: Progress): Promise<Record<string, number>> {
  const counts = await scoredRowCounts(db);
  const all = Math.max(1, counts.posts + counts.comments);
  const step = (base: number) => async (rows: number) =>
    progress(Math.min(0.99, (base + rows) / all), '按新的情感模型重新计算');
  const posts = await rescoreTable(db, 'weibo_posts', step(0));
  const comments = await rescoreTable(db, 'weibo_comments', step(posts));
  return { posts, comments };
}

/**
 * Keeps stored scores those of the model in use: when the model or lexicon changed since they were
 * written (a retrained model, SENTIMENT_MODEL or SENTIMENT_LEXICON set), one job per version rescores
 * them. An empty database just records the version.
 */
export async function registerSentimentRescore(runner: JobRunner, queue: JobQueue, db: Kysely<Database>, clock: Clock) {
  runner.register(SENTIMENT_RESCORE_JOB, async (payload, { progress }) => {
    const result = await rescoreSentiment(db, progress);
    await writeSetting(db, SENTIMENT_VERSION_KEY, String(payload.version), clock.now());
    return result;
  });
  const version = sentimentVersion();
  if ((await readSetting<string>(db, SENTIMENT_VERSION_KEY)) === version) return;
  const counts = await scoredRowCounts(db);
  if (counts.posts + counts.comments === 0) {
    await writeSetting(db, SENTIMENT_VERSION_KEY, version, clock.now());
    return;
  }
  await queue.enqueue(
    SENTIMENT_RESCORE_JOB,
    { version },
    { runAt: clock.now(), slotKey: `${SENTIMENT_RESCORE_JOB}:${version}` },
  );
}
