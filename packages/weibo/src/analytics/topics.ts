import type { TopicSnapshot } from '../model.js';
import { linearSlope, round } from './stats.js';

/** One discussion weighs as much as 1,000 reads (reads run ~100-2,000× discussions on Weibo). */
export const TOPIC_HEAT_WEIGHTS = { read: 0.001, discuss: 1 } as const;

/** Topic heat: reads × 0.001 + discussions × 1, rounded to a whole number. */
export function topicHeat(topic: { readCount: number; discussCount: number }): number {
  return Math.round(topic.readCount * TOPIC_HEAT_WEIGHTS.read + topic.discussCount * TOPIC_HEAT_WEIGHTS.discuss);
}

export type TrendDirection = 'rising' | 'falling' | 'flat';

export interface TopicTrend {
  points: number;
  /** Least-squares slope of heat over time, heat units per hour. */
  slopePerHour: number;
  /** slope × 24 / mean heat × 100: the daily change as a share of the average level. Null when mean heat is 0. */
  changePerDayPct: number | null;
  /** flat when |changePerDayPct| < 5. */
  direction: TrendDirection;
}

const HOUR_MS = 3_600_000;

export function topicTrend(snapshots: readonly TopicSnapshot[]): TopicTrend {
  if (snapshots.length === 0) return { points: 0, slopePerHour: 0, changePerDayPct: null, direction: 'flat' };
  const t0 = Math.min(...snapshots.map((s) => s.at.getTime()));
  const points = snapshots.map((s) => ({ x: (s.at.getTime() - t0) / HOUR_MS, y: topicHeat(s) }));
  const slope = linearSlope(points);
  const mean = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const pct = mean > 0 ? round(((slope * 24) / mean) * 100, 2) : null;
  const direction: TrendDirection = pct === null || Math.abs(pct) < 5 ? 'flat' : pct > 0 ? 'rising' : 'falling';
  return { points: points.length, slopePerHour: round(slope, 4), changePerDayPct: pct, direction };
}
