import type { BrandReport } from '@boguan/contracts/brand-report.api';
import { Card, Empty, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { SentimentShare } from '../../../components/sentiment-share';
import { sentimentOption } from '../lib/brand-report-charts';
import styles from './brand-report.module.css';
import { MetricTitle } from './metric-title';
import { PostItem } from './post-list';
import { ShareText } from './share-text';

/** Sentiment per day and over the range, with the sample each share comes from. */
export function SentimentCard({ report }: { report: BrandReport }) {
  const s = report.summary;
  return (
    <Card title={<MetricTitle metric="sentiment" />}>
      <SentimentShare counts={{ positive: s.positive, neutral: s.neutral, negative: s.negative, total: s.mentions }} />
      <Typography.Paragraph style={{ fontSize: 12, marginTop: 8 }}>
        <MetricTitle metric="negativeShare" />：<ShareText share={s.negative_share} />
      </Typography.Paragraph>
      {s.mentions > 0 && (
        <EChart option={sentimentOption(report)} height={280} ariaLabel="每日正面、中性、负面提及占比" />
      )}
    </Card>
  );
}

/** The negative posts that carried the most interactions: what drove the negative share. */
export function NegativePostsCard({ report }: { report: BrandReport }) {
  return (
    <Card title={<MetricTitle metric="negativePosts" />}>
      {report.negative_posts.length === 0 ? (
        <Empty description="该时间范围内没有负面提及" />
      ) : (
        <ul className={styles.postList} aria-label="负面声量来源">
          {report.negative_posts.map((p) => (
            <li key={p.mid}>
              <PostItem post={p} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
