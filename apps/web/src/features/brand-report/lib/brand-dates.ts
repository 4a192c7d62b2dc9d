import { BRAND_REPORT_MAX_DAYS, brandRangeDays } from '@boguan/contracts/brand-report';
import { addDays } from '@boguan/contracts/china-time';

/** The default range: the last 30 days up to today, starting no earlier than the kept history. */
export function defaultRange(today: string, earliest: string | null): [string, string] {
  const start = addDays(today, -29);
  return [earliest && earliest > start ? earliest : start, today];
}

/**
 * Whether the picker greys a day out: after today, before the kept history, or (while the end is
 * being picked) more than a year from the day picked first.
 */
export function isDayDisabled(day: string, today: string, earliest: string | null, from: string | null): boolean {
  if (day > today) return true;
  if (earliest && day < earliest) return true;
  if (from === null) return false;
  const span = day < from ? brandRangeDays(day, from) : brandRangeDays(from, day);
  return span > BRAND_REPORT_MAX_DAYS;
}
