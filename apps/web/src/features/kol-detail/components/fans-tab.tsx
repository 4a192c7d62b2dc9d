import { BOT_SIGNAL_LABELS, DetailMessage } from '@boguan/contracts/kol-detail';
import type { FanReady } from '@boguan/contracts/kol-detail.api';
import { Alert, Card, Col, Progress, Row, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { EmptyBlock, QueryState } from '../../../components/query-state';
import { formatPercent } from '../../../lib/format';
import { useFans } from '../api/kol-detail-api';
import { genderPieOption, provinceBarOption, signalBarsOption } from '../lib/chart-options';
import type { DetailRef } from '../lib/detail-query';

function FanCharts({ fans }: { fans: FanReady }) {
  const gender = useMemo(() => genderPieOption(fans), [fans]);
  const provinces = useMemo(() => provinceBarOption(fans), [fans]);
  const signals = useMemo(() => signalBarsOption(fans), [fans]);
  const q = fans.quality;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Alert
          type="info"
          showIcon
          message={`以下数据来自 ${fans.sample_size} 位粉丝的抽样（采样于 ${fans.sampled_at}），样本超过7天会重新采样。`}
        />
      </Col>
      <Col xs={24} xl={8}>
        <Card title="粉丝质量">
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Progress
              type="dashboard"
              aria-label="真实粉丝占比"
              percent={Math.round(q.real_share * 1000) / 10}
              format={(p) => (
                <span>
                  {p}%<div style={{ fontSize: 13, color: 'var(--text-secondary)' }}>真实粉丝</div>
                </span>
              )}
              strokeColor={{ '0%': '#ffb36b', '100%': '#ff8200' }}
              size={180}
            />
            <Typography.Text>
              95%置信区间 {formatPercent(q.low, 1)} – {formatPercent(q.high, 1)}
            </Typography.Text>
            <Typography.Text type="secondary">
              样本 {fans.sample_size} 人，其中疑似异常 {q.suspicious} 人（{formatPercent(q.suspicious_share, 1)}）
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              具备下列两项及以上特征的粉丝记为疑似异常：{Object.values(BOT_SIGNAL_LABELS).join('、')}
            </Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="异常特征分布">
          <EChart option={signals} ariaLabel="异常特征分布" />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="性别分布">
          <EChart option={gender} ariaLabel="粉丝性别分布" />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="地域分布（前15个省份）">
          <EChart
            option={provinces}
            ariaLabel="粉丝地域分布"
            height={Math.max(240, Math.min(15, fans.provinces.length) * 26)}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** 粉丝分析: from a follower sample; while one is being taken the page polls. */
export function FansTab({ detailRef, active }: { detailRef: DetailRef; active: boolean }) {
  const query = useFans(detailRef, active);
  return (
    <QueryState query={query}>
      {(fans) =>
        fans.status === 'sampling' ? (
          <Card>
            <Space direction="vertical" align="center" style={{ width: '100%', padding: 40 }}>
              <Spin size="large" />
              <Typography.Text>{DetailMessage.sampling}</Typography.Text>
              <Progress percent={Math.round(fans.progress * 100)} style={{ width: 300 }} aria-label="粉丝采样进度" />
              <Typography.Text type="secondary">首次查看需要抽样约200位粉丝，通常几秒内完成</Typography.Text>
            </Space>
          </Card>
        ) : fans.sample_size === 0 ? (
          <EmptyBlock />
        ) : (
          <FanCharts fans={fans} />
        )
      }
    </QueryState>
  );
}
