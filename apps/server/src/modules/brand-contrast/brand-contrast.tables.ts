import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/**
 * One comparison a user ran (/brandContrastHis), frozen: `result` holds every figure as read at
 * `read_at` (migration 0042-brand-contrast, docs/brand-contrast.md).
 */
export interface BrandContrastsTable {
  id: Generated<number>;
  user_id: number;
  brand_ids: string[];
  days: number;
  title: string;
  request_key: string;
  read_at: Timestamp;
  /** The stored figures (StoredContrast); written as JSON text, read back as an object. */
  result: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** A user's favourite brand and its group (/brandCollect). */
export interface BrandFavouritesTable {
  user_id: number;
  brand_id: string;
  group_name: string;
  created_at: Timestamp;
}

export interface BrandContrastTables {
  brand_contrasts: BrandContrastsTable;
  brand_favourites: BrandFavouritesTable;
}
