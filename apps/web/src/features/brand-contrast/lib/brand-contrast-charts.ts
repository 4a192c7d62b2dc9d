import type { BrandContrastDetail, ContrastCountShare } from '@boguan/contracts/brand-contrast.api';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '../../../lib/format';

type Trends = BrandContrastDetail['trends'];

/** brand_id → Chinese name, for series and tooltips. */
export function brandNames(detail: Pick<BrandContrastDetail, 'brands'>): Map<string, string> {
  return new Map(detail.brands.map((b) => [b.brand_id, b.brand_cn_name]));
}

/**
 * Daily mentions (or interactions) of every brand on one date axis. Each line's peak carries a
 * marker; the tooltip names the day's leader by mentions (领先).
 */
export function trendOption(trends: Trends, names: Map<string, string>, which: 'mentions' | 'interactions') {
  const series = trends[which];
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const items = params as {
          axisValue: string;
          dataIndex: number;
          marker: string;
          seriesName: string;
          value: number;
        }[];
        const first = items[0];
        if (!first) return '';
        const leaders = (trends.daily_leaders[first.dataIndex] ?? []).map((id) => names.get(id) ?? id);
        const lines = items.map((p) => `${p.marker}${p.seriesName}：${formatCount(p.value)}`);
        const lead = leaders.length > 0 ? `<br/>当日提及领先：${leaders.join('、')}` : '';
        return `${trends.dates[first.dataIndex] ?? ''}<br/>${lines.join('<br/>')}${lead}`;
      },
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: trends.dates.map((d) => d.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', min: 0, minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v) } },
    series: series.map((s) => ({
      name: names.get(s.brand_id) ?? s.brand_id,
      type: 'line',
      smooth: false,
      showSymbol: trends.dates.length <= 31,
      data: s.values,
      markPoint: s.values.some((v) => v > 0)
        ? { symbolSize: 36, label: { fontSize: 10 }, data: [{ type: 'max', name: '峰值' }] }
        : undefined,
    })),
  } satisfies EChartsCoreOption;
}

/**
 * One horizontal 100 % bar per brand, split by the parts (sentiment, tiers): each part's share of
 * the brand's sample, with the count and the sample size in the tooltip.
 */
export function stackedShareOption(
  rows: { name: string; parts: ContrastCountShare[] }[],
  colors: Record<string, string>,
  withInterval = true,
): EChartsCoreOption {
  const keys = rows[0]?.parts.map((p) => ({ key: p.key, label: p.label })) ?? [];
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: unknown) => {
        const { seriesName, name, data } = p as {
          seriesName: string;
          name: string;
          data: { share: ContrastCountShare };
        };
        const s = data.share;
        const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
        const interval = withInterval ? `，95%区间 ${pct(s.share.low)}–${pct(s.share.high)}` : '';
        return `${name} · ${seriesName}<br/>${s.count} / ${s.share.n}（${pct(s.share.share)}${interval}）`;
      },
    },
    legend: { bottom: 0 },
    grid: { left: 80, right: 24, top: 8, bottom: 40 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: rows.map((r) => r.name), inverse: true },
    series: keys.map(({ key, label }) => ({
      name: label,
      type: 'bar',
      stack: 'share',
      barMaxWidth: 22,
      itemStyle: { color: colors[key] },
      data: rows.map((r) => {
        const share = r.parts.find((p) => p.key === key);
        return { value: share ? Math.round(share.share.share * 1000) / 10 : 0, share };
      }),
    })),
  };
}
