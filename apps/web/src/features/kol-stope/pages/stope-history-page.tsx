import { EMPTY_LIST } from '@boguan/contracts/kol';
import { STOPE_DELETED, STOPE_STATUS_LABELS, STOPE_STATUSES, StopeStatus } from '@boguan/contracts/kol-stope';
import type { StopeTask } from '@boguan/contracts/kol-stope.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { App, Avatar, Button, Card, Progress, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import tool from '../../blogger-common/tool-page.module.css';
import { useDeleteStope, useStopeHistory } from '../api/kol-stope-api';
import { progressPercent, STATUS_COLORS } from '../lib/stope-dates';

/** -1 lists every status. */
const FILTERS: { value: StopeStatus | -1; label: string }[] = [
  { value: -1, label: '全部' },
  ...STOPE_STATUSES.map((status) => ({ value: status, label: STOPE_STATUS_LABELS[status] })),
];

function HistoryTable({ status }: { status: StopeStatus | undefined }) {
  const [page, setPage] = useState(1);
  const history = useStopeHistory(page, status);
  const remove = useDeleteStope();
  const { message } = App.useApp();

  const askDelete = useConfirmDelete();
  const confirmDelete = (task: StopeTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success(STOPE_DELETED);
      // The last row of a page gone: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <QueryState query={history} title="回采记录加载失败">
      {(data) => (
        <Table<StopeTask>
          rowKey="id"
          dataSource={data.data}
          locale={{ emptyText: EMPTY_LIST }}
          scroll={{ x: 1150 }}
          pagination={serverPagination({
            page,
            perPage: data.per_page,
            total: data.total,
            unit: '条',
            onChange: setPage,
          })}
          columns={[
            {
              title: '博主',
              key: 'blogger',
              render: (_: unknown, task) => (
                <Space>
                  <Avatar src={task.avatar} size={32} alt={task.uname} />
                  <Typography.Text ellipsis style={{ maxWidth: 140 }}>
                    {task.uname}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: '回采时间范围',
              key: 'range',
              width: 215,
              render: (_: unknown, task) => `${task.start_date} 至 ${task.end_date}`,
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (value: StopeStatus, task) => <Tag color={STATUS_COLORS[value]}>{task.status_text}</Tag>,
            },
            {
              title: '进度',
              key: 'progress',
              width: 130,
              render: (_: unknown, task) => (
                <Progress
                  percent={progressPercent(task.progress)}
                  aria-label="回采进度"
                  size="small"
                  status={
                    task.status === StopeStatus.failed
                      ? 'exception'
                      : task.status === StopeStatus.done
                        ? 'success'
                        : 'active'
                  }
                />
              ),
            },
            {
              title: '博文数',
              dataIndex: 'posts',
              width: 100,
              render: (v: number, task) => (task.capped ? `${v}（已截取）` : v),
            },
            { title: '商业博文', dataIndex: 'sponsored', width: 95 },
            {
              title: metricLabel('interactions'),
              dataIndex: 'interactions',
              width: 90,
              render: (v: number) => formatCount(v),
            },
            { title: '提交时间', dataIndex: 'create_time', width: 170 },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              fixed: 'right',
              render: (_: unknown, task) => (
                <Space>
                  {task.status === StopeStatus.done ? (
                    <Link to={`/stopeResult?id=${task.id}`}>查看</Link>
                  ) : task.status === StopeStatus.failed ? (
                    <Typography.Text type="danger" title={task.error ?? ''}>
                      失败
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">采集中</Typography.Text>
                  )}
                  <Button type="link" danger size="small" onClick={() => confirmDelete(task)}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

/** /stopeHistory: the member's back-collection tasks with status, progress, counts and actions. */
export function StopeHistoryPage() {
  const [status, setStatus] = useState<StopeStatus | -1>(-1);
  return (
    <Card title="回采记录" extra={<Link to="/stope">新建回采</Link>}>
      <div className={tool.toolbar}>
        <Segmented<StopeStatus | -1> options={FILTERS} value={status} onChange={setStatus} />
      </div>
      {/* A new filter starts again on page 1. */}
      <HistoryTable key={status} status={status === -1 ? undefined : status} />
    </Card>
  );
}
