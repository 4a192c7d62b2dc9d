import type { ExportRecordItem } from '@boguan/contracts/exports.api';
import { Button, Drawer, Grid, Progress, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { downloadRecord, useExportRecords } from '../api/post-search-api';

const STATUS = {
  running: { text: '生成中', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  failed: { text: '失败', color: 'error' },
} as const;

/** 导出记录 (getBlogExportRecode): this area's exports, a running one with its progress, each downloadable again. */
export function ExportRecords({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const records = useExportRecords(page, open);
  const scrollRef = useFocusableScroll('导出记录');
  const screens = Grid.useBreakpoint();
  const columns: TableColumnsType<ExportRecordItem> = [
    { title: '导出内容', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '条数', dataIndex: 'row_count', key: 'rows', width: 72, align: 'right' },
    { title: '导出时间', dataIndex: 'create_time', key: 'time', width: 160 },
    {
      title: '状态',
      key: 'status',
      width: 140,
      render: (_, row) =>
        row.status === 'running' ? (
          <Progress percent={Math.round(row.progress * 100)} size="small" aria-label={`${row.title}进度`} />
        ) : (
          <Tag color={STATUS[row.status].color}>{STATUS[row.status].text}</Tag>
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 72,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          disabled={row.status !== 'done'}
          onClick={() => void downloadRecord(row.id, row.file_name)}
          aria-label={`下载${row.title}`}
        >
          下载
        </Button>
      ),
    },
  ];
  return (
    <Drawer title="导出记录" open={open} onClose={onClose} size={screens.md === false ? '100%' : 720} destroyOnHidden>
      <div ref={scrollRef}>
        <QueryState query={records} title="导出记录加载失败" isEmpty={(data) => data.total === 0}>
          {(data) => (
            <Table<ExportRecordItem>
              data-testid="post-export-records"
              rowKey="id"
              size="small"
              dataSource={data.data}
              columns={columns}
              scroll={{ x: 640 }}
              pagination={serverPagination({
                page,
                perPage: data.per_page,
                total: data.total,
                unit: '条',
                onChange: setPage,
              })}
            />
          )}
        </QueryState>
      </div>
    </Drawer>
  );
}
