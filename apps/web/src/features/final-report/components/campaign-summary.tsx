import { InfoCircleOutlined } from '@ant-design/icons';
import { COMMENTS_PER_POST, TIER_LABELS } from '@boguan/contracts/final-report';
import type { CampaignSummary, ReportPost } from '@boguan/contracts/final-report.api';
import { Button, Card, Empty, Statistic, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EChart } from '../../../components/charts/echart';
import { PostLink } from '../../../components/post-link';
import { SentimentShare } from '../../../components/sentiment-share';
import { formatCount, formatPercent } from '../../../lib/format';
import { money } from '../lib/money';
import styles from './final-report.module.css';

/** A figure's name with its formula behind an ⓘ (docs/metrics.md "Campaigns"). */
function Explained({ label, hint }: { label: string; hint: string }) {
  return (
    <span>
      {label}
      <Tooltip title={hint}>
        <Button type="text" size="small" icon={<InfoCircleOutlined />} aria-label={`${label}的计算方法：${hint}`} />
      </Tooltip>
    </span>
  );
}

/** The cards: totals, exposure, engagement rate and what the cost bought. */
export function SummaryCards({
  summary,
  costLabel,
  costAction,
}: {
  summary: CampaignSummary;
  costLabel: string;
  costAction?: ReactNode;
}) {
  const items: [ReactNode, string][] = [
    [summary.deleted_posts > 0 ? `博文数（另有 ${summary.deleted_posts} 条已删除）` : '博文数', String(summary.posts)],
    ['博主数', String(summary.bloggers)],
    ['互动总量', formatCount(summary.interactions)],
    ['平均每条互动', formatCount(summary.avg_interactions)],
    [<Explained key="exposure" label="预估曝光" hint={summary.exposure_basis} />, formatCount(summary.exposure)],
    [
      <Explained key="rate" label="互动率" hint="互动总量 ÷ 每条博文作者粉丝数之和（同一博主多条博文按条计入）" />,
      formatPercent(summary.engagement_rate),
    ],
    [costLabel, money(summary.cost_fen)],
    [
      <Explained key="cpe" label="CPE（元/互动）" hint="投放费用 ÷ 互动总量；未填写费用时不计算" />,
      money(summary.cpe_fen),
    ],
    [
      <Explained key="cpm" label="CPM（元/千次曝光）" hint="投放费用 ÷ 预估曝光 × 1000；未填写费用时不计算" />,
      money(summary.cpm_fen),
    ],
  ];
  return (
    <div className={styles.cards}>
      {items.map(([title, value], i) => (
        <Card key={typeof title === 'string' ? title : i} size="small">
          <Statistic title={title} value={value} />
          {i === 6 && costAction}
        </Card>
      ))}
    </div>
  );
}

function InteractionKinds({ summary }: { summary: CampaignSummary }) {
  const option = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['30%', '72%'],
        // Shares inside the ring, names in the legend: outside labels are cut off on a phone.
        percentPrecision: 1,
        label: { position: 'inside', formatter: '{d}%', color: '#fff', fontSize: 11 },
        minShowLabelAngle: 12,
        data: [
          { name: '转发', value: summary.reposts },
          { name: '评论', value: summary.comments },
          { name: '点赞', value: summary.likes },
        ],
      },
    ],
  };
  return <EChart option={option} height={260} ariaLabel="互动构成：转发、评论、点赞" />;
}

function Tiers({ summary }: { summary: CampaignSummary }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 56, top: 40, bottom: 56 },
    xAxis: { type: 'category', data: summary.tiers.map((t) => t.label) },
    yAxis: [
      { type: 'value', name: '博主数', minInterval: 1 },
      { type: 'value', name: '互动量', axisLabel: { formatter: (v: number) => formatCount(v) } },
    ],
    series: [
      { name: '博主数', type: 'bar', barMaxWidth: 32, data: summary.tiers.map((t) => t.bloggers) },
      { name: '互动量', type: 'bar', barMaxWidth: 32, yAxisIndex: 1, data: summary.tiers.map((t) => t.interactions) },
    ],
  };
  return (
    <>
      <EChart option={option} height={240} ariaLabel="博主层级：各层级博主数与互动量" />
      <Typography.Text type="secondary">{summary.tiers.map((t) => `${t.label}：${t.band}`).join('；')}</Typography.Text>
    </>
  );
}

function PublishDays({ summary }: { summary: CampaignSummary }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 56, top: 40, bottom: 56 },
    xAxis: { type: 'category', data: summary.daily.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '博文数', minInterval: 1 },
      { type: 'value', name: '互动量', axisLabel: { formatter: (v: number) => formatCount(v) } },
    ],
    series: [
      { name: '博文数', type: 'bar', barMaxWidth: 28, data: summary.daily.map((d) => d.posts) },
      { name: '互动量', type: 'line', yAxisIndex: 1, data: summary.daily.map((d) => d.interactions) },
    ],
  };
  return <EChart option={option} height={240} ariaLabel="按发布日期的博文数与互动量" />;
}

function PostRanking({ posts }: { posts: ReportPost[] }) {
  if (posts.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="博文不足，暂无对比" />;
  return (
    <ol className={styles.postList}>
      {posts.map((p) => (
        <li key={p.mid}>
          <div>
            <Typography.Text strong>{p.uname}</Typography.Text>
            <Tag style={{ marginInlineStart: 8 }}>{TIER_LABELS[p.tier]}</Tag>
            <PostLink url={p.url} className={styles.postText}>
              {p.text || '（无文字）'}
            </PostLink>
          </div>
          <Typography.Text>{formatCount(p.interactions)} 互动</Typography.Text>
        </li>
      ))}
    </ol>
  );
}

/** Every block of a campaign's figures, for a frozen report and a live project alike. */
export function CampaignBlocks({ summary }: { summary: CampaignSummary }) {
  return (
    <>
      <div className={styles.columns}>
        <Card size="small" title="互动构成">
          <InteractionKinds summary={summary} />
        </Card>
        <Card size="small" title="博主层级分布">
          <Tiers summary={summary} />
        </Card>
      </div>
      <Card size="small" title="发布时间分布">
        {summary.daily.length === 0 ? <Empty description="暂无数据..." /> : <PublishDays summary={summary} />}
      </Card>
      <div className={styles.columns}>
        <Card size="small" title="表现最好的博文">
          <PostRanking posts={summary.best} />
        </Card>
        <Card size="small" title="表现最弱的博文">
          <PostRanking posts={summary.worst} />
        </Card>
      </div>
      <div className={styles.columns}>
        <Card
          size="small"
          title="评论情感"
          extra={<Typography.Text type="secondary">每条博文最多抽样 {COMMENTS_PER_POST} 条评论</Typography.Text>}
        >
          <SentimentShare counts={summary.sentiment} />
        </Card>
        <Card size="small" title="评论高频词">
          {summary.words.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论词语" />
          ) : (
            <div className={styles.words} data-testid="top-words">
              {summary.words.slice(0, 30).map((w) => (
                <Tag key={w.word}>
                  {w.word} {w.count}
                </Tag>
              ))}
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
