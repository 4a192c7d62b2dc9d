import type { EventKind } from '@boguan/contracts/statistics';
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

export interface EventsTable {
  id: Generated<number>;
  kind: EventKind;
  user_id: number | null;
  key: string;
  route: string | null;
  payload: Json<Record<string, string>>;
  ip: string | null;
  created_at: Timestamp;
}

export interface StatisticsTables {
  events: EventsTable;
}
