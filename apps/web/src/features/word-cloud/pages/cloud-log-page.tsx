import {
  WORD_CLOUD_DELETED,
  WORD_CLOUD_SOURCE_LABELS,
  WORD_CLOUD_SOURCES,
  type WordCloudSource,
} from '@boguan/contracts/word-cloud';
import type { WordCloudSummary } from '@boguan/contracts/word-cloud.api';
import { App, Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import tool from '../../blogger-common/tool-page.module.css';
import { useCloudHistory, useDeleteCloud } from '../api/word-cloud-api';
import { cloudBasis, textUnit } from '../lib/cloud-lib';

type Filter = WordCloudSource | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  ...WORD_CLOUD_SOURCES.map((s) => ({ value: s, label: WORD_CLOUD_SOURCE_LABELS[s] })),
];

function HistoryTable({ source }: { source: WordCloudSource | undefined }) {
  const [page, setPage] = useState(1);
  const history = useCloudHistory(page, source);
  const remove = useDeleteCloud();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();
  const confirmDelete = (cloud: WordCloudSummary) =>
    askDelete(async () => {
      await remove.mutateAsync(cloud.id);
      message.success(WORD_CLOUD_DELETED);
      // The last row of a page gone: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <PagedTable<WordCloudSummary>
      query={history}
      page={page}
      onPage={setPage}
      rowKey="id"
      label="词云记录"
      title="词云记录加载失败"
      scrollX={900}
      columns={[
        {
          title: '词云名称',
          dataIndex: 'title',
          render: (title: string, cloud) => (
            <Space size={4} wrap>
              <Link to={`/wordCloud?id=${cloud.id}`}>{title}</Link>
              {cloud.demo && <Tag color="blue">演示数据</Tag>}
            </Space>
          ),
        },
        { title: '来源', dataIndex: 'source_text', width: 110, render: (text: string) => <Tag>{text}</Tag> },
        {
          title: '内容',
          key: 'basis',
          render: (_: unknown, cloud) => (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
              {cloudBasis(cloud)}
            </Typography.Text>
          ),
        },
        { title: '分析文本', key: 'texts', width: 130, render: (_: unknown, c) => `${c.texts} ${textUnit(c)}` },
        { title: '词数', dataIndex: 'word_count', width: 80 },
        { title: '生成时间', dataIndex: 'create_time', width: 170 },
        {
          title: '操作',
          key: 'actions',
          width: 120,
          fixed: 'right',
          render: (_: unknown, cloud) => (
            <Space>
              <Link to={`/wordCloud?id=${cloud.id}`} aria-label={`查看「${cloud.title}」`}>
                查看
              </Link>
              <Button type="link" danger size="small" onClick={() => confirmDelete(cloud)}>
                删除
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** /cloudLog: the member's clouds (source, time, word count), opened or deleted. */
export function CloudLogPage() {
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <Card title="词云记录" extra={<Link to="/wordCloud">生成词云</Link>}>
      <div className={tool.toolbar}>
        <Segmented<Filter> aria-label="按来源筛选" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      {/* A new filter starts again on page 1. */}
      <HistoryTable key={filter} source={filter === 'all' ? undefined : filter} />
    </Card>
  );
}
