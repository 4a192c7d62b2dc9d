import { GENDER_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { Avatar, Card, Col, Flex, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatPercent } from '../../../lib/format';
import { ContrastButton } from '../../blogger-common/contrast-button';
import { FavouriteButton } from '../../blogger-common/favourite-star';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';
import { VerifyBadge } from '../../blogger-common/verify-badge';

/** The header card of the detail page: who the blogger is and the key figures of the last 30 days. */
export function DetailHeader({ card }: { card: KolCard }) {
  const location = [card.province, card.city].filter(Boolean).join(' ') || '未知';
  return (
    <Card>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} lg={13}>
          <Flex gap={16} align="flex-start">
            <Avatar src={card.avatar} size={72} alt={card.uname} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Space size={8} wrap>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {card.uname}
                </Typography.Title>
                <VerifyBadge verify={card.verify} />
                {card.category.map((c) => (
                  <Tag key={c} color="orange">
                    {c}
                  </Tag>
                ))}
              </Space>
              {card.verified_reason && (
                <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
                  认证：{card.verified_reason}
                </Typography.Paragraph>
              )}
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '6px 0 0' }}>
                简介：{card.description || '暂无简介'}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                性别：{GENDER_LABELS[card.gender]}　地区：{location}　UID：{card.uid}　数据更新于 {card.computed_at}
              </Typography.Text>
              <div style={{ marginTop: 10 }}>
                <Space>
                  <FavouriteButton kolId={card.kol_id} name={card.uname} />
                  <ContrastButton row={card} labelled />
                </Space>
              </div>
            </div>
          </Flex>
        </Col>
        <Col xs={24} lg={11}>
          <Row gutter={[16, 16]}>
            <Col span={8}>
              <Statistic title={<MetricTitle metric="fans" />} value={formatMetric('count', card.fans)} />
            </Col>
            <Col span={8}>
              <Statistic title={<MetricTitle metric="posts_30d" />} value={card.posts_30d} />
            </Col>
            <Col span={8}>
              <Statistic
                title={<MetricTitle metric="avg_interactions" />}
                value={formatMetric('count', card.avg_interactions)}
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={<MetricTitle metric="engagement_rate" />}
                value={formatMetric('percent', card.engagement_rate)}
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={<MetricTitle metric="sponsored_share" />}
                value={formatPercent(card.sponsored_share, 1)}
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={<MetricTitle metric="influence_week" suffix="(周)" />}
                value={card.influence_week}
                precision={1}
              />
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}
