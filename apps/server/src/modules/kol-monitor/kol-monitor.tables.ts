import type { MonitorStatus, WatchKind } from '@boguan/contracts/kol-monitor';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** What the checker saw at its last look at an account (the baseline of the next comparison). */
export interface MonitorState {
  screen_name: string;
  verify_badge: string;
  description: string;
  followers: number;
  /** Followers the threshold is measured from: the count at the first look or at the last fans notice. */
  fans_reference: number;
  /** Visible posts of the tracked window, newest first: new ones are those not listed, deletions those gone. */
  posts: { mid: string; created_at: string; text: string }[];
}

/** A member's monitored account (docs/kol-monitor.md: states 1 监控中, 2 已暂停, 3 已结束). */
export interface KolMonitorsTable {
  id: Generated<number>;
  user_id: number;
  kol_id: number;
  uid: string;
  watch: WatchKind[];
  fans_threshold: number;
  interval_minutes: number;
  status: MonitorStatus;
  end_at: Timestamp | null;
  next_check_at: Timestamp;
  last_check_at: Timestamp | null;
  last_state: ColumnType<MonitorState | null, string | null, string | null>;
  notice_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One change the checker found and the member watches. */
export interface KolMonitorNoticesTable {
  id: Generated<number>;
  monitor_id: number;
  user_id: number;
  kol_id: number;
  uid: string;
  uname: string;
  kind: WatchKind;
  field: string;
  before_text: string;
  after_text: string;
  content: string;
  created_at: Timestamp;
}

export interface KolMonitorTables {
  kol_monitors: KolMonitorsTable;
  kol_monitor_notices: KolMonitorNoticesTable;
}
