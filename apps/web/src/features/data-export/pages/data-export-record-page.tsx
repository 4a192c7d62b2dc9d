import { EXPORT_DELETED, EXPORT_KEEP_DAYS } from '@boguan/contracts/exports';
import type { ExportRecordItem } from '@boguan/contracts/exports.api';
import { Alert, App, Button, Card, Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { jobPercent } from '../../../components/job-progress';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { downloadExport, useDeleteExport, useExportRecords } from '../api/data-export-api';
import styles from '../components/data-export.module.css';
import { formatFileSize, formatRows } from '../lib/export-form';
import { EXPORT_STATUS_COLORS, EXPORT_STATUS_TEXT } from '../lib/export-status';

const FORMAT_TEXT: Record<ExportRecordItem['format'], string> = { xlsx: 'Excel', csv: 'CSV' };

function StatusCell({ row }: { row: ExportRecordItem }) {
  if (row.status === 'running') {
    return (
      <Progress
        percent={jobPercent(row.progress)}
        size="small"
        status="active"
        aria-label={`${row.file_name}导出进度`}
      />
    );
  }
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={EXPORT_STATUS_COLORS[row.status]}>{EXPORT_STATUS_TEXT[row.status]}</Tag>
      {row.status === 'failed' && row.error && (
        <Typography.Text type="danger" className={styles.cell}>
          {row.error}
        </Typography.Text>
      )}
    </Space>
  );
}

function ExpiryCell({ row }: { row: ExportRecordItem }) {
  if (row.expired) {
    return (
      <Space size={4} wrap>
        <span>{row.expire_time ?? '—'}</span>
        <Tag>已过期</Tag>
      </Space>
    );
  }
  return <span>{row.expire_time ?? '—'}</span>;
}

/**
 * /dataExportRecord: every export of the member from every tool, 10 a page, refreshed while one is
 * being built; a built file is downloaded again until it expires, any record deleted after a confirm.
 */
export function DataExportRecordPage() {
  const [page, setPage] = useState(1);
  const records = useExportRecords(page);
  const remove = useDeleteExport();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();
  const { run } = useSubmit();
  const confirmDelete = (row: ExportRecordItem) =>
    askDelete(async () => {
      await remove.mutateAsync(row.id);
      message.success(EXPORT_DELETED);
      // The last row of a page gone: show the page before.
      if (records.data && records.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card title="导出记录" extra={<Link to="/dataExport">新建导出</Link>}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={`导出文件保留${EXPORT_KEEP_DAYS}天，过期后需重新导出`}
      />
      <PagedTable<ExportRecordItem>
        query={records}
        page={page}
        onPage={setPage}
        rowKey="id"
        label="导出记录"
        title="导出记录加载失败"
        testId="export-records"
        scrollX={1180}
        columns={[
          {
            title: '文件名/标题',
            key: 'file',
            width: 240,
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0} className={styles.cell}>
                <Typography.Text>{row.file_name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.title}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '来源', dataIndex: 'source', width: 100, render: (source: string) => <Tag>{source}</Tag> },
          {
            title: '格式',
            dataIndex: 'format',
            width: 70,
            render: (format: ExportRecordItem['format']) => FORMAT_TEXT[format],
          },
          {
            title: '行数',
            dataIndex: 'row_count',
            width: 90,
            align: 'right',
            render: (rows: number) => formatRows(rows),
          },
          {
            title: '大小',
            dataIndex: 'size',
            width: 90,
            align: 'right',
            render: (size: number | null) => formatFileSize(size),
          },
          { title: '状态', key: 'status', width: 150, render: (_: unknown, row) => <StatusCell row={row} /> },
          { title: '操作人', dataIndex: 'operator', width: 110 },
          { title: '创建时间', dataIndex: 'create_time', width: 170 },
          { title: '有效期至', key: 'expire', width: 200, render: (_: unknown, row) => <ExpiryCell row={row} /> },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                {row.status === 'done' && !row.expired && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`下载${row.file_name}`}
                    onClick={() => void run(() => downloadExport(row.id, row.file_name))}
                  >
                    下载
                  </Button>
                )}
                <Button
                  type="link"
                  danger
                  size="small"
                  aria-label={`删除${row.file_name}`}
                  onClick={() => confirmDelete(row)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
