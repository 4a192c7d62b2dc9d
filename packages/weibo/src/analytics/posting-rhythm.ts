import { CHINA_OFFSET_MS } from '../parse/time.js';

/** Hour of day (0-23) and weekday (0 Monday … 6 Sunday) of an instant in China time. */
export function chinaHourAndWeekday(at: Date): { hour: number; weekday: number } {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return { hour: shifted.getUTCHours(), weekday: (shifted.getUTCDay() + 6) % 7 };
}

export interface PostingRhythm {
  /** byHour[h]: posts created at hour h (China time). */
  byHour: number[];
  /** byWeekday[d]: d = 0 Monday … 6 Sunday. */
  byWeekday: number[];
  /** [weekday, hour, posts] for every non-empty cell, weekday then hour ascending. */
  cells: [number, number, number][];
  /** Posts that are not reposts. */
  original: number;
}

/** When a blogger posts: counts per hour, per weekday and per (weekday, hour) cell, in China time. */
export function postingRhythm(posts: Iterable<{ createdAt: Date; isOriginal: boolean }>): PostingRhythm {
  const byHour = new Array<number>(24).fill(0);
  const byWeekday = new Array<number>(7).fill(0);
  const cells = new Map<string, [number, number, number]>();
  let original = 0;
  for (const post of posts) {
    const { hour, weekday } = chinaHourAndWeekday(post.createdAt);
    byHour[hour] = (byHour[hour] ?? 0) + 1;
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? [weekday, hour, 0];
    cell[2] += 1;
    cells.set(key, cell);
    if (post.isOriginal) original += 1;
  }
  return {
    byHour,
    byWeekday,
    cells: [...cells.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    original,
  };
}
