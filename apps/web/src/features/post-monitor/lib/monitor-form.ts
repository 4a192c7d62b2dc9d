import { addDays, daysBetween } from '@boguan/contracts/china-time';
import {
  ART_MON_URL_MAX,
  ART_MON_WINDOW_MAX_DAYS,
  ArtMonStatus,
  PostLinkMessage,
} from '@boguan/contracts/post-monitor';

/** Tag colours of the four task states (spec 4: otherwise 等待开始). */
export function statusColor(status: number): string {
  if (status === ArtMonStatus.running) return 'processing';
  if (status === ArtMonStatus.done) return 'success';
  if (status === ArtMonStatus.failed) return 'error';
  return 'default';
}

/** What the link box says before asking the server: empty or far too long. */
export function linkProblem(url: string): string | null {
  const text = url.trim();
  if (!text) return PostLinkMessage.empty;
  if (text.length > ART_MON_URL_MAX) return `博文链接不能超过${ART_MON_URL_MAX}个字符`;
  return null;
}

/**
 * Whether a day may be picked for the blogger window: never before today, and within
 * ART_MON_WINDOW_MAX_DAYS (both ends included) of the other end already picked.
 */
export function isWindowDayDisabled(day: string, today: string, otherEnd: string | null): boolean {
  if (day < today) return true;
  if (day > addDays(today, 30)) return true;
  if (otherEnd === null) return false;
  const [start, end] = day < otherEnd ? [day, otherEnd] : [otherEnd, day];
  return daysBetween(start, end) + 1 > ART_MON_WINDOW_MAX_DAYS;
}
