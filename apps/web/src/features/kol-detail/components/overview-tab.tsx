import { InfoCircleOutlined } from '@ant-design/icons';
import type { DetailOverview, GrowthFigure } from '@boguan/contracts/kol-detail.api';
import { METRICS, type MetricKey } from '@boguan/contracts/metrics';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatChange } from '../../../lib/format';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';
import { followersLineOption, postsBarsOption } from '../lib/chart-options';
import { ChartCard } from './chart-card';
import { InfluenceModal } from './influence-modal';

/** Growth as a statistic: the absolute change, with the percentage small beside it. */
function GrowthStatistic({ metric, growth }: { metric: MetricKey; growth: GrowthFigure | null }) {
  const pct = growth?.percent;
  return (
    <Statistic
      title={<MetricTitle metric={metric} />}
      value={growth ? formatChange(growth.absolute) : '-'}
      suffix={
        pct === null || pct === undefined ? undefined : (
          <span style={{ fontSize: 13, color: pct < 0 ? '#cf1322' : '#237804' }}>
            {pct > 0 ? '+' : ''}
            {pct}%
          </span>
        )
      }
    />
  );
}

/** 数据概览: growth, engagement, the influence index with its formula, and the 30-day charts. */
export function OverviewTab({ overview }: { overview: DetailOverview }) {
  const [formulaOpen, setFormulaOpen] = useState(false);
  // A chart without points is not drawn.
  const followers = useMemo(
    () => (overview.followers_series.length > 0 ? followersLineOption(overview.followers_series) : null),
    [overview.followers_series],
  );
  const posts = useMemo(
    () => (overview.daily_posts.length > 0 ? postsBarsOption(overview.daily_posts) : null),
    [overview.daily_posts],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6} xl={4}>
              <GrowthStatistic metric="growth_1d" growth={overview.growth.day} />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <GrowthStatistic metric="growth_7d" growth={overview.growth.week} />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <GrowthStatistic metric="growth_30d" growth={overview.growth.month} />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Statistic
                title={<MetricTitle metric="engagement_rate" suffix="(30天)" />}
                value={formatMetric('percent', overview.engagement_rate)}
              />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Statistic
                title={<MetricTitle metric="avg_interactions" suffix="(30天)" />}
                value={formatMetric('count', overview.avg_interactions)}
              />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Statistic
                title={
                  <span>
                    {METRICS.influence_week.label}(周){' '}
                    <Button
                      type="link"
                      size="small"
                      aria-label="影响力指数计算方法"
                      icon={<InfoCircleOutlined />}
                      onClick={() => setFormulaOpen(true)}
                      style={{ padding: 0, height: 'auto' }}
                    />
                  </span>
                }
                value={overview.influence.index}
                precision={1}
              />
            </Col>
          </Row>
          {overview.remaining_today !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              今日还可查看 {overview.remaining_today} 位新博主的详情（同一博主当天重复查看不计次）
            </Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title="粉丝趋势（近30天）" option={followers} ariaLabel="粉丝趋势" />
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title="每日发博与互动（近30天）" option={posts} ariaLabel="每日发博与互动" />
      </Col>
      <InfluenceModal open={formulaOpen} onClose={() => setFormulaOpen(false)} influence={overview.influence} />
    </Row>
  );
}
