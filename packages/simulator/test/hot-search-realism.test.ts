/**
 * The demo world's hot-search list should live the way the real one does, so a demo install shows
 * believable charts. Both sides are measured here the same way: the real archive (two days of
 * hourly captures, packages/weibo/test/fixtures) and 48 hourly captures of the simulated list.
 */

import path from 'node:path';
import { analyzeHotSearch } from '@boguan/weibo/analytics/hot-search';
import type { HotSearchEntry } from '@boguan/weibo/model';
import { readHotSearchArchive } from '@boguan/weibo/parse/hot-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../src/world.js';

const ARCHIVE = path.resolve(import.meta.dirname, '../../weibo/test/fixtures/hot-search-archive');
const HOUR = 3_600_000;
const START = new Date('2026-03-02T00:00:00+08:00');

interface ListFigures {
  newTitlesPerCapture: number;
  lifeQuartiles: number[];
  peakRankMedian: number;
  heatMedianAtRank1: number;
  heatMedianAtRank50: number;
  labelShare: Record<string, number>;
}

const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

function figuresOf(entries: HotSearchEntry[]): ListFigures {
  const analysis = analyzeHotSearch(entries);
  const ranked = entries.filter((e) => !e.isAd && e.rank !== null);
  const heatsAt = (rank: number) => ranked.filter((e) => e.rank === rank).map((e) => e.heat);
  const captures = analysis.snapshots.length;
  const lives = analysis.titles.map((t) => t.snapshots);
  const labelShare: Record<string, number> = {};
  for (const label of ['新', '热', ''])
    labelShare[label] = ranked.filter((e) => e.label === label).length / ranked.length;
  return {
    // The first capture's 50 are all "new" to the series; count births after it.
    newTitlesPerCapture: (analysis.titles.length - 50) / (captures - 1),
    lifeQuartiles: [0.5, 0.75, 0.95].map((p) => quantile(lives, p)),
    peakRankMedian: quantile(
      analysis.titles.map((t) => t.peakRank ?? 51),
      0.5,
    ),
    heatMedianAtRank1: quantile(heatsAt(1), 0.5),
    heatMedianAtRank50: quantile(heatsAt(50), 0.5),
    labelShare,
  };
}

describe('the simulated hot-search list beside the real archive', () => {
  let real: ListFigures;
  let simulated: ListFigures;
  const simulatedTopicCounts: { reads: number[]; discussions: number[] } = { reads: [], discussions: [] };
  const realTopicCounts: { reads: number[]; discussions: number[] } = { reads: [], discussions: [] };

  beforeAll(async () => {
    const days = await Promise.all(
      ['2025-06-01', '2025-06-02'].map((d) => readHotSearchArchive(path.join(ARCHIVE, d))),
    );
    real = figuresOf(days.flatMap((d) => d.entries));
    const world = createWorld({ seed: 4242, start: START, bloggers: 1000 });
    const entries: HotSearchEntry[] = [];
    for (let hour = 72; hour < 72 + 48; hour++) {
      const at = new Date(START.getTime() + hour * HOUR);
      const list = world.hotSearchAt(at);
      entries.push(...list);
      if (hour % 6 === 0) {
        for (const entry of list.filter((e) => !e.isAd)) {
          const topic = world.topicAt(entry.word, at)!;
          simulatedTopicCounts.reads.push(topic.readCount);
          simulatedTopicCounts.discussions.push(topic.discussCount);
        }
      }
    }
    simulated = figuresOf(entries);
    // The archive's raw files carry each entry's topic read and discussion counts.
    const { readFile, readdir } = await import('node:fs/promises');
    for (const day of ['2025-06-01', '2025-06-02']) {
      for (const file of (await readdir(path.join(ARCHIVE, day))).filter((f) => /^\d\d\.json$/.test(f))) {
        const rows = JSON.parse(await readFile(path.join(ARCHIVE, day, file), 'utf8')) as Record<string, unknown>[];
        for (const row of rows.filter((r) => r.ads !== true && Number(r.readCount) > 0)) {
          realTopicCounts.reads.push(Number(row.readCount));
          realTopicCounts.discussions.push(Number(row.discussCount));
        }
      }
    }
  });

  it('turns over as fast: new entries an hour within 30 %', () => {
    expect(simulated.newTitlesPerCapture / real.newTitlesPerCapture).toBeGreaterThan(0.7);
    expect(simulated.newTitlesPerCapture / real.newTitlesPerCapture).toBeLessThan(1.3);
  });

  it('keeps entries as long: median, 3rd quartile and 95th percentile of captures on list within 3', () => {
    simulated.lifeQuartiles.forEach((value, i) => {
      expect(Math.abs(value - real.lifeQuartiles[i]!)).toBeLessThanOrEqual(3);
    });
    expect(Math.abs(simulated.peakRankMedian - real.peakRankMedian)).toBeLessThanOrEqual(8);
  });

  it('shows heat on the same scale at the top and the bottom of the list (within a factor of 1.5)', () => {
    for (const key of ['heatMedianAtRank1', 'heatMedianAtRank50'] as const) {
      expect(simulated[key] / real[key]).toBeGreaterThan(1 / 1.5);
      expect(simulated[key] / real[key]).toBeLessThan(1.5);
    }
  });

  it('labels entries 新 and 热 about as often (within 8 points)', () => {
    for (const label of ['新', '热', '']) {
      expect(Math.abs(simulated.labelShare[label]! - real.labelShare[label]!)).toBeLessThan(0.08);
    }
  });

  it("gives listed topics reads and discussions of the real list's size (medians within a factor of 2)", () => {
    for (const key of ['reads', 'discussions'] as const) {
      const ratio = quantile(simulatedTopicCounts[key], 0.5) / quantile(realTopicCounts[key], 0.5);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    }
  });
});
