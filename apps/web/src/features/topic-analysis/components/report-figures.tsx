import { spikeRuleText, TOPIC_BUCKET_LABELS, type TopicAnalysisMetric } from '@boguan/contracts/topic-analysis';
import type { TopicReport } from '@boguan/contracts/topic-analysis.api';
import { Card, Statistic } from 'antd';
import { formatCount } from '../../../lib/format';
import { MetricTitle } from './metric-title';
import styles from './topic-analysis.module.css';

interface Figure {
  metric: TopicAnalysisMetric;
  value: string;
  note?: string;
  extra?: string;
}

/** The headline figures of a report, each with its formula. */
export function ReportFigures({ report }: { report: TopicReport }) {
  const s = report.summary;
  const peak = report.curve.reduce<TopicReport['curve'][number] | null>(
    (best, p) => (p.count > (best?.count ?? 0) ? p : best),
    null,
  );
  const figures: Figure[] = [
    { metric: 'posts', value: formatCount(s.posts), note: s.capped ? '仅统计最新的博文' : undefined },
    { metric: 'bloggers', value: formatCount(s.bloggers) },
    { metric: 'interactions', value: formatCount(s.interactions) },
    {
      metric: 'spikes',
      value: `${report.spikes.length} 个`,
      note: peak ? `最高 ${peak.count} 条（${peak.time.slice(5, 16)}）` : undefined,
      extra: spikeRuleText(report.spike_rule),
    },
    { metric: 'curve', value: TOPIC_BUCKET_LABELS[report.bucket], note: `${report.start_date} 至 ${report.end_date}` },
  ];
  return (
    <div className={styles.cards} data-testid="topic-figures">
      {figures.map((f) => (
        <Card key={f.metric} size="small">
          <Statistic title={<MetricTitle metric={f.metric} extra={f.extra} />} value={f.value} />
          {f.note ? <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}>{f.note}</div> : null}
        </Card>
      ))}
    </div>
  );
}
