/**
 * Business dates follow China time (Asia/Shanghai, UTC+8 all year, no daylight saving), so a
 * fixed offset is exact and needs no time-zone database. Server, web and contracts all count days
 * with this module.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

function shifted(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD' in China time. */
export function chinaDate(at: Date): string {
  return shifted(at).slice(0, 10);
}

/** 'YYYY-MM' in China time. */
export function chinaMonth(at: Date): string {
  return shifted(at).slice(0, 7);
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: the format every API answer uses. */
export function formatChinaTime(at: Date | string): string {
  const iso = shifted(new Date(at));
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The instant a China date ('YYYY-MM-DD') begins. */
export function chinaDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** The instant after a China date ends (the next day's start): ranges are [start, end). */
export function chinaDayEnd(date: string): Date {
  return new Date(chinaDayStart(date).getTime() + DAY_MS);
}

/** Adds whole days to a China date string. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one China date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
