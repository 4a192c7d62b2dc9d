import { TOPIC_MON_HINTS } from '@boguan/contracts/topic-monitor';
import type { TopicReportContent, TopicTrend } from '@boguan/contracts/topic-monitor.api';
import { Card, Grid, Radio, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { formatChange, formatCount } from '../../../lib/format';
import { useTrend } from '../api/topic-monitor-api';
import { HintTitle } from './hint-title';
import styles from './topic-monitor.module.css';

const METRICS = [
  { key: 'read', added: 'new_read', label: '阅读' },
  { key: 'discussion', added: 'new_discussion', label: '讨论' },
  { key: 'originals', added: 'new_originals', label: '原创博文' },
] as const;
type Metric = (typeof METRICS)[number];

function Figures({ report }: { report: TopicReportContent }) {
  const { current, growth, peak } = report;
  return (
    <div className={styles.figures}>
      <Statistic title="当前阅读" value={formatCount(current.read)} />
      <Statistic title="当前讨论" value={formatCount(current.discussion)} />
      <Statistic
        title={<HintTitle label="带话题博文" hint={TOPIC_MON_HINTS.posts} />}
        value={formatCount(current.posts)}
        suffix={
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            原创 {formatCount(current.originals)}
          </Typography.Text>
        }
      />
      <Statistic title="参与博主" value={formatCount(report.bloggers)} />
      <Statistic
        title={<HintTitle label="监测期间新增阅读" hint={TOPIC_MON_HINTS.growth} />}
        value={formatChange(growth.read)}
      />
      <Statistic title="监测期间新增讨论" value={formatChange(growth.discussion)} />
      <Statistic
        title="讨论增长最快时段"
        value={peak ? peak.time.slice(5, 16) : '-'}
        suffix={
          peak ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              +{formatCount(peak.new_discussion)}
            </Typography.Text>
          ) : null
        }
      />
    </div>
  );
}

/** Increments as the figures read (万, 亿). */
const compact = (value: number) => formatCount(value);
/** Totals in full: a topic's reads grow by thousands on hundreds of millions, 万/亿 would hide the steps. */
const full = (value: number) => value.toLocaleString('zh-CN');

function TrendChart({ trend, metric }: { trend: TopicTrend; metric: Metric }) {
  // On a phone the totals' axis leaves its room to the plot: the tooltip and the figures above give them.
  const narrow = Grid.useBreakpoint().sm === false;
  const option = useMemo(() => {
    const times = trend.points.map((p) => p.time.slice(5, 16));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      // containLabel: the axis labels (up to 亿) get their own room, also on a 375 px phone.
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: times },
      yAxis: [
        { type: 'value', scale: true, axisLabel: { show: !narrow, formatter: full } },
        { type: 'value', splitLine: { show: false }, axisLabel: { formatter: compact } },
      ],
      series: [
        {
          name: `${metric.label}数（左轴）`,
          type: 'line',
          showSymbol: trend.points.length < 40,
          data: trend.points.map((p) => p[metric.key]),
        },
        {
          name: `新增${metric.label}（右轴）`,
          type: 'bar',
          yAxisIndex: 1,
          data: trend.points.map((p) => p[metric.added]),
        },
      ],
    };
  }, [trend, metric, narrow]);
  return (
    <EChart
      option={option}
      height={320}
      ariaLabel={`${metric.label}趋势与每个监测间隔的新增，共 ${trend.points.length} 个监测点`}
    />
  );
}

/** 趋势概览: the figures, and the chosen figure's trend with each interval's increments. */
export function TrendPanel({
  report,
  id,
  refreshMs,
}: {
  report: TopicReportContent;
  id: number;
  refreshMs: number | false;
}) {
  const trend = useTrend(id, refreshMs);
  const [metric, setMetric] = useState<Metric>(METRICS[0]);
  return (
    <div className={styles.item}>
      <Figures report={report} />
      <Card size="small" title={<HintTitle label="话题趋势" hint={TOPIC_MON_HINTS.interval} />}>
        <div style={{ marginBottom: 8 }}>
          <Radio.Group
            size="small"
            aria-label="趋势指标"
            value={metric.key}
            onChange={(e) => setMetric(METRICS.find((m) => m.key === e.target.value) ?? METRICS[0])}
          >
            {METRICS.map((m) => (
              <Radio.Button key={m.key} value={m.key}>
                {m.label}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
        <div data-testid="topic-mon-trend">
          <QueryState query={trend} title="趋势加载失败" isEmpty={(t) => t.points.length === 0}>
            {(t) => <TrendChart trend={t} metric={metric} />}
          </QueryState>
        </div>
      </Card>
    </div>
  );
}
