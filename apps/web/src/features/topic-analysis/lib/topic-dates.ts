import { addDays } from '@boguan/contracts/china-time';
import { TOPIC_ANALYSIS_MAX_DAYS, topicRangeDays } from '@boguan/contracts/topic-analysis';

/** The default range: the last seven days up to today, starting no earlier than the source can give. */
export function defaultRange(today: string, earliest: string | null): [string, string] {
  const start = addDays(today, -6);
  return [earliest && earliest > start ? earliest : start, today];
}

/**
 * Whether the picker greys a day out: after today, before the source's first day, or (while the
 * end is being picked) more than TOPIC_ANALYSIS_MAX_DAYS from the day picked first.
 */
export function isDayDisabled(day: string, today: string, earliest: string | null, from: string | null): boolean {
  if (day > today) return true;
  if (earliest && day < earliest) return true;
  if (from === null) return false;
  const span = day < from ? topicRangeDays(day, from) : topicRangeDays(from, day);
  return span > TOPIC_ANALYSIS_MAX_DAYS;
}
