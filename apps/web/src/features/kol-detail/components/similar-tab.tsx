import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { SimilarBlogger } from '@boguan/contracts/kol-detail.api';
import { Card, Progress, Table, Tag } from 'antd';
import { QueryState } from '../../../components/query-state';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';
import { useSimilar } from '../api/kol-detail-api';
import type { DetailRef } from '../lib/detail-query';

/** 相似博主: same category, close follower scale and engagement rate. */
export function SimilarTab({ detailRef, active }: { detailRef: DetailRef; active: boolean }) {
  const query = useSimilar(detailRef, active);
  return (
    <QueryState query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Card title="相似博主（同分类，粉丝量级与互动率相近）">
          <Table<SimilarBlogger>
            rowKey={(row) => row.card.kol_id}
            dataSource={list}
            pagination={false}
            locale={{ emptyText: EMPTY_LIST }}
            scroll={{ x: 900 }}
            columns={[
              { title: '博主', key: 'blogger', render: (_, row) => <BloggerCell card={row.card} /> },
              {
                title: <MetricTitle metric="fans" />,
                key: 'fans',
                width: 110,
                render: (_, row) => formatMetric('count', row.card.fans),
              },
              {
                title: <MetricTitle metric="engagement_rate" />,
                key: 'er',
                width: 100,
                render: (_, row) => formatMetric('percent', row.card.engagement_rate),
              },
              {
                title: <MetricTitle metric="influence_week" />,
                key: 'inf',
                width: 110,
                render: (_, row) => formatMetric('index', row.card.influence_week),
              },
              {
                title: '相似度',
                dataIndex: 'score',
                width: 160,
                render: (score: number) => (
                  <Progress percent={score} size="small" format={(p) => `${p}`} aria-label={`相似度 ${score}`} />
                ),
              },
              {
                title: '相似原因',
                dataIndex: 'reasons',
                render: (reasons: string[]) => reasons.map((r) => <Tag key={r}>{r}</Tag>),
              },
            ]}
          />
        </Card>
      )}
    </QueryState>
  );
}
