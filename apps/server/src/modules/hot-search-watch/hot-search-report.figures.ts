import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { matchingKeyword } from '@boguan/contracts/hot-search-watch';
import type { HotReportDay, HotReportRow } from '@boguan/contracts/hot-search-watch.api';
import { analyzeHotSearch } from '@boguan/weibo/analytics/hot-search';
import type { HotSearchEntry } from '@boguan/weibo/model';

const MINUTE_MS = 60_000;

/** A stored snapshot row of a matched (organic) entry. */
export interface MatchedSnapshot {
  captured_at: Date;
  word: string;
  rank: number | null;
  heat: number;
  category: string;
}

export interface ReportFigures {
  entries: number;
  minutes_on_list: number;
  best_rank: number | null;
  first_seen: string | null;
  last_seen: string | null;
  captures: number;
  days: HotReportDay[];
  rows: HotReportRow[];
}

/**
 * The figures of a report, by analyzeHotSearch (packages/weibo/src/analytics/hot-search.ts): time on
 * list is the sum of the intervals between consecutive captures that both show the word. The matched
 * rows alone would make two captures look consecutive when one in between lacked the word, so every
 * capture of the range goes in as a paid marker entry (analyzeHotSearch keeps ads apart, and "a
 * capture is a capture"). Per day, each counted interval is credited to the day of its later capture.
 */
export function reportFigures(
  keywords: readonly string[],
  matched: readonly MatchedSnapshot[],
  captureTimes: readonly Date[],
  dates: readonly string[],
): ReportFigures {
  const entries: HotSearchEntry[] = captureTimes.map((capturedAt) => ({
    capturedAt,
    rank: null,
    word: '',
    heat: 0,
    category: '',
    label: '',
    isAd: true,
  }));
  for (const m of matched) {
    entries.push({
      capturedAt: new Date(m.captured_at),
      rank: m.rank,
      word: m.word,
      heat: Number(m.heat),
      category: m.category,
      label: '',
      isAd: false,
    });
  }
  const analysis = analyzeHotSearch(entries);
  const index = new Map(analysis.snapshots.map((t, i) => [t.getTime(), i]));
  const dayMs = new Map<string, number>();
  const dayWords = new Map<string, Set<string>>();
  for (const title of analysis.titles) {
    let previous: Date | null = null;
    for (const point of title.rankCurve) {
      const day = chinaDate(point.at);
      const words = dayWords.get(day) ?? new Set<string>();
      words.add(title.title);
      dayWords.set(day, words);
      if (previous && index.get(point.at.getTime()) === (index.get(previous.getTime()) ?? -2) + 1) {
        dayMs.set(day, (dayMs.get(day) ?? 0) + point.at.getTime() - previous.getTime());
      }
      previous = point.at;
    }
  }
  const rows: HotReportRow[] = analysis.titles.map((t) => ({
    word: t.title,
    keyword: matchingKeyword(t.title, keywords) ?? '',
    category: t.category,
    first_seen: formatChinaTime(t.firstSeen),
    last_seen: formatChinaTime(t.lastSeen),
    minutes_on_list: Math.round(t.timeOnListMs / MINUTE_MS),
    best_rank: t.peakRank,
    peak_heat: t.peakHeat,
    captures: t.snapshots,
  }));
  const totalMs = analysis.titles.reduce((sum, t) => sum + t.timeOnListMs, 0);
  const ranks = analysis.titles.map((t) => t.peakRank).filter((r): r is number => r !== null);
  const firsts = analysis.titles.map((t) => t.firstSeen.getTime());
  const lasts = analysis.titles.map((t) => t.lastSeen.getTime());
  return {
    entries: rows.length,
    minutes_on_list: Math.round(totalMs / MINUTE_MS),
    best_rank: ranks.length > 0 ? Math.min(...ranks) : null,
    first_seen: firsts.length > 0 ? formatChinaTime(new Date(Math.min(...firsts))) : null,
    last_seen: lasts.length > 0 ? formatChinaTime(new Date(Math.max(...lasts))) : null,
    captures: captureTimes.length,
    days: dates.map((date) => ({
      date,
      entries: dayWords.get(date)?.size ?? 0,
      minutes_on_list: Math.round((dayMs.get(date) ?? 0) / MINUTE_MS),
    })),
    rows,
  };
}
