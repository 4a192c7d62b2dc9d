import type { ArtMonHistoryItem } from '@boguan/contracts/post-monitor.api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';

/** A history item's small chart: retweets, comments and likes over its monitoring, no axes. */
export function MiniTrend({ points }: { points: ArtMonHistoryItem['trend_data'] }) {
  const option = useMemo(
    () => ({
      grid: { left: 4, right: 4, top: 6, bottom: 4 },
      tooltip: { trigger: 'axis', confine: true },
      xAxis: { type: 'category', show: false, data: points.map((p) => p.date) },
      yAxis: { type: 'value', show: false, scale: true },
      series: [
        { name: '转发', type: 'line', showSymbol: false, data: points.map((p) => p.retweets) },
        { name: '评论', type: 'line', showSymbol: false, data: points.map((p) => p.comments) },
        { name: '点赞', type: 'line', showSymbol: false, data: points.map((p) => p.likes) },
      ],
    }),
    [points],
  );
  const last = points.at(-1);
  const label = last
    ? `监测趋势：截至 ${last.date} 转发 ${last.retweets}，评论 ${last.comments}，点赞 ${last.likes}`
    : '监测趋势：暂无数据';
  return <EChart option={option} height={64} ariaLabel={label} />;
}
