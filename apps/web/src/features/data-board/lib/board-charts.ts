import type { DataBoardDay, ShareRow } from '@boguan/contracts/data-board.api';
import { CHINA_MAP, MAP_REGIONS } from '../../../components/charts/china-map';
import { formatCount } from '../../../lib/format';

/*
 * ECharts options of the dashboard. Every tooltip says the count beside the share, as the
 * tables do; the figures come from the server as they are, nothing is derived here but labels.
 */

/** 12.3% (one decimal) of a ratio. */
export const pct = (ratio: number) => `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;

/** A pie shows this many slices; the rest are summed into one. */
export const PIE_SLICES = 8;
export const REST_LABEL = '其余';

export interface Slice {
  name: string;
  posts: number;
  share: number;
}

/** The largest slices and the rest summed (a share of the same day's posts, so they add up). */
export function pieSlices(rows: readonly ShareRow[]): Slice[] {
  const shown = rows.slice(0, PIE_SLICES).map((r) => ({ name: r.name, posts: r.posts, share: r.share }));
  const rest = rows.slice(PIE_SLICES);
  if (rest.length === 0) return shown;
  return [
    ...shown,
    {
      name: REST_LABEL,
      posts: rest.reduce((sum, r) => sum + r.posts, 0),
      share: rest.reduce((sum, r) => sum + r.share, 0),
    },
  ];
}

interface SliceTip {
  name: string;
  data?: Slice;
}

const sliceTip = (p: SliceTip) => (p.data ? `${p.name}<br/>${p.data.posts} 条，${pct(p.data.share)}` : p.name);

export function sharePieOption(rows: readonly ShareRow[]) {
  return {
    tooltip: { trigger: 'item', formatter: sliceTip },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['38%', '64%'],
        center: ['50%', '44%'],
        // Outer labels would be cut in a third of the page: the name and share show in the middle
        // on hover, the legend and the table below name every slice.
        label: { show: false, position: 'center' },
        emphasis: {
          label: {
            show: true,
            fontSize: 14,
            fontWeight: 'bold',
            formatter: (p: SliceTip) => `${p.name}\n${p.data ? pct(p.data.share) : ''}`,
          },
        },
        data: pieSlices(rows).map((s) => ({ ...s, value: s.posts })),
      },
    ],
  };
}

/** The provinces on the China map, shaded by their share of the day's posts. */
export function regionMapOption(rows: readonly ShareRow[]) {
  const onMap = rows.filter((r) => MAP_REGIONS.has(r.key));
  const top = Math.max(0.01, ...onMap.map((r) => r.share));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; data?: { posts: number; share: number } }) =>
        p.data ? `${p.name}<br/>${p.data.posts} 条，${pct(p.data.share)}` : `${p.name}：当日无博文`,
    },
    visualMap: {
      min: 0,
      max: Math.round(top * 1000) / 10,
      left: 8,
      bottom: 8,
      text: ['高', '低'],
      calculable: false,
      itemHeight: 100,
      formatter: (v: number) => `${Math.round(v * 10) / 10}%`,
      inRange: { color: ['#fff3e6', '#ffb36b', '#ff8200', '#ad4e00'] },
    },
    series: [
      {
        type: 'map',
        map: CHINA_MAP,
        roam: false,
        layoutCenter: ['50%', '58%'],
        layoutSize: '115%',
        emphasis: { label: { show: true }, itemStyle: { areaColor: '#1677ff' } },
        itemStyle: { areaColor: '#fafafa', borderColor: '#bfbfbf' },
        data: onMap.map((r) => ({
          name: r.key,
          value: Math.round(r.share * 1000) / 10,
          posts: r.posts,
          share: r.share,
        })),
      },
    ],
  };
}

interface AxisTip {
  dataIndex: number;
}

/**
 * The range's days: posts and active bloggers on the left axis, interactions on the right (they
 * are two orders larger); the chosen day marked. Clicking a day chooses it.
 */
export function trendOption(series: readonly DataBoardDay[], chosen: string | null) {
  const dates = series.map((d) => d.date.slice(5));
  const tip = (params: AxisTip[]) => {
    const day = series[params[0]?.dataIndex ?? 0];
    if (!day) return '';
    return [
      day.date,
      `发博量：${formatCount(day.posts)}`,
      `活跃博主：${formatCount(day.bloggers)}`,
      `互动量：${formatCount(day.interactions)}（转发 ${formatCount(day.reposts)}，评论 ${formatCount(day.comments)}，点赞 ${formatCount(day.likes)}）`,
    ].join('<br/>');
  };
  const index = chosen ? series.findIndex((d) => d.date === chosen) : -1;
  return {
    tooltip: { trigger: 'axis', formatter: tip },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates, boundaryGap: true },
    yAxis: [
      { type: 'value', name: '条 / 位', axisLabel: { formatter: (v: number) => formatCount(v) } },
      {
        type: 'value',
        name: '互动量',
        splitLine: { show: false },
        axisLabel: { formatter: (v: number) => formatCount(v) },
      },
    ],
    series: [
      {
        name: '互动量',
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 24,
        itemStyle: { color: '#ffd8b0' },
        data: series.map((d, i) =>
          i === index ? { value: d.interactions, itemStyle: { color: '#ff8200' } } : d.interactions,
        ),
      },
      { name: '发博量', type: 'line', smooth: true, data: series.map((d) => d.posts), itemStyle: { color: '#1677ff' } },
      {
        name: '活跃博主',
        type: 'line',
        smooth: true,
        data: series.map((d) => d.bloggers),
        itemStyle: { color: '#52c41a' },
      },
    ],
  };
}
