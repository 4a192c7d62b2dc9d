import { CONTENT_DAYS, type ContentDays, DEFAULT_CONTENT_DAYS } from '@boguan/contracts/kol-detail';
import { Card, Col, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { WordCloudChart } from '../../../components/charts/word-cloud-chart';
import { CARD_CLOUD_PX } from '../../../components/charts/word-cloud-sizes';
import { EmptyBlock, QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useContent } from '../api/kol-detail-api';
import { originalPieOption, rhythmHeatmapOption } from '../lib/chart-options';
import type { DetailRef } from '../lib/detail-query';
import { ChartCard } from './chart-card';
import { PostTable } from './post-table';

/** 内容分析: posting rhythm (China time), original vs repost, keywords and the newest posts. */
export function ContentTab({ detailRef, active }: { detailRef: DetailRef; active: boolean }) {
  const [days, setDays] = useState<ContentDays>(DEFAULT_CONTENT_DAYS);
  const [page, setPage] = useState(1);
  const query = useContent(detailRef, days, page, active);
  // Nothing to draw without posts.
  const posted = query.data && query.data.total_posts > 0 ? query.data : null;
  const heatmap = useMemo(() => (posted ? rhythmHeatmapOption(posted) : null), [posted]);
  const pie = useMemo(() => (posted ? originalPieOption(posted) : null), [posted]);
  const keywords = useMemo(
    () => (posted?.keywords ?? []).map((k) => ({ word: k.word, value: k.count, label: `${k.count} 次` })),
    [posted],
  );
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
              <ChartCard
                title="发博节奏（星期 × 小时，北京时间）"
                option={heatmap}
                ariaLabel="发博节奏热力图"
                height={300}
              />
            </Col>
            <Col xs={24} xl={8}>
              <ChartCard title="原创与转发" option={pie} ariaLabel="原创与转发占比" height={300} />
            </Col>
            <Col span={24}>
              <Card
                title="内容关键词"
                extra={<Typography.Text type="secondary">按词频，前{content.keywords.length}个</Typography.Text>}
              >
                {keywords.length > 0 ? (
                  <WordCloudChart words={keywords} ariaLabel="关键词云" height={280} px={CARD_CLOUD_PX} />
                ) : (
                  <EmptyBlock />
                )}
              </Card>
            </Col>
            <Col span={24}>
              <Card title="近期博文">
                <PostTable
                  posts={content.recent.data}
                  loading={query.isFetching}
                  pagination={serverPagination({
                    page: content.recent.page,
                    perPage: content.recent.per_page,
                    total: content.recent.total,
                    unit: '条',
                    onChange: setPage,
                  })}
                />
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
    </Space>
  );
}
