import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: Timestamp;
}

export interface UploadsTables {
  uploads: UploadsTable;
}
