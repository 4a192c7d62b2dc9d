import { addDays } from '@boguan/contracts/china-time';
import { STOPE_MAX_DAYS, type StopeStatus, stopeRangeDays } from '@boguan/contracts/kol-stope';

/**
 * Whether a day may be picked in the range picker: never after today, and within 90 days
 * (both ends included) of the other end already picked.
 */
export function isDayDisabled(day: string, today: string, otherEnd: string | null): boolean {
  if (day > today) return true;
  if (otherEnd === null) return false;
  const [start, end] = day < otherEnd ? [day, otherEnd] : [otherEnd, day];
  return stopeRangeDays(start, end) > STOPE_MAX_DAYS;
}

/** The default range: the last `days` China days ending today. */
export function lastDays(today: string, days: number): [string, string] {
  return [addDays(today, 1 - days), today];
}

/** Tag colours of the four task states. */
export const STATUS_COLORS: Record<StopeStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
};

/** Percent for the progress bar (0..100, whole numbers). */
export function progressPercent(progress: number): number {
  return Math.max(0, Math.min(100, Math.round(progress * 100)));
}

/** The export confirmation text: how many rows, and the uses left this month. */
export function exportConfirmText(count: number, total: number, remaining: number | null): string {
  const capped = count < total ? `（共 ${total} 条，按会员上限导出最新 ${count} 条）` : '';
  const left = remaining === null ? '' : `，本月剩余导出次数 ${remaining} 次`;
  return `本次将导出 ${count} 条博文${capped}，导出将消耗 1 次导出次数${left}。确定导出吗？`;
}
