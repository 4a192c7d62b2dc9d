import { BRAND_REPORT_METRICS, brandSpikeRuleText } from '@boguan/contracts/brand-report';
import type { BrandReport, BrandSpike } from '@boguan/contracts/brand-report.api';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { volumeOption } from '../lib/brand-report-charts';
import styles from './brand-report.module.css';
import { MetricTitle } from './metric-title';
import { PostItem } from './post-list';
import { ShareText } from './share-text';

/** The brand's volume against its competitors, its share of voice and its spikes, with the rule in words. */
export function VolumeCard({ report }: { report: BrandReport }) {
  const rule = brandSpikeRuleText(report.spike_rule);
  const scroll = useFocusableScroll('品牌与竞品声量对比');
  return (
    <Card title={<MetricTitle metric="volume" />}>
      {report.summary.mentions === 0 && report.volume.every((v) => v.total_mentions === 0) ? (
        <Empty description="该时间范围内暂无提及" />
      ) : (
        <EChart
          option={volumeOption(report)}
          height={360}
          ariaLabel={`品牌每日提及量与竞品对比，${report.spikes.length} 个峰值`}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="spike-rule">
        {rule}（k = {report.spike_rule.k}，w = {report.spike_rule.window}）；图钉与深色柱为峰值，虚线为阈值。
      </Typography.Paragraph>
      <div ref={scroll}>
        <Table
          size="small"
          rowKey={(v) => v.brand.brand_id}
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={report.volume}
          columns={[
            {
              title: '品牌',
              key: 'brand',
              render: (_: unknown, v, i) => (
                <span>
                  {v.brand.brand_cn_name} {i === 0 ? <Tag color="blue">分析品牌</Tag> : <Tag>竞品</Tag>}
                </span>
              ),
            },
            { title: '提及量', dataIndex: 'total_mentions', render: (n: number) => formatCount(n) },
            { title: '互动量', dataIndex: 'total_interactions', render: (n: number) => formatCount(n) },
            {
              title: BRAND_REPORT_METRICS.sov.label,
              key: 'sov',
              render: (_: unknown, v) => <ShareText share={v.sov} />,
            },
            { title: '净情感值', dataIndex: 'net_sentiment', render: (n: number) => n.toFixed(2) },
          ]}
        />
      </div>
      {/* The share's formula: a button in a header would sit in antd's hidden measure row. */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        {BRAND_REPORT_METRICS.sov.label}：{BRAND_REPORT_METRICS.sov.hint}。
      </Typography.Paragraph>
    </Card>
  );
}

function SpikeItem({ spike }: { spike: BrandSpike }) {
  return (
    <li className={styles.postItem}>
      <Typography.Text strong>{spike.day}</Typography.Text> <Tag color="orange">{spike.count} 条</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        前段均值 {spike.mean}，标准差 {spike.sd}，阈值 {spike.threshold}
      </Typography.Text>
      {spike.posts.length === 0 ? (
        <Typography.Paragraph type="secondary">该日博文未在报告读取范围内</Typography.Paragraph>
      ) : (
        spike.posts.map((p) => <PostItem key={p.mid} post={p} />)
      )}
    </li>
  );
}

/** Each spike with the posts that drew the most interactions that day. */
export function SpikePostsCard({ report }: { report: BrandReport }) {
  return (
    <Card title={<MetricTitle metric="keyPosts" />}>
      {report.spikes.length === 0 ? (
        <Empty description="该时间范围内没有达到峰值条件的日期" />
      ) : (
        <ul className={styles.postList} aria-label="峰值关键博文">
          {report.spikes.map((spike) => (
            <SpikeItem key={spike.day} spike={spike} />
          ))}
        </ul>
      )}
    </Card>
  );
}
