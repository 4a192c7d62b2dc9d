import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface GiftCodesTable {
  code: string;
  level: number;
  days: number;
  batch: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  used_by: number | null;
  used_at: Timestamp | null;
}

export interface MembershipGrantsTable {
  id: Generated<number>;
  user_id: number;
  level: number;
  days: number;
  source: string;
  source_ref: string;
  starts_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface GiftsTables {
  gift_codes: GiftCodesTable;
  membership_grants: MembershipGrantsTable;
}
