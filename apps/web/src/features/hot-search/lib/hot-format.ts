import { HOT_TREND_LABELS, type HotTrend } from '@boguan/contracts/hot-search';

/** 95 → 1小时35分; 0 → 不足1分钟. */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return '不足1分钟';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分`;
}

/** 'YYYY-MM-DD HH:mm:ss' → 'MM-DD HH:mm' (lists show the minute). */
export function shortTime(at: string | null): string {
  return at ? at.slice(5, 16) : '-';
}

export const TREND_COLORS: Record<HotTrend, string> = {
  rising: 'red',
  falling: 'green',
  steady: 'default',
  new: 'orange',
};

export function trendText(trend: HotTrend, pct: number | null): string {
  const label = HOT_TREND_LABELS[trend];
  return pct === null ? label : `${label} ${pct > 0 ? '+' : ''}${pct}%`;
}

/** The colours of Weibo's labels. */
export const LABEL_COLORS: Record<string, string> = {
  新: '#ff3852',
  热: '#ff9406',
  沸: '#f86400',
  爆: '#bd0000',
  荐: '#4a90e2',
};
