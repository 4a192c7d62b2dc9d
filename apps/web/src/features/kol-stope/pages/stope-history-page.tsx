import { EMPTY_LIST } from '@boguan/contracts/kol';
import { STOPE_STATUS_LABELS, StopeStatus, type StopeTask } from '@boguan/contracts/kol-stope';
import { Alert, App, Avatar, Button, Card, Progress, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useDeleteStope, useStopeHistory } from '../api/kol-stope-api';
import styles from '../components/kol-stope.module.css';
import { progressPercent, STATUS_COLORS } from '../lib/stope-dates';

const FILTERS = [
  { value: -1, label: '全部' },
  ...([0, 1, 2, 3] as const).map((status) => ({ value: status, label: STOPE_STATUS_LABELS[status] })),
];

function HistoryTable({ status }: { status: number | undefined }) {
  const [page, setPage] = useState(1);
  const history = useStopeHistory(page, status);
  const remove = useDeleteStope();
  const { message } = App.useApp();

  const askDelete = useConfirmDelete();
  const confirmDelete = (task: StopeTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success('删除成功');
      // The last row of a page gone: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  if (history.isError && !history.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="回采记录加载失败"
        action={
          <Button size="small" onClick={() => history.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <Table<StopeTask>
      rowKey="id"
      loading={history.isFetching && !history.data}
      dataSource={history.data?.data ?? []}
      locale={{ emptyText: EMPTY_LIST }}
      scroll={{ x: 1150 }}
      pagination={{
        current: page,
        pageSize: history.data?.per_page ?? 10,
        total: history.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: setPage,
      }}
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
        { title: '互动量', dataIndex: 'interactions', width: 90, render: (v: number) => formatCount(v) },
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
  );
}

/** /stopeHistory: the member's back-collection tasks with status, progress, counts and actions. */
export function StopeHistoryPage() {
  const [status, setStatus] = useState(-1);
  return (
    <Card title="回采记录" extra={<Link to="/stope">新建回采</Link>}>
      <div className={styles.toolbar}>
        <Segmented options={FILTERS} value={status} onChange={(value) => setStatus(Number(value))} />
      </div>
      {/* A new filter starts again on page 1. */}
      <HistoryTable key={status} status={status === -1 ? undefined : status} />
    </Card>
  );
}
