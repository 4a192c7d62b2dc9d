import type { WordCloudSource } from '@boguan/contracts/word-cloud';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

/** A counted word as stored: [word, count, docs]. */
export type StoredTerm = [string, number, number];

/** One word cloud (migration 0031-word-cloud; docs/word-cloud.md). */
export interface WordCloudsTable {
  id: Generated<number>;
  user_id: number;
  source: WordCloudSource;
  title: string;
  keyword: string | null;
  start_date: string | null;
  end_date: string | null;
  url: string | null;
  mid: string | null;
  uname: string | null;
  file_name: string | null;
  column_name: string | null;
  texts: number;
  chars: number;
  total_words: number;
  distinct_words: number;
  /** Most frequent first, at most WORD_CLOUD_TERMS_KEPT. */
  terms: Json<StoredTerm[]>;
  removed: ColumnType<string[], string[] | undefined, string[]>;
  /** Words of `terms` left after `removed`. */
  word_count: number;
  demo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One column of an upload: its header (or 全文 for a text file) and its non-blank cells or lines. */
export interface UploadColumn {
  name: string;
  texts: string[];
}

/** A file uploaded to make clouds of, kept a day. */
export interface WordCloudUploadsTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  kind: 'txt' | 'xlsx';
  chars: number;
  columns: Json<UploadColumn[]>;
  created_at: Timestamp;
}

export interface WordCloudTables {
  word_clouds: WordCloudsTable;
  word_cloud_uploads: WordCloudUploadsTable;
}
