import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { BrandWorkedWith, DetailCommercial } from '@boguan/contracts/kol-detail.api';
import { METRICS } from '@boguan/contracts/metrics';
import { Alert, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { QueryState } from '../../../components/query-state';
import { formatCount, formatPercent } from '../../../lib/format';
import { useCommercial } from '../api/kol-detail-api';
import type { DetailRef } from '../lib/detail-query';
import { PostTable } from './post-table';

const yuan = (value: number) => `¥${value.toLocaleString('zh-CN')}`;

function CommercialBody({ data }: { data: DetailCommercial }) {
  const p = data.paid_organic;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic
                title={`近${data.days}天商业博文`}
                value={data.sponsored_count}
                suffix={`/ ${data.total_posts}`}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={METRICS.sponsored_share.label} value={formatPercent(data.sponsored_share, 1)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="商业博文平均互动" value={formatCount(p.paid_avg)} suffix={`(${p.paid_posts}条)`} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title="自然博文平均互动"
                value={formatCount(p.organic_avg)}
                suffix={`(${p.organic_posts}条)`}
              />
            </Col>
          </Row>
          <Typography.Paragraph style={{ margin: '12px 0 0' }}>
            商业/自然互动比：
            <Typography.Text strong>
              {p.ratio === null ? '样本不足，无法计算' : `${p.ratio.toFixed(2)} 倍`}
            </Typography.Text>
            <Typography.Text type="secondary">（商业博文平均互动 ÷ 自然博文平均互动）</Typography.Text>
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col span={24}>
        <Card
          title={
            <Space>
              单条博文报价 <Tag color="orange">估算</Tag>
            </Space>
          }
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic title="估算报价区间（每条）" value={`${yuan(data.price.low)} – ${yuan(data.price.high)}`} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic
                title="按互动计价 (CPE)"
                value={`${yuan(data.price.cpe.low)} – ${yuan(data.price.cpe.high)}`}
              />
            </Col>
            <Col xs={12} md={8}>
              <Statistic
                title="按曝光计价 (CPM)"
                value={`${yuan(data.price.cpm.low)} – ${yuan(data.price.cpm.high)}`}
              />
            </Col>
          </Row>
          <Alert style={{ marginTop: 12 }} type="warning" showIcon message="估算依据" description={data.price.basis} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="合作品牌（商业博文中提及的品牌）">
          <Table<BrandWorkedWith>
            size="small"
            rowKey="brand_id"
            dataSource={data.brands}
            pagination={data.brands.length > 10 ? { pageSize: 10 } : false}
            locale={{ emptyText: EMPTY_LIST }}
            columns={[
              {
                title: '品牌',
                dataIndex: 'cn_name',
                render: (name: string, b) => (
                  <Space>
                    {b.logo && <img src={b.logo} alt="" width={24} height={24} style={{ borderRadius: 4 }} />}
                    <span>{name}</span>
                    {b.en_name && <Typography.Text type="secondary">{b.en_name}</Typography.Text>}
                  </Space>
                ),
              },
              { title: '合作博文数', dataIndex: 'posts', width: 120 },
              { title: '最近合作日期', dataIndex: 'last_date', width: 160 },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={`商业博文（近${data.days}天，最新${data.sponsored_posts.length}条）`}>
          <PostTable
            posts={data.sponsored_posts}
            pagination={data.sponsored_posts.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            extra={[
              {
                title: '识别依据',
                dataIndex: 'markers',
                width: 180,
                // No text marker means Weibo itself flagged the post as an ad (is_ad).
                render: (markers: string[]) =>
                  markers.length > 0 ? markers.slice(0, 3).map((m) => <Tag key={m}>{m}</Tag>) : <Tag>平台广告标识</Tag>,
              },
              {
                title: '品牌',
                dataIndex: 'brands',
                width: 140,
                render: (brands: string[]) => brands.join('、') || '-',
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** 商业价值: sponsored posts, brands, paid vs organic engagement and the estimated price band. */
export function CommercialTab({ detailRef, active }: { detailRef: DetailRef; active: boolean }) {
  const query = useCommercial(detailRef, active);
  return <QueryState query={query}>{(data) => <CommercialBody data={data} />}</QueryState>;
}
