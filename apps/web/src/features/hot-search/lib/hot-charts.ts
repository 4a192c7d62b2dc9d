import type { HotDetail } from '@boguan/contracts/hot-search.api';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '../../../lib/format';

/** A China time from the API as an instant for a time axis. */
export function instantOf(at: string): number {
  return Date.parse(`${at.replace(' ', 'T')}+08:00`);
}

const timeAxis = { type: 'time', axisLabel: { hideOverlap: true } } as const;

type CurvePoint = HotDetail['curve'][number];

/**
 * The points as [instant, value] pairs, with a null value just before each point that follows
 * time off the list: a line chart breaks at a null, so the hours the entry was off the list are
 * not drawn as if it had stayed.
 */
export function seriesWithGaps(points: readonly CurvePoint[], value: (p: CurvePoint) => number | null) {
  const data: [number, number | null][] = [];
  for (const p of points) {
    const at = instantOf(p.at);
    if (p.after_gap && data.length > 0) data.push([at - 1, null]);
    data.push([at, value(p)]);
  }
  return data;
}
const grid = { left: 48, right: 16, top: 32, bottom: 56 };
const zoom = [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }];

/** The rank over the entry's life, #1 at the top (inverted axis); paid captures have no rank. */
export function rankOption(detail: HotDetail): EChartsCoreOption | null {
  const points = detail.curve.filter((p) => p.rank !== null);
  if (points.length === 0) return null;
  return {
    grid,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `第${v}名` },
    xAxis: timeAxis,
    // An inverted axis puts its name at the bottom by default: `start` keeps it at the top.
    yAxis: { type: 'value', name: '排名', nameLocation: 'start', inverse: true, min: 1, minInterval: 1 },
    dataZoom: zoom,
    series: [
      {
        name: '排名',
        type: 'line',
        step: 'end',
        showSymbol: points.length < 60,
        data: seriesWithGaps(points, (p) => p.rank),
      },
    ],
  };
}

export function heatOption(detail: HotDetail): EChartsCoreOption | null {
  if (detail.curve.length === 0) return null;
  return {
    grid: { ...grid, left: 64 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatCount(v) },
    xAxis: timeAxis,
    yAxis: { type: 'value', name: '热度', axisLabel: { formatter: (v: number) => formatCount(v) } },
    dataZoom: zoom,
    series: [
      {
        name: '热度',
        type: 'line',
        showSymbol: detail.curve.length < 60,
        areaStyle: { opacity: 0.12 },
        data: seriesWithGaps(detail.curve, (p) => p.heat),
      },
    ],
  };
}
