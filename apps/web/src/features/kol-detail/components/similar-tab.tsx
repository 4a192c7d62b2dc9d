import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { SimilarBlogger } from '@boguan/contracts/kol-detail';
import { Card, Progress, Table, Tag } from 'antd';
import { formatCount, formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { useSimilar } from '../api/kol-detail-api';
import type { DetailRef } from '../lib/detail-query';
import { QueryState } from '../../../components/query-state';

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
              { title: '粉丝数', key: 'fans', width: 110, render: (_, row) => formatCount(row.card.fans) },
              { title: '互动率', key: 'er', width: 100, render: (_, row) => formatPercent(row.card.engagement_rate) },
              { title: '影响力(周)', key: 'inf', width: 100, render: (_, row) => row.card.influence_week.toFixed(1) },
              {
                title: '相似度',
                dataIndex: 'score',
                width: 160,
                render: (score: number) => <Progress percent={score} size="small" format={(p) => `${p}`} />,
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
