import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One comparison a user ran (/bosContrastHis); the figures are read live when it is opened. */
export interface KolContrastsTable {
  id: Generated<number>;
  user_id: number;
  kol_ids: number[];
  title: string;
  created_at: Timestamp;
}

export interface KolContrastTables {
  kol_contrasts: KolContrastsTable;
}
