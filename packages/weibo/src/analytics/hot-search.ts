import type { HotSearchEntry } from '../model.js';

export interface RankPoint {
  at: Date;
  /** Null when the entry was on the list without a rank (pinned entry). */
  rank: number | null;
  heat: number;
  /** Rank positions gained per hour since the previous ranked point (negative = falling); null at the first. */
  velocity: number | null;
}

export interface HotSearchTitleStats {
  title: string;
  category: string;
  /** Number of captures that show the title. */
  snapshots: number;
  /** Sum of the intervals between consecutive captures that both show the title (see docs/metrics.md). */
  timeOnListMs: number;
  /** Best (smallest) rank; null when never ranked (ads, pinned entries). */
  peakRank: number | null;
  /** First capture at the peak rank. */
  peakRankAt: Date | null;
  firstSeen: Date;
  lastSeen: Date;
  peakHeat: number;
  /** Positions climbed per hour from the first ranked sighting to the peak; 0 when it entered at its peak. */
  velocity: number | null;
  rankCurve: RankPoint[];
}

export interface HotSearchAnalysis {
  /** Every capture time in the input, ascending (ads included: a capture is a capture). */
  snapshots: Date[];
  /** Organic entries, by first sighting then title. */
  titles: HotSearchTitleStats[];
  /** Paid entries, kept apart. */
  ads: HotSearchTitleStats[];
}

export interface HotSearchOptions {
  /**
   * Intervals longer than this between consecutive captures are not counted as time on list,
   * because nobody looked in between. Default: no limit.
   */
  maxGapMs?: number;
}

const HOUR_MS = 3_600_000;

/** Per-title statistics of a series of hot-search captures. Entries may come in any order. */
export function analyzeHotSearch(
  entries: readonly HotSearchEntry[],
  options: HotSearchOptions = {},
): HotSearchAnalysis {
  const maxGap = options.maxGapMs ?? Number.POSITIVE_INFINITY;
  const times = Array.from(new Set(entries.map((e) => e.capturedAt.getTime()))).sort((a, b) => a - b);
  const snapshotIndex = new Map(times.map((t, i) => [t, i]));
  const groups = { organic: new Map<string, HotSearchEntry[]>(), ads: new Map<string, HotSearchEntry[]>() };
  for (const entry of entries) {
    const map = entry.isAd ? groups.ads : groups.organic;
    const list = map.get(entry.word);
    if (list) list.push(entry);
    else map.set(entry.word, [entry]);
  }
  const summarise = (title: string, list: HotSearchEntry[]): HotSearchTitleStats => {
    // One point per capture: if a capture lists the title twice, its best rank and heat stand.
    const byIndex = new Map<number, HotSearchEntry>();
    for (const entry of list) {
      const index = snapshotIndex.get(entry.capturedAt.getTime())!;
      const previous = byIndex.get(index);
      if (!previous || betterRank(entry.rank, previous.rank)) byIndex.set(index, entry);
    }
    const indices = Array.from(byIndex.keys()).sort((a, b) => a - b);
    let timeOnListMs = 0;
    for (let k = 1; k < indices.length; k += 1) {
      const a = indices[k - 1]!;
      const b = indices[k]!;
      const gap = times[b]! - times[a]!;
      if (b === a + 1 && gap <= maxGap) timeOnListMs += gap;
    }
    const rankCurve: RankPoint[] = [];
    let previousRanked: RankPoint | null = null;
    let peak: RankPoint | null = null;
    let firstRanked: RankPoint | null = null;
    let peakHeat = 0;
    for (const index of indices) {
      const entry = byIndex.get(index)!;
      const point: RankPoint = { at: new Date(times[index]!), rank: entry.rank, heat: entry.heat, velocity: null };
      if (point.rank !== null) {
        if (previousRanked) {
          const hours = (point.at.getTime() - previousRanked.at.getTime()) / HOUR_MS;
          point.velocity = round2((previousRanked.rank! - point.rank) / hours);
        }
        previousRanked = point;
        firstRanked ??= point;
        if (!peak || point.rank < peak.rank!) peak = point;
      }
      peakHeat = Math.max(peakHeat, entry.heat);
      rankCurve.push(point);
    }
    let velocity: number | null = null;
    if (peak && firstRanked) {
      const hours = (peak.at.getTime() - firstRanked.at.getTime()) / HOUR_MS;
      velocity = hours > 0 ? round2((firstRanked.rank! - peak.rank!) / hours) : 0;
    }
    const last = byIndex.get(indices[indices.length - 1]!)!;
    return {
      title,
      category: last.category,
      snapshots: indices.length,
      timeOnListMs,
      peakRank: peak?.rank ?? null,
      peakRankAt: peak?.at ?? null,
      firstSeen: rankCurve[0]!.at,
      lastSeen: rankCurve[rankCurve.length - 1]!.at,
      peakHeat,
      velocity,
      rankCurve,
    };
  };
  const order = (a: HotSearchTitleStats, b: HotSearchTitleStats) =>
    a.firstSeen.getTime() - b.firstSeen.getTime() ||
    (a.peakRank ?? 1e9) - (b.peakRank ?? 1e9) ||
    (a.title < b.title ? -1 : 1);
  return {
    snapshots: times.map((t) => new Date(t)),
    titles: Array.from(groups.organic, ([title, list]) => summarise(title, list)).sort(order),
    ads: Array.from(groups.ads, ([title, list]) => summarise(title, list)).sort(order),
  };
}

function betterRank(candidate: number | null, current: number | null): boolean {
  if (candidate === null) return false;
  return current === null || candidate < current;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
