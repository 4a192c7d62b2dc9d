/*
 * Hot search (/hotSearch, /hotDetail, /hotHistory): words, limits and messages shared by the
 * server and the web (docs/hot-search.md).
 */

/** As long as the stored word (hot_search_snapshots.word). */
export const HOT_WORD_MAX = 100;
/** The live list's word search. */
export const HOT_KEYWORD_MAX = 30;
export const HOT_CATEGORY_MAX = 20;

/**
 * Time on list sums the intervals between consecutive captures that both show a word; an interval
 * longer than this is a hole in the record (collector down, archive hours missing), not counted.
 */
export const HOT_MAX_GAP_HOURS = 4;

/** The live page reads the list again this often while it is visible. */
export const HOT_REFRESH_MS = 60_000;

/** Heat change over the last hour beyond which an entry is rising or falling (±20 %). */
export const HOT_TREND_THRESHOLD = 0.2;
export const HOT_TRENDS = ['rising', 'falling', 'steady', 'new'] as const;
export type HotTrend = (typeof HOT_TRENDS)[number];
export const HOT_TREND_LABELS: Record<HotTrend, string> = {
  rising: '上升',
  falling: '下降',
  steady: '平稳',
  new: '新上榜',
};

/** The labels Weibo puts on entries; 荐 marks a paid one. */
export const HOT_LABELS = ['新', '热', '沸', '爆', '荐'] as const;
/** How a paid entry is marked on every list (never ranked). */
export const HOT_AD_TAG = '广告';

/** The day summary's sort keys. */
export const HOT_DAY_SORTS = [
  'peak_rank',
  'peak_heat',
  'first_seen',
  'last_seen',
  'minutes_on_list',
  'minutes_at_top',
] as const;
export type HotDaySort = (typeof HOT_DAY_SORTS)[number];
export const HOT_DAY_SORT_LABELS: Record<HotDaySort, string> = {
  peak_rank: '最高排名',
  peak_heat: '最高热度',
  first_seen: '首次上榜',
  last_seen: '最后在榜',
  minutes_on_list: '在榜时长',
  minutes_at_top: '登顶时长',
};
export const HOT_DAY_PER_PAGE = 50;

/** The detail's posts and bloggers that drove an entry. */
export const HOT_DETAIL_POSTS = 10;
export const HOT_DETAIL_BLOGGERS = 10;

export const HotSearchLabel = {
  word: '热搜词',
  keyword: '搜索词',
  category: '分类',
} as const;

export const HotSearchMessage = {
  unknownWord: '该热搜词不存在或未被收录',
  wordEmpty: '请输入热搜词',
  date: '请选择正确的日期（YYYY-MM-DD）',
  time: '请选择正确的时间（HH:mm）',
  sort: '排序方式不正确',
  order: '排序顺序不正确',
  noData: '暂无热搜数据，采集开始后每分钟更新',
  noCaptureNear: '该时间点附近没有热搜记录（超出抓取间隔），请选择其他时间',
  dayEmpty: '该日期没有热搜记录',
  exportTitle: '历史热搜日汇总',
  exportEmpty: '该日期没有可导出的热搜记录',
  demo: '演示数据',
} as const;

/** A time outside the kept history names the range kept. */
export function outOfRangeMessage(first: string, last: string): string {
  return `仅保留 ${first} 至 ${last} 的热搜记录，请在此范围内选择`;
}

/** Seconds on a list as whole minutes, as every screen shows them. */
export function minutesOf(seconds: number): number {
  return Math.round(seconds / 60);
}
