import { CONTENT_DAYS, type ContentDays, DEFAULT_CONTENT_DAYS } from '@boguan/contracts/kol-detail';
import { Card, Col, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/charts/echart';
import { EmptyBlock, QueryState } from '../../../components/query-state';
import { useContent } from '../api/kol-detail-api';
import { originalPieOption, rhythmHeatmapOption } from '../lib/chart-options';
import type { DetailRef } from '../lib/detail-query';
import { KeywordCloud } from './keyword-cloud';
import { PostTable } from './post-table';

/** 内容分析: posting rhythm (China time), original vs repost, keywords and the newest posts. */
export function ContentTab({ detailRef, active }: { detailRef: DetailRef; active: boolean }) {
  const [days, setDays] = useState<ContentDays>(DEFAULT_CONTENT_DAYS);
  const [page, setPage] = useState(1);
  const query = useContent(detailRef, days, page, active);
  const heatmap = useMemo(() => (query.data ? rhythmHeatmapOption(query.data) : null), [query.data]);
  const pie = useMemo(() => (query.data ? originalPieOption(query.data) : null), [query.data]);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Segmented<ContentDays>
        value={days}
        onChange={(value) => {
          setDays(value);
          setPage(1);
        }}
        options={CONTENT_DAYS.map((d) => ({ label: `近${d}天`, value: d }))}
      />
      <QueryState query={query}>
        {(content) => (
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Card>
                <Row gutter={16}>
                  <Col xs={8}>
                    <Statistic title={`近${content.days}天发博`} value={content.total_posts} />
                  </Col>
                  <Col xs={8}>
                    <Statistic title="原创" value={content.original_posts} />
                  </Col>
                  <Col xs={8}>
                    <Statistic title="转发" value={content.repost_posts} />
                  </Col>
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={16}>
              <Card title="发博节奏（星期 × 小时，北京时间）">
                {content.total_posts > 0 && heatmap ? (
                  <EChart option={heatmap} ariaLabel="发博节奏热力图" height={300} />
                ) : (
                  <EmptyBlock />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title="原创与转发">
                {content.total_posts > 0 && pie ? (
                  <EChart option={pie} ariaLabel="原创与转发占比" height={300} />
                ) : (
                  <EmptyBlock />
                )}
              </Card>
            </Col>
            <Col span={24}>
              <Card
                title="内容关键词"
                extra={<Typography.Text type="secondary">按词频，前{content.keywords.length}个</Typography.Text>}
              >
                {content.keywords.length > 0 ? <KeywordCloud words={content.keywords} /> : <EmptyBlock />}
              </Card>
            </Col>
            <Col span={24}>
              <Card title="近期博文">
                <PostTable
                  posts={content.recent.data}
                  loading={query.isFetching}
                  pagination={{
                    current: content.recent.page,
                    pageSize: content.recent.per_page,
                    total: content.recent.total,
                    showSizeChanger: false,
                    onChange: setPage,
                    showTotal: (total) => `共 ${total} 条`,
                  }}
                />
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
    </Space>
  );
}
