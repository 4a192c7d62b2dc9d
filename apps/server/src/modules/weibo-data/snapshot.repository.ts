import type { PostSnapshot, TopicSnapshot, UserSnapshot } from '@boguan/weibo/model';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { columnName } from './model-columns.js';
import { writeRows } from './upsert.sql.js';

/** Time series rows are immutable: a (subject, time) point is inserted once, later copies skipped. */
export class SnapshotRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insertUserSnapshots(snapshots: readonly UserSnapshot[]): Promise<number> {
    return writeRows(this.db, snapshots, series('user_snapshots', ['uid', 'at', 'followers', 'follows', 'statuses']));
  }

  insertPostSnapshots(snapshots: readonly PostSnapshot[]): Promise<number> {
    return writeRows(this.db, snapshots, series('post_snapshots', ['mid', 'at', 'reposts', 'comments', 'likes']));
  }

  insertTopicSnapshots(snapshots: readonly TopicSnapshot[]): Promise<number> {
    return writeRows(this.db, snapshots, series('topic_snapshots', ['name', 'at', 'readCount', 'discussCount']));
  }
}

/** How a series is stored: the fields of a point, its subject (`uid`, `mid`, `name`) and `at` first. */
function series<T extends 'user_snapshots' | 'post_snapshots' | 'topic_snapshots', const F extends string>(
  table: T,
  fields: readonly [F, 'at', ...F[]],
) {
  return { table, conflict: [columnName(fields[0]), 'at'] as const, fields, batch: 2000 };
}
