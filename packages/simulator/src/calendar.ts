/**
 * China-time calendar arithmetic. The world's rhythms (diurnal curve, weekdays, days of
 * posts) follow Beijing time (UTC+8, no daylight saving), whatever the server's zone.
 */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;
const CHINA_OFFSET = 8 * HOUR;

/** Days since 1970-01-01 in China time. */
export function chinaDay(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET) / DAY);
}

/** The instant a China-time day starts. */
export function dayStart(day: number): number {
  return day * DAY - CHINA_OFFSET;
}

/** Hours since the epoch (a global slot index; hours are the same in every zone). */
export function hourSlot(ms: number): number {
  return Math.floor(ms / HOUR);
}

/** 0..23 in China time. */
export function chinaHour(ms: number): number {
  return Math.floor(((ms + CHINA_OFFSET) % DAY) / HOUR);
}

/** 0 = Sunday .. 6 = Saturday, for a China-time day index (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Week index of a China-time day (weeks start on Monday). */
export function chinaWeek(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** First day of a week index. */
export function weekFirstDay(week: number): number {
  return week * 7 - 3;
}

/**
 * Share of a day's posts per China-time hour: quiet small hours, a lunch peak at 12:00
 * and the evening peak from 20:00 to 23:00 that Weibo activity studies report.
 */
export const DIURNAL_WEIGHTS: readonly number[] = [
  3.2, 1.8, 1.0, 0.6, 0.45, 0.5, 1.0, 2.2, 3.4, 4.2, 4.6, 5.0, 6.4, 5.1, 4.3, 4.4, 4.5, 4.7, 5.0, 5.6, 6.5, 6.9, 6.7,
  5.0,
];

/** Posting volume per weekday (Sunday first): a little lower on Saturday, higher Sunday evening reading. */
export const WEEKDAY_FACTORS: readonly number[] = [1.02, 1.0, 0.98, 0.98, 1.0, 1.04, 0.92];

const DIURNAL_TOTAL = DIURNAL_WEIGHTS.reduce((a, b) => a + b, 0);

/** Relative posting intensity at an instant (mean 1 over a day), used for hot-topic births. */
export function diurnalFactor(ms: number): number {
  const w = DIURNAL_WEIGHTS[chinaHour(ms)] ?? 1;
  return (w * 24) / DIURNAL_TOTAL;
}
