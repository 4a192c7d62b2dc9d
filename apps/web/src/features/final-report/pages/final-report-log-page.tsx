import { FinalReportMessage as M, ReportStatus } from '@boguan/contracts/final-report';
import type { ReportItem } from '@boguan/contracts/final-report.api';
import { App, Button, Card, Grid, Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useDeleteReport, useReportHistory } from '../api/final-report-api';
import { money } from '../lib/money';
import { percent, STATUS_COLORS } from '../lib/report-status';

/** /finalReportLog: the member's final reports with their state, progress and figures; open or delete. */
export function FinalReportLogPage() {
  const [page, setPage] = useState(1);
  const history = useReportHistory(page);
  const remove = useDeleteReport();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();
  // A phone keeps the whole width for the table: the actions column is pinned only on wider screens.
  const wide = Grid.useBreakpoint().md ?? true;

  const confirmDelete = (report: ReportItem) =>
    askDelete(async () => {
      await remove.mutateAsync(report.id);
      message.success(M.deleted);
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card title="报告记录" extra={<Link to="/finalReport">新建结案报告</Link>}>
      <PagedTable<ReportItem>
        query={history}
        page={page}
        onPage={setPage}
        rowKey="id"
        label="结案报告记录"
        title="报告记录加载失败"
        scrollX={1220}
        columns={[
          {
            title: '报告名称',
            key: 'name',
            render: (_: unknown, r) => (
              <div>
                <Typography.Text strong>{r.name}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {r.project_name ? `项目：${r.project_name}` : '粘贴链接'}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          { title: '博文数', dataIndex: 'posts', width: 80 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 160,
            render: (value: ReportStatus, r) => (
              <Space orientation="vertical" size={2}>
                <Tag color={STATUS_COLORS[value]}>{r.status_text}</Tag>
                {r.error && <Typography.Text type="danger">{r.error}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: '进度',
            key: 'progress',
            width: 140,
            render: (_: unknown, r) => (
              <Progress
                percent={percent(r.progress)}
                size="small"
                aria-label="报告生成进度"
                status={
                  r.status === ReportStatus.failed ? 'exception' : r.status === ReportStatus.done ? 'success' : 'active'
                }
              />
            ),
          },
          { title: '博主数', dataIndex: 'bloggers', width: 80 },
          { title: '互动量', dataIndex: 'interactions', width: 100, render: formatCount },
          { title: '投放费用', dataIndex: 'cost_fen', width: 120, render: money },
          { title: '数据截至', dataIndex: 'data_time', width: 170, render: (v: string | null) => v ?? '-' },
          { title: '提交时间', dataIndex: 'create_time', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: wide ? 'right' : undefined,
            render: (_: unknown, r) => (
              <Space>
                {r.status === ReportStatus.done ? (
                  <Link to={`/finalResult?id=${r.id}`}>查看</Link>
                ) : r.status === ReportStatus.failed ? null : (
                  <Typography.Text type="secondary">生成中</Typography.Text>
                )}
                <Button type="link" danger size="small" onClick={() => confirmDelete(r)}>
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
