import type { BrandReport } from '@boguan/contracts/brand-report.api';
import { CHART_COLORS } from '../../../components/charts/echart';

/** The spike colour: the same dark orange the topic curve uses. */
const SPIKE = '#ad4e00';
const dayLabel = (day: string) => day.slice(5);

/**
 * Mentions per day of the brand (bars, spikes dark and pinned) and of each competitor (lines), the
 * spike threshold mean + k·σ (dashed), and the brand's share of voice (right axis, %).
 */
export function volumeOption(report: BrandReport) {
  const { k, window } = report.spike_rule;
  const thresholdName = `峰值阈值（均值 + ${k}σ，前 ${window} 天）`;
  const hasSov = report.competitors.length > 0;
  const [brand, ...competitors] = report.volume;
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: hasSov ? 56 : 24, top: 48, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: report.days.map(dayLabel) },
    yAxis: [
      { type: 'value', minInterval: 1, name: '提及量' },
      ...(hasSov ? [{ type: 'value', name: '声量份额', min: 0, max: 100, axisLabel: { formatter: '{value}%' } }] : []),
    ],
    series: [
      {
        name: brand?.brand.brand_cn_name ?? '品牌',
        type: 'bar',
        barMaxWidth: 18,
        data: report.curve.map((p) => (p.spike ? { value: p.count, itemStyle: { color: SPIKE } } : p.count)),
        markPoint: {
          symbol: 'pin',
          symbolSize: 30,
          itemStyle: { color: SPIKE },
          label: { color: '#fff', fontSize: 10 },
          data: report.curve.flatMap((p, i) =>
            p.spike ? [{ name: `峰值 ${p.day}`, coord: [i, p.count], value: p.count }] : [],
          ),
        },
      },
      ...competitors.map((c) => ({
        name: c.brand.brand_cn_name,
        type: 'line',
        showSymbol: false,
        data: c.mentions,
      })),
      {
        name: thresholdName,
        type: 'line',
        showSymbol: false,
        lineStyle: { type: 'dashed', color: '#8c8c8c' },
        itemStyle: { color: '#8c8c8c' },
        data: report.curve.map((p) => p.threshold),
      },
      ...(hasSov
        ? [
            {
              name: '声量份额',
              type: 'line',
              yAxisIndex: 1,
              showSymbol: false,
              lineStyle: { width: 1 },
              tooltip: { valueFormatter: (v: number | null) => (v === null ? '-' : `${v}%`) },
              data: report.curve.map((p) => (p.sov === null ? null : Math.round(p.sov * 1000) / 10)),
            },
          ]
        : []),
    ],
  };
}

const SENTIMENT_COLORS = { positive: '#52c41a', neutral: '#8c8c8c', negative: '#f5222d' } as const;

/** Positive / neutral / negative share of each day with mentions (stacked to 100%), with the day's count. */
export function sentimentOption(report: BrandReport) {
  const days = report.sentiment.filter((d) => d.total > 0);
  const share = (n: number, total: number) => Math.round((n / total) * 1000) / 10;
  const series = (['positive', 'neutral', 'negative'] as const).map((label) => ({
    name: { positive: '正面', neutral: '中性', negative: '负面' }[label],
    type: 'bar',
    stack: 'share',
    barMaxWidth: 18,
    itemStyle: { color: SENTIMENT_COLORS[label] },
    data: days.map((d) => share(d[label], d.total)),
  }));
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => `${v}%`,
    },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: days.map((d) => `${dayLabel(d.day)}（${d.total}条）`) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series,
  };
}

/** Organic versus sponsored mentions of the read posts (a ring). */
export function sponsoredOption(report: BrandReport) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 条（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        label: { formatter: '{b}\n{d}%' },
        data: [
          { name: '自然提及', value: report.sponsored.organic_posts, itemStyle: { color: '#1677ff' } },
          { name: '商业推广', value: report.sponsored.posts, itemStyle: { color: '#ff8200' } },
        ],
      },
    ],
  };
}
