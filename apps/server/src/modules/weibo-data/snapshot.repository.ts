import type { PostSnapshot, TopicSnapshot, UserSnapshot } from '@boguan/weibo/model';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunks, dedupe } from './upsert.sql.js';

/** Time series rows are immutable: a (subject, time) point is inserted once, later copies skipped. */
export class SnapshotRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertUserSnapshots(snapshots: readonly UserSnapshot[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(
      dedupe(snapshots, (s) => `${s.uid}|${s.at.toISOString()}`),
      2000,
    )) {
      const result = await this.db
        .insertInto('user_snapshots')
        .values(
          batch.map((s) => ({
            uid: s.uid,
            at: s.at,
            followers: s.followers,
            follows: s.follows,
            statuses: s.statuses,
          })),
        )
        .onConflict((oc) => oc.columns(['uid', 'at']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  async insertPostSnapshots(snapshots: readonly PostSnapshot[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(
      dedupe(snapshots, (s) => `${s.mid}|${s.at.toISOString()}`),
      2000,
    )) {
      const result = await this.db
        .insertInto('post_snapshots')
        .values(batch.map((s) => ({ mid: s.mid, at: s.at, reposts: s.reposts, comments: s.comments, likes: s.likes })))
        .onConflict((oc) => oc.columns(['mid', 'at']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  async insertTopicSnapshots(snapshots: readonly TopicSnapshot[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(
      dedupe(snapshots, (s) => `${s.name}|${s.at.toISOString()}`),
      2000,
    )) {
      const result = await this.db
        .insertInto('topic_snapshots')
        .values(batch.map((s) => ({ name: s.name, at: s.at, read_count: s.readCount, discuss_count: s.discussCount })))
        .onConflict((oc) => oc.columns(['name', 'at']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }
}
