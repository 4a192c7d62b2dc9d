import { ART_MON_HINTS } from '@boguan/contracts/post-monitor';
import type { ArtMonContrast, ArtMonReportContent, ArtMonTrend } from '@boguan/contracts/post-monitor.api';
import { Card, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatChange, formatCount } from '../../../lib/format';
import { type ReportRef, useContrast, useTrend } from '../api/post-monitor-api';
import { HintTitle } from './hint-title';
import styles from './post-monitor.module.css';

const KINDS = [
  { key: 'reposts', label: '转发' },
  { key: 'comments', label: '评论' },
  { key: 'likes', label: '点赞' },
] as const;

function Figures({ report }: { report: ArtMonReportContent }) {
  const { current, growth, peak } = report;
  return (
    <div className={styles.figures}>
      {KINDS.map((k) => (
        <Statistic key={k.key} title={`当前${k.label}`} value={formatCount(current[k.key])} />
      ))}
      <Statistic
        title={<HintTitle label="监测期间新增互动" hint={ART_MON_HINTS.growth} />}
        value={formatChange(growth.interactions)}
      />
      <Statistic
        title={<HintTitle label="增长最快时段" hint={ART_MON_HINTS.peak} />}
        value={peak ? peak.time.slice(5, 16) : '-'}
        suffix={
          peak ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              +{formatCount(peak.new_reposts + peak.new_comments + peak.new_likes)}
            </Typography.Text>
          ) : null
        }
      />
    </div>
  );
}

function TrendChart({ trend }: { trend: ArtMonTrend }) {
  const option = useMemo(() => {
    const times = trend.points.map((p) => p.time.slice(5, 16));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: times },
      yAxis: [
        { type: 'value', name: '累计' },
        { type: 'value', name: '新增', splitLine: { show: false } },
      ],
      series: [
        ...KINDS.map((k) => ({
          name: `${k.label}数`,
          type: 'line',
          showSymbol: trend.points.length < 40,
          data: trend.points.map((p) => p[k.key]),
        })),
        {
          name: '新增互动',
          type: 'bar',
          yAxisIndex: 1,
          data: trend.points.map((p) => p.new_reposts + p.new_comments + p.new_likes),
        },
      ],
    };
  }, [trend]);
  return <EChart option={option} height={320} ariaLabel={`转发、评论、点赞趋势，共 ${trend.points.length} 个监测点`} />;
}

function ContrastTable({ contrast }: { contrast: ArtMonContrast }) {
  const scrollRef = useFocusableScroll('本博文与博主均值对比');
  const rows = [...KINDS, { key: 'interactions', label: '互动' } as const].map((k) => ({
    ...contrast[k.key],
    key: k.key,
    label: k.label,
  }));
  return (
    <div ref={scrollRef}>
      <Typography.Paragraph type="secondary">
        对比博主发布本博文前 {contrast.period_days} 天内的 {contrast.sample_size} 条原创博文
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '指标', dataIndex: 'label' },
          { title: '本博文', dataIndex: 'post', render: (v: number) => formatCount(v) },
          { title: '博主均值', dataIndex: 'average', render: (v: number) => formatCount(v) },
          {
            title: <HintTitle label="倍数" hint={ART_MON_HINTS.contrast} />,
            dataIndex: 'ratio',
            render: (v: number | null) => (v === null ? '-' : `${v.toFixed(2)} 倍`),
          },
        ]}
      />
    </div>
  );
}

/** 数据概览: the figures, the trend with each interval's increments, and the blogger comparison. */
export function ReportOverview({
  report,
  reportRef,
  refreshMs,
}: {
  report: ArtMonReportContent;
  reportRef: ReportRef;
  refreshMs: number | false;
}) {
  const trend = useTrend(reportRef, refreshMs);
  const contrast = useContrast(reportRef, refreshMs);
  return (
    <div className={styles.item}>
      <Figures report={report} />
      <Card size="small" title={<HintTitle label="传播趋势" hint={ART_MON_HINTS.interval} />}>
        <QueryState query={trend} title="趋势加载失败" isEmpty={(t) => t.points.length === 0}>
          {(t) => <TrendChart trend={t} />}
        </QueryState>
      </Card>
      <Card size="small" title="本博文 vs 博主近期均值">
        <QueryState query={contrast} title="对比加载失败">
          {(c) => <ContrastTable contrast={c} />}
        </QueryState>
      </Card>
    </div>
  );
}
