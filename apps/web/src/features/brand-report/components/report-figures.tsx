import { type BrandReportMetric, brandSpikeRuleText } from '@boguan/contracts/brand-report';
import type { BrandReport } from '@boguan/contracts/brand-report.api';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import styles from './brand-report.module.css';
import { MetricTitle } from './metric-title';
import { ShareText } from './share-text';

interface Figure {
  metric: BrandReportMetric;
  value: string;
  note?: ReactNode;
  extra?: string;
}

/** The headline figures of a report, each with its formula; every share with its interval and sample. */
export function ReportFigures({ report }: { report: BrandReport }) {
  const s = report.summary;
  const figures: Figure[] = [
    { metric: 'mentions', value: formatCount(s.mentions), note: `${report.start_date} 至 ${report.end_date}` },
    { metric: 'interactions', value: formatCount(s.interactions) },
    { metric: 'users', value: formatCount(s.users) },
    {
      metric: 'sov',
      value: s.sov ? `${(s.sov.share * 100).toFixed(1)}%` : '-',
      note: s.sov ? <ShareText share={s.sov} /> : '未选择竞品，不计算声量份额',
    },
    {
      metric: 'netSentiment',
      value: s.net_sentiment.toFixed(2),
      note: `正面 ${s.positive} · 中性 ${s.neutral} · 负面 ${s.negative}`,
    },
    {
      metric: 'negativeShare',
      value: `${(s.negative_share.share * 100).toFixed(1)}%`,
      note: <ShareText share={s.negative_share} />,
    },
    { metric: 'sponsored', value: formatCount(s.sponsored), note: <ShareText share={s.sponsored_share} /> },
    {
      metric: 'spikes',
      value: `${report.spikes.length} 个`,
      note: `k = ${report.spike_rule.k}，w = ${report.spike_rule.window}`,
      extra: brandSpikeRuleText(report.spike_rule),
    },
  ];
  return (
    <div className={styles.cards} data-testid="brand-figures">
      {figures.map((f) => (
        <Card key={f.metric} size="small">
          <Statistic title={<MetricTitle metric={f.metric} extra={f.extra} />} value={f.value} />
          {f.note ? <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}>{f.note}</div> : null}
        </Card>
      ))}
    </div>
  );
}
