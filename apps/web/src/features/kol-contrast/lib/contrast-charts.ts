import { GENDER_LABELS, type Gender } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { OTHER_PROVINCE } from '@boguan/contracts/kol-contrast';
import type { ContrastAudience, ContrastSeries } from '@boguan/contracts/kol-contrast.api';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '../../../lib/format';

/**
 * Overlaid lines, one per blogger, on the shared date axis (MM-DD labels). The lines are straight
 * between days (a smoothed curve overshoots below a day of 0); `fromZero` starts the axis at 0 for
 * counts that go to 0 (interactions), otherwise it fits the data (followers, never below 0).
 */
export function trendOption(
  dates: string[],
  series: ContrastSeries[],
  bloggers: Array<Pick<KolCard, 'kol_id' | 'uname'>>,
  { fromZero }: { fromZero: boolean },
): EChartsCoreOption {
  const names = new Map(bloggers.map((b) => [b.kol_id, b.uname]));
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? formatCount(value) : '-'),
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 64, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: dates.map((d) => d.slice(5)), boundaryGap: false },
    yAxis: {
      type: 'value',
      ...(fromZero ? { min: 0 } : { scale: true }),
      axisLabel: { formatter: (value: number) => formatCount(value) },
    },
    series: series.map((s) => ({
      name: names.get(s.kol_id) ?? String(s.kol_id),
      type: 'line',
      smooth: false,
      showSymbol: dates.length <= 10,
      connectNulls: false,
      data: s.values,
    })),
  };
}

const GENDER_COLORS: Record<Gender, string> = { m: '#1677ff', f: '#eb2f96', n: '#bfbfbf' };

/** A donut of one blogger's audience by gender. */
export function genderOption(audience: ContrastAudience): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '65%'],
        center: ['50%', '45%'],
        label: { formatter: '{d}%' },
        // A zero slice would only draw a stray 0% label.
        data: (['m', 'f', 'n'] as const)
          .filter((g) => audience.gender[g] > 0)
          .map((g) => ({ name: GENDER_LABELS[g], value: audience.gender[g], itemStyle: { color: GENDER_COLORS[g] } })),
      },
    ],
  };
}

/** Horizontal bars of one blogger's audience by province, largest on top. */
export function provinceOption(audience: ContrastAudience): EChartsCoreOption {
  const rows = [...audience.provinces].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 56, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((p) => p.name) },
    series: [
      {
        type: 'bar',
        name: '人数',
        barMaxWidth: 14,
        // The remainder bucket is many provinces together: grey, so it does not read as one region.
        data: rows.map((p) =>
          p.name === OTHER_PROVINCE ? { value: p.count, itemStyle: { color: '#bfbfbf' } } : p.count,
        ),
      },
    ],
  };
}
