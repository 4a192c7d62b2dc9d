/*
 * Hot-search keyword alerts and reports (/hotLog, 我的热搜报告与预警): a member watches keywords and
 * is told in the message centre when an organic hot-search entry containing one is on the list, and
 * builds reports of how such entries did over a range of days (docs/hot-search-watch.md).
 * Constants, labels and messages shared by the page and the server; the schemas are in
 * hot-search-watch.api.ts.
 */

/** Characters of one keyword. */
export const HOT_WATCH_KEYWORD_MIN = 1;
export const HOT_WATCH_KEYWORD_MAX = 20;
/** Keywords of one watch or one report. */
export const HOT_WATCH_KEYWORDS_MAX = 10;
/** Alerts of a watch per page. */
export const HOT_WATCH_ALERTS_PER_PAGE = 10;
/** Reports of the list per page. */
export const HOT_REPORTS_PER_PAGE = 10;
/** The longest report range, in China days (start and end included). */
export const HOT_REPORT_MAX_DAYS = 92;

/** A watch is checked after each capture while active; a paused one is skipped. */
export const HotWatchStatus = { paused: 0, active: 1 } as const;
export type HotWatchStatus = (typeof HotWatchStatus)[keyof typeof HotWatchStatus];
export const HOT_WATCH_STATUSES = [HotWatchStatus.paused, HotWatchStatus.active] as const;
export const HOT_WATCH_STATUS_LABELS: Record<HotWatchStatus, string> = { 0: '已暂停', 1: '预警中' };

export const HotWatchMessage = {
  keywords: '请输入至少一个关键词',
  keywordsFormat: '关键词格式不正确',
  keywordTooLong: `每个关键词不能超过${HOT_WATCH_KEYWORD_MAX}个字符`,
  tooManyKeywords: `最多输入${HOT_WATCH_KEYWORDS_MAX}个关键词`,
  unsafe: '关键词包含非法字符',
  watchId: '预警编号不正确',
  status: '预警状态只能是0（暂停）或1（开启）',
  notFound: '预警不存在',
  duplicate: '已有相同关键词的预警',
  limit: (max: number, held: number) =>
    max === 0
      ? '当前会员等级暂不支持热搜预警，请升级会员'
      : `热搜预警数量已达上限（最多${max}个，已创建${held}个），请升级会员`,
  added: '热搜预警已创建',
  edited: '热搜预警已修改',
  paused: '热搜预警已暂停',
  resumed: '热搜预警已开启',
  deleted: '热搜预警已删除',
} as const;

export const HotReportMessage = {
  reportId: '报告编号不正确',
  startDate: '请选择开始日期（YYYY-MM-DD）',
  endDate: '请选择结束日期（YYYY-MM-DD）',
  endBeforeStart: '结束日期不能早于开始日期',
  tooLong: `报告时间范围最长${HOT_REPORT_MAX_DAYS}天`,
  future: '结束日期不能晚于今天',
  noData: '暂无热搜数据，暂不能生成报告',
  beforeKept: (from: string) => `开始日期早于热搜数据的保留范围（${from} 起），请重新选择`,
  notFound: '报告不存在',
  empty: '该报告没有匹配的热搜，无可导出的数据',
  submitted: '热搜报告已生成',
  deleted: '热搜报告已删除',
} as const;

/**
 * Keywords as one watch or report holds them: trimmed, blank ones dropped, the same keyword
 * (ignoring letter case) kept once, in the order given.
 */
export function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

/** The keyword of `keywords` a hot word contains (ignoring letter case), or null. */
export function matchingKeyword(word: string, keywords: readonly string[]): string | null {
  const lower = word.toLowerCase();
  return keywords.find((k) => lower.includes(k.toLowerCase())) ?? null;
}
