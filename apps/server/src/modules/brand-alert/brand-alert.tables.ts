import type { BrandAlertKind } from '@boguan/contracts/brand-alert';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** A brand a member watches for alerts (migration 0044, docs/brand-audience.md). */
export interface BrandWatchesTable {
  user_id: number;
  brand_id: string;
  created_at: Timestamp;
}

/** One alert: a member, a brand, a China day and a kind, at most once (unique key). */
export interface BrandAlertsTable {
  id: Generated<number>;
  user_id: number;
  brand_id: string;
  day: string;
  kind: BrandAlertKind;
  /** Mentions that day, or the day's negative share (0..1). */
  value: number;
  mean: number;
  sd: number;
  threshold: number;
  mentions: number;
  negative: number;
  message_id: number | null;
  created_at: Timestamp;
}

export interface BrandAlertTables {
  brand_watches: BrandWatchesTable;
  brand_alerts: BrandAlertsTable;
}
