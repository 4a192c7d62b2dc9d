import type { TopicHistoryItem } from '@boguan/contracts/topic-monitor.api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';

/** A history item's small chart: reads and discussions over its monitoring, no axes. */
export function MiniTrend({ points }: { points: TopicHistoryItem['trend_data'] }) {
  const option = useMemo(
    () => ({
      grid: { left: 4, right: 4, top: 6, bottom: 4 },
      tooltip: { trigger: 'axis', confine: true },
      xAxis: { type: 'category', show: false, data: points.map((p) => p.date) },
      yAxis: [
        { type: 'value', show: false, scale: true },
        { type: 'value', show: false, scale: true },
      ],
      series: [
        { name: '阅读', type: 'line', showSymbol: false, data: points.map((p) => p.read) },
        { name: '讨论', type: 'line', showSymbol: false, yAxisIndex: 1, data: points.map((p) => p.discussion) },
      ],
    }),
    [points],
  );
  const last = points.at(-1);
  const label = last
    ? `监测趋势：截至 ${last.date} 阅读 ${formatCount(last.read)}，讨论 ${formatCount(last.discussion)}`
    : '监测趋势：暂无数据';
  return <EChart option={option} height={64} ariaLabel={label} />;
}
