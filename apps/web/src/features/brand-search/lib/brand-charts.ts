import type { AudienceRow, BrandDayPoint, BrandSov, BrandTier } from '@boguan/contracts/brand-search.api';

/*
 * ECharts options of the brand detail tabs, built from the API answers (pure, so they are
 * unit-tested). Every label the user sees is Chinese.
 */

const shortDate = (date: string) => date.slice(5);

/** Mentions (bars) and interactions (line, right axis) per day. */
export function volumeOption(series: readonly BrandDayPoint[]) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['声量', '互动量'], top: 0 },
    grid: { left: 50, right: 70, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: series.map((d) => shortDate(d.day)) },
    yAxis: [
      { type: 'value', name: '声量', minInterval: 1 },
      { type: 'value', name: '互动量' },
    ],
    series: [
      { name: '声量', type: 'bar', data: series.map((d) => d.mentions), barMaxWidth: 18 },
      { name: '互动量', type: 'line', yAxisIndex: 1, smooth: true, data: series.map((d) => d.interactions) },
    ],
  };
}

/** Positive / neutral / negative mentions per day, stacked. */
export function sentimentOption(series: readonly BrandDayPoint[]) {
  const bar = (name: string, color: string, pick: (d: BrandDayPoint) => number) => ({
    name,
    type: 'bar',
    stack: 'sentiment',
    itemStyle: { color },
    data: series.map(pick),
    barMaxWidth: 18,
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['正面', '中性', '负面'], top: 0 },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: series.map((d) => shortDate(d.day)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      bar('正面', '#52c41a', (d) => d.positive),
      bar('中性', '#bfbfbf', (d) => d.neutral),
      bar('负面', '#ff4d4f', (d) => d.negative),
    ],
  };
}

/** The category's share of voice: the listed brands and the rest as 其他. */
export function sovOption(sov: BrandSov) {
  const listed = sov.peers.reduce((s, p) => s + p.mentions, 0);
  const data = sov.peers.map((p) => ({ name: p.name, value: p.mentions }));
  if (sov.category_mentions > listed) data.push({ name: '其他品牌', value: sov.category_mentions - listed });
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], data, label: { formatter: '{b}\n{d}%' } }],
  };
}

export function splitOption(organic: number, sponsored: number) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: [
          { name: '自然内容', value: organic },
          { name: '商业内容', value: sponsored },
        ],
      },
    ],
  };
}

export function tiersOption(tiers: readonly BrandTier[]) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['博主数', '博文数'], top: 0 },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: tiers.map((t) => t.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '博主数', type: 'bar', data: tiers.map((t) => t.bloggers), barMaxWidth: 28 },
      { name: '博文数', type: 'bar', data: tiers.map((t) => t.posts), barMaxWidth: 28 },
    ],
  };
}

/** Shares of an audience breakdown as horizontal bars with their interval as error whiskers in the tooltip. */
export function audienceOption(rows: readonly AudienceRow[]) {
  const ordered = [...rows].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 80, right: 40, top: 10, bottom: 20 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: ordered.map((r) => r.label) },
    series: [
      {
        name: '占比（%）',
        type: 'bar',
        data: ordered.map((r) => Math.round(r.share.share * 1000) / 10),
        barMaxWidth: 16,
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  };
}
