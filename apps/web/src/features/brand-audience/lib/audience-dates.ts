import { audienceRangeDays, BRAND_AUDIENCE_MAX_DAYS } from '@boguan/contracts/brand-audience';
import { addDays } from '@boguan/contracts/china-time';

/** The default range: the last 30 days up to today, starting no earlier than the kept history. */
export function defaultRange(today: string, first: string | null): [string, string] {
  const start = addDays(today, -29);
  return [first && first > start ? first : start, today];
}

/**
 * Whether the picker greys a day out: after today, before the kept history, or (while the end is
 * being picked) more than BRAND_AUDIENCE_MAX_DAYS from the day picked first.
 */
export function isDayDisabled(day: string, today: string, first: string | null, from: string | null): boolean {
  if (day > today) return true;
  if (first && day < first) return true;
  if (from === null) return false;
  const span = day < from ? audienceRangeDays(day, from) : audienceRangeDays(from, day);
  return span > BRAND_AUDIENCE_MAX_DAYS;
}
