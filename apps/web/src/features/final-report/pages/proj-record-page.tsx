import { FinalReportMessage as M, type ProjectPhase } from '@boguan/contracts/final-report';
import type { ProjectItem } from '@boguan/contracts/final-report.api';
import { App, Button, Card, Grid, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useDeleteProject, useProjectList } from '../api/project-api';
import { money } from '../lib/money';
import { PHASE_COLORS } from '../lib/report-status';

/** /blogProjRecord: the member's campaign projects with their live figures; open posts or report, delete. */
export function ProjRecordPage() {
  const [page, setPage] = useState(1);
  const list = useProjectList(page);
  const remove = useDeleteProject();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();
  // A phone keeps the whole width for the table: the actions column is pinned only on wider screens.
  const wide = Grid.useBreakpoint().md ?? true;

  const confirmDelete = (project: ProjectItem) =>
    askDelete(async () => {
      await remove.mutateAsync(project.id);
      message.success(M.deleted);
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card
      title="项目记录"
      extra={
        <Space>
          {list.data && (
            <Typography.Text type="secondary">
              已创建 {list.data.total}/{list.data.limit} 个
            </Typography.Text>
          )}
          <Link to="/blogAddProj">新建项目</Link>
        </Space>
      }
    >
      <PagedTable<ProjectItem>
        query={list}
        page={page}
        onPage={setPage}
        rowKey="id"
        label="投放项目"
        title="项目记录加载失败"
        scrollX={1100}
        columns={[
          {
            title: '项目',
            key: 'name',
            render: (_: unknown, p) => (
              <Space orientation="vertical" size={2}>
                <Link to={`/blogProjBlog?id=${p.id}`}>{p.name}</Link>
                <Typography.Text type="secondary">{p.brand}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '投放周期',
            key: 'dates',
            width: 210,
            render: (_: unknown, p) => `${p.start_date} 至 ${p.end_date}`,
          },
          {
            title: '状态',
            dataIndex: 'phase',
            width: 90,
            render: (phase: ProjectPhase, p) => <Tag color={PHASE_COLORS[phase]}>{p.phase_text}</Tag>,
          },
          { title: '博文数', key: 'posts', width: 90, render: (_: unknown, p) => `${p.posts}/${p.max_posts}` },
          { title: '互动量', dataIndex: 'interactions', width: 100, render: formatCount },
          { title: '预算', dataIndex: 'budget_fen', width: 120, render: money },
          { title: '创建时间', dataIndex: 'create_time', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            fixed: wide ? 'right' : undefined,
            render: (_: unknown, p) => (
              <Space>
                <Link to={`/blogProjBlog?id=${p.id}`}>博文</Link>
                <Link to={`/blogProjReport?id=${p.id}`}>报告</Link>
                <Button type="link" danger size="small" onClick={() => confirmDelete(p)}>
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
