import type { ContrastDetail } from '@boguan/contracts/kol-contrast.api';
import { Card, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { trendOption } from '../lib/contrast-charts';

/** Followers and interactions per day, every blogger overlaid on the same date axis. */
export function TrendCharts({ detail }: { detail: ContrastDetail }) {
  const { dates, followers, interactions } = detail.trends;
  const followerOption = useMemo(
    () => trendOption(dates, followers, detail.bloggers, { fromZero: false }),
    [dates, followers, detail.bloggers],
  );
  const interactionOption = useMemo(
    () => trendOption(dates, interactions, detail.bloggers, { fromZero: true }),
    [dates, interactions, detail.bloggers],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title="粉丝数趋势">
          <EChart option={followerOption} ariaLabel="粉丝数趋势对比" height={300} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            每日最后一次采集时的粉丝数
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="互动数趋势">
          <EChart option={interactionOption} ariaLabel="互动数趋势对比" height={300} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            当日发布博文的转发+评论+点赞之和
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
