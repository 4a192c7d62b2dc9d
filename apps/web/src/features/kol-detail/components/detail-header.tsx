import { StarFilled, StarOutlined, SwapOutlined } from '@ant-design/icons';
import { GENDER_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { App, Avatar, Button, Card, Col, Flex, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatCount, formatPercent } from '../../../lib/format';
import { useContrastBasket } from '../../blogger-common/contrast-basket';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { useIsFavourite, useToggleFavourite } from '../api/kol-detail-api';

/** Favourite star: POST /api/index/collect action=add|remove. */
function FavouriteButton({ kolId }: { kolId: number }) {
  const { message } = App.useApp();
  const favourite = useIsFavourite(kolId);
  const toggle = useToggleFavourite(kolId);
  const on = favourite.data === true;
  return (
    <Button
      icon={on ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!on, { onSuccess: () => message.success(on ? '已取消收藏' : '收藏成功') })}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}

function ContrastButton({ card }: { card: KolCard }) {
  const { message } = App.useApp();
  const inBasket = useContrastBasket((s) => s.items.some((i) => i.kol_id === card.kol_id));
  const add = useContrastBasket((s) => s.add);
  const remove = useContrastBasket((s) => s.remove);
  return (
    <Button
      icon={<SwapOutlined />}
      onClick={() => {
        if (inBasket) {
          remove(card.kol_id);
          message.info('已移出对比');
          return;
        }
        const { kol_id, uid, uname, avatar, verify, category } = card;
        if (add({ kol_id, uid, uname, avatar, verify, category })) message.success('已加入对比');
        else message.warning('对比栏最多可放5位博主');
      }}
    >
      {inBasket ? '移出对比' : '加入对比'}
    </Button>
  );
}

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
                  <FavouriteButton kolId={card.kol_id} />
                  <ContrastButton card={card} />
                </Space>
              </div>
            </div>
          </Flex>
        </Col>
        <Col xs={24} lg={11}>
          <Row gutter={[16, 16]}>
            <Col span={8}>
              <Statistic title="粉丝数" value={formatCount(card.fans)} />
            </Col>
            <Col span={8}>
              <Statistic title="近30天发博" value={card.posts_30d} />
            </Col>
            <Col span={8}>
              <Statistic title="平均互动" value={formatCount(card.avg_interactions)} />
            </Col>
            <Col span={8}>
              <Statistic title="互动率" value={formatPercent(card.engagement_rate)} />
            </Col>
            <Col span={8}>
              <Statistic title="商业博文占比" value={formatPercent(card.sponsored_share, 1)} />
            </Col>
            <Col span={8}>
              <Statistic title="影响力指数(周)" value={card.influence_week} precision={1} />
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}
