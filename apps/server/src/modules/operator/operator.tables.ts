import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface OperatorLogsTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_mobile: string;
  action: string;
  target: string;
  detail: Generated<string>;
  ip: Generated<string>;
  created_at: Timestamp;
}

export interface OperatorTables {
  operator_logs: OperatorLogsTable;
}
