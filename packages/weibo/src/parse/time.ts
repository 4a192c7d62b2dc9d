/**
 * Weibo times. Absolute forms carry their own offset; the relative and short forms Weibo shows
 * ("3分钟前", "昨天 12:30", "06-14") are read in China time (UTC+8, no daylight saving) against an
 * injected `now`, because the server clock must never decide business results.
 */

const HOUR_MS = 3_600_000;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

export interface ChinaParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar fields of an instant as a clock in China shows them. */
export function toChinaParts(at: Date): ChinaParts {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant of a China wall-clock time; null when the fields do not form a real date. */
export function fromChinaParts(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 02-30 over into March; a roll-over means the date does not exist.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}

/** Midnight (China time) of the day `at` falls on, shifted by `dayOffset` days. */
export function chinaDayStart(at: Date, dayOffset = 0): Date {
  const p = toChinaParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + dayOffset) - CHINA_OFFSET_MS);
}

/**
 * Weibo post ids encode their creation second: (mid >> 22) + 515483463 is the Unix time.
 * Used for posts whose created_at is missing (deleted originals). Null for ids that are not mids.
 */
export function midToDate(mid: string): Date | null {
  if (!/^\d{15,17}$/.test(mid)) return null;
  const seconds = Number(BigInt(mid) >> 22n) + 515_483_463;
  // Mids in this form started in 2012; anything outside a sane window is not a real mid.
  if (seconds < 1_325_376_000 || seconds > 4_102_444_800) return null;
  return new Date(seconds * 1000);
}

const MONTHS: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};

const RFC_WEIBO = /^[A-Za-z]{3} ([A-Za-z]{3}) (\d{1,2}) (\d{1,2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/;
const AGO = /^(\d+)\s*(秒|分钟|小时|天)前$/;
const DAY_WORD = /^(今天|昨天|前天)\s*(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const FULL_DATE = /^(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const SHORT_DATE = /^(\d{1,2})[-/月](\d{1,2})日?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const AGO_UNIT_MS: Record<string, number> = { 秒: 1000, 分钟: 60_000, 小时: HOUR_MS, 天: 24 * HOUR_MS };

/**
 * Reads any time form Weibo or the common crawlers write. Numbers are epoch seconds (or
 * milliseconds when larger than 1e12). Returns null when the value is unreadable, or when it is
 * relative and no `now` was given.
 */
export function parseWeiboTime(value: unknown, now?: Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    return new Date(value > 1e12 ? value : value * 1000);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d{9,13}$/.test(text)) return parseWeiboTime(Number(text));

  const rfc = RFC_WEIBO.exec(text);
  if (rfc) {
    const month = MONTHS[rfc[1]!];
    if (!month) return null;
    const offsetMin = (Number(rfc[7]) * 60 + Number(rfc[8])) * (rfc[6] === '-' ? -1 : 1);
    const local = fromChinaParts(Number(rfc[9]), month, Number(rfc[2]), Number(rfc[3]), Number(rfc[4]), Number(rfc[5]));
    return local ? new Date(local.getTime() + CHINA_OFFSET_MS - offsetMin * 60_000) : null;
  }
  if (ISO_WITH_ZONE.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  const full = FULL_DATE.exec(text);
  if (full) {
    return fromChinaParts(
      Number(full[1]),
      Number(full[2]),
      Number(full[3]),
      Number(full[4] ?? 0),
      Number(full[5] ?? 0),
      Number(full[6] ?? 0),
    );
  }
  return now ? parseRelative(text, now) : null;
}

function parseRelative(text: string, now: Date): Date | null {
  if (text === '刚刚') return now;
  const ago = AGO.exec(text);
  if (ago) return new Date(now.getTime() - Number(ago[1]) * AGO_UNIT_MS[ago[2]!]!);
  const dayWord = DAY_WORD.exec(text);
  if (dayWord) {
    const offset = dayWord[1] === '今天' ? 0 : dayWord[1] === '昨天' ? -1 : -2;
    const p = toChinaParts(chinaDayStart(now, offset));
    return fromChinaParts(p.year, p.month, p.day, Number(dayWord[2]), Number(dayWord[3]), Number(dayWord[4] ?? 0));
  }
  const short = SHORT_DATE.exec(text);
  if (short) {
    const year = toChinaParts(now).year;
    const fields = [
      Number(short[1]),
      Number(short[2]),
      Number(short[3] ?? 0),
      Number(short[4] ?? 0),
      Number(short[5] ?? 0),
    ] as const;
    const thisYear = fromChinaParts(year, ...fields);
    // Weibo drops the year for dates of the current year; a date "later" than now is last year's.
    if (thisYear && thisYear.getTime() <= now.getTime()) return thisYear;
    return fromChinaParts(year - 1, ...fields);
  }
  return null;
}

/** ISO 8601 in China time with its offset, e.g. 2025-06-01T00:31:54+08:00. */
export function toChinaIso(at: Date): string {
  const p = toChinaParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}+08:00`;
}
