import { spikeRuleText } from '@boguan/contracts/topic-analysis';
import type { TopicReport, TopicSpike } from '@boguan/contracts/topic-analysis.api';
import { Card, Empty, Tag, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import { volumeOption } from '../lib/topic-charts';
import { MetricTitle } from './metric-title';
import styles from './topic-analysis.module.css';

/** The volume curve with its spikes marked, and the rule that marked them in words. */
export function VolumeCard({ report }: { report: TopicReport }) {
  const rule = spikeRuleText(report.spike_rule);
  return (
    <Card title={<MetricTitle metric="curve" extra={rule} />}>
      {report.summary.posts === 0 ? (
        <Empty description="该时间范围内暂无话题博文" />
      ) : (
        <EChart option={volumeOption(report)} height={340} ariaLabel={`话题声量曲线，${report.spikes.length} 个峰值`} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="spike-rule">
        {rule}（k = {report.spike_rule.k}，w = {report.spike_rule.window}）；图钉与深色柱为峰值，虚线为阈值。
      </Typography.Text>
    </Card>
  );
}

function SpikeItem({ spike }: { spike: TopicSpike }) {
  return (
    <li className={styles.spikeItem}>
      <Typography.Text strong>{spike.time.slice(0, 16)}</Typography.Text> <Tag color="orange">{spike.count} 条</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        前段均值 {spike.mean}，标准差 {spike.sd}，阈值 {spike.threshold}
      </Typography.Text>
      {spike.posts.map((p) => (
        <div key={p.mid} className={styles.keyPost}>
          <Typography.Text>
            <Typography.Text strong>{p.name || `用户${p.uid}`}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.created_at}
            </Typography.Text>
          </Typography.Text>
          <PostLink url={p.url} className={styles.postText}>
            {p.text}
          </PostLink>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            转发 {formatCount(p.reposts)} · 评论 {formatCount(p.comments)} · 点赞 {formatCount(p.likes)} · 互动{' '}
            {formatCount(p.interactions)}
          </Typography.Text>
        </div>
      ))}
    </li>
  );
}

/** Each spike with the posts that drew the most interactions in its bucket. */
export function SpikePostsCard({ report }: { report: TopicReport }) {
  return (
    <Card title={<MetricTitle metric="keyPosts" />}>
      {report.spikes.length === 0 ? (
        <Empty description="该时间范围内没有达到峰值条件的时间段" />
      ) : (
        <ul className={styles.spikeList} aria-label="峰值关键博文">
          {report.spikes.map((spike) => (
            <SpikeItem key={spike.time} spike={spike} />
          ))}
        </ul>
      )}
    </Card>
  );
}
