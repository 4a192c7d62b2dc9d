/**
 * Business dates follow China time (Asia/Shanghai, UTC+8 all year, no daylight saving),
 * so a fixed offset is exact and needs no time-zone database.
 */
const OFFSET_MS = 8 * 3_600_000;

function shifted(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD' in China time. */
export function chinaDate(at: Date): string {
  return shifted(at).slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: the format every API answer uses. */
export function formatChinaTime(at: Date | string): string {
  const iso = shifted(new Date(at));
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Usage-counter periods: 'd:2026-01-05' and 'm:2026-01'. */
export function usagePeriods(at: Date): { day: string; month: string } {
  const iso = shifted(at);
  return { day: `d:${iso.slice(0, 10)}`, month: `m:${iso.slice(0, 7)}` };
}

/** The instant a China date ('YYYY-MM-DD') begins. */
export function chinaDayStart(date: string): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - OFFSET_MS);
}

/** Adds whole days to a China date string. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
