import type { StopeDay, StopeSummary } from '@boguan/contracts/kol-stope.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { Card, Statistic } from 'antd';
import { CHART_COLORS, EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';
import styles from './kol-stope.module.css';

/** The summary cards of a result: totals and per-post averages of the collected posts. */
export function StopeSummaryCards({ summary }: { summary: StopeSummary }) {
  const items: [string, number, boolean][] = [
    ['博文数', summary.posts, false],
    ['原创博文', summary.originals, false],
    ['商业博文', summary.sponsored, false],
    ['总互动量', summary.interactions, true],
    ['总转发', summary.reposts, true],
    ['总评论', summary.comments, true],
    ['总点赞', summary.likes, true],
    ['平均互动', summary.avg_interactions, true],
  ];
  return (
    <div className={styles.cards}>
      {items.map(([title, value, count]) => (
        <Card key={title} size="small">
          <Statistic title={title} value={value} formatter={(v) => (count ? formatCount(Number(v)) : String(v))} />
        </Card>
      ))}
    </div>
  );
}

/** Posts (bars) and interactions (line) per China day of the range. */
export function StopeDailyChart({ daily }: { daily: StopeDay[] }) {
  const interactions = metricLabel('interactions');
  const option = {
    color: CHART_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['博文数', '商业博文', interactions] },
    grid: { left: 48, right: 64, top: 56, bottom: 32 },
    xAxis: { type: 'category', data: daily.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '博文数', minInterval: 1 },
      { type: 'value', name: interactions, axisLabel: { formatter: (v: number) => formatCount(v) } },
    ],
    series: [
      { name: '博文数', type: 'bar', data: daily.map((d) => d.posts), barMaxWidth: 28 },
      { name: '商业博文', type: 'bar', data: daily.map((d) => d.sponsored), barMaxWidth: 28 },
      // Straight segments: a smoothed curve overshoots below 0 between a busy day and a quiet one.
      { name: interactions, type: 'line', yAxisIndex: 1, smooth: false, data: daily.map((d) => d.interactions) },
    ],
  };
  return <EChart option={option} height={300} ariaLabel="每日博文数与互动量" />;
}
