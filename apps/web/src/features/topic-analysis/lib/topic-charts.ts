import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import type { TopicBucket } from '@boguan/contracts/topic-analysis';
import type { TopicReport } from '@boguan/contracts/topic-analysis.api';

/** 'YYYY-MM-DD HH:mm:ss' China time as an axis label: the hour for hourly curves, the day for daily ones. */
export function bucketLabel(time: string, bucket: TopicBucket): string {
  return bucket === 'hour' ? time.slice(5, 16) : time.slice(0, 10);
}

/** The spike colour: the same dark orange the propagation curve uses for its tipping point. */
const SPIKE = '#ad4e00';

/**
 * The volume curve: posts per bucket (bars), the spike threshold mean + k·σ (dashed line, from the
 * w-th bucket on) and each spike marked with a pin above its bar.
 */
export function volumeOption(report: TopicReport) {
  const labels = report.curve.map((p) => bucketLabel(p.time, report.bucket));
  const { k, window } = report.spike_rule;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['博文数', `阈值（均值 + ${k}σ，前 ${window} 段）`] },
    grid: { left: 48, right: 24, top: 48, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', minInterval: 1, name: '博文数' },
    series: [
      {
        name: '博文数',
        type: 'bar',
        barMaxWidth: 18,
        data: report.curve.map((p) => (p.spike ? { value: p.count, itemStyle: { color: SPIKE } } : p.count)),
        markPoint: {
          symbol: 'pin',
          symbolSize: 30,
          itemStyle: { color: SPIKE },
          // The count, not a word: neighbouring spikes (two loud hours in a row) stay readable.
          label: { color: '#fff', fontSize: 10 },
          data: report.curve.flatMap((p, i) =>
            p.spike ? [{ name: `峰值 ${p.time}`, coord: [i, p.count], value: p.count }] : [],
          ),
        },
      },
      {
        name: `阈值（均值 + ${k}σ，前 ${window} 段）`,
        type: 'line',
        showSymbol: false,
        lineStyle: { type: 'dashed', color: '#8c8c8c' },
        itemStyle: { color: '#8c8c8c' },
        data: report.curve.map((p) => p.threshold),
      },
    ],
  };
}

const SENTIMENT_COLORS = { positive: '#52c41a', neutral: '#8c8c8c', negative: '#f5222d' } as const;

/** Positive / neutral / negative share of each bucket with posts (stacked to 100%). */
export function sentimentOption(report: TopicReport) {
  const points = report.sentiment.filter((p) => p.total > 0);
  const share = (n: number, total: number) => Math.round((n / total) * 1000) / 10;
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}%` },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: points.map((p) => bucketLabel(p.time, report.bucket)) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: (['positive', 'neutral', 'negative'] as const).map((label) => ({
      name: SENTIMENT_LABELS[label],
      type: 'bar',
      stack: 'share',
      barMaxWidth: 18,
      itemStyle: { color: SENTIMENT_COLORS[label] },
      data: points.map((p) => share(p[label], p.total)),
    })),
  };
}

/** The share of the topic's posts by blogger tier. */
export function tierOption(report: TopicReport) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 条（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['35%', '62%'],
        top: -16,
        label: { formatter: '{b} {d}%' },
        data: report.tiers.map((t) => ({ name: t.label, value: t.posts })),
      },
    ],
  };
}
