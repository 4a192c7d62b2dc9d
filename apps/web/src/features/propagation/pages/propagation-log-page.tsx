import {
  PROPAGATION_DELETED,
  PROPAGATION_STATUS_LABELS,
  PROPAGATION_STATUSES,
  PropagationStatus,
} from '@boguan/contracts/propagation';
import type { PropagationTask } from '@boguan/contracts/propagation.api';
import { App, Button, Card, Progress, Segmented, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useDeletePropagation, usePropagationHistory } from '../api/propagation-api';
import styles from '../components/propagation.module.css';
import { MODE_NAMES, progressPercent, STATUS_COLORS } from '../lib/spread-format';

/** -1 lists every status. */
type Filter = PropagationStatus | -1;
const FILTERS: { value: Filter; label: string }[] = [
  { value: -1, label: '全部' },
  ...PROPAGATION_STATUSES.map((status) => ({ value: status, label: PROPAGATION_STATUS_LABELS[status] })),
];

/** The page and the filter live in the URL (?page=&status=), so a reload or a shared link shows the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number.parseInt(params.get('status') ?? '-1', 10);
  const status: Filter = (PROPAGATION_STATUSES as readonly number[]).includes(raw) ? (raw as PropagationStatus) : -1;
  const set = (next: { page?: number; status?: Filter }) => {
    const out = new URLSearchParams();
    const p = next.page ?? page;
    const s = next.status ?? status;
    if (p > 1) out.set('page', String(p));
    if (s !== -1) out.set('status', String(s));
    setParams(out);
  };
  return { page, status, set };
}

/** /propagationAnalysisLog: the member's analyses with status, a progress bar, the report link and delete. */
export function PropagationLogPage() {
  const { page, status, set } = useListState();
  const history = usePropagationHistory(page, status === -1 ? undefined : status);
  const remove = useDeletePropagation();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();

  const confirmDelete = (task: PropagationTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success(PROPAGATION_DELETED);
      // The last row of a page gone: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) set({ page: page - 1 });
    });

  return (
    <Card title="传播分析记录" extra={<Link to="/propagationAnalysis">新建分析</Link>}>
      <div className={styles.formRow} style={{ marginTop: 0, marginBottom: 12 }}>
        <Segmented<Filter>
          aria-label="按状态筛选"
          options={FILTERS}
          value={status}
          onChange={(value) => set({ status: value, page: 1 })}
        />
      </div>
      <PagedTable<PropagationTask>
        query={history}
        page={page}
        onPage={(next) => set({ page: next })}
        rowKey="id"
        label="传播分析记录"
        title="分析记录加载失败"
        scrollX={1400}
        testId="propagation-log"
        columns={[
          {
            title: '博文',
            key: 'post',
            width: 280,
            render: (_: unknown, task) => (
              <Space orientation="vertical" size={0} style={{ maxWidth: 256 }}>
                <Typography.Text strong>{task.uname || task.uid || '未收录的博主'}</Typography.Text>
                <Typography.Text ellipsis style={{ maxWidth: 256 }} title={task.title}>
                  {task.title || `博文 ${task.mid}`}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '数据来源', dataIndex: 'mode', width: 90, render: (m: PropagationTask['mode']) => MODE_NAMES[m] },
          {
            title: '状态',
            dataIndex: 'status',
            width: 96,
            render: (value: PropagationStatus, task) => <Tag color={STATUS_COLORS[value]}>{task.status_text}</Tag>,
          },
          {
            title: '进度',
            key: 'progress',
            width: 180,
            render: (_: unknown, task) => (
              <>
                <Progress
                  percent={progressPercent(task.progress)}
                  aria-label={`分析进度 ${task.progress_text}`}
                  size="small"
                  status={
                    task.status === PropagationStatus.failed
                      ? 'exception'
                      : task.status === PropagationStatus.done
                        ? 'success'
                        : 'active'
                  }
                />
                {task.error && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {task.error}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: '转发数', dataIndex: 'nodes', width: 90, render: (v: number) => formatCount(v) },
          { title: '层级', dataIndex: 'depth', width: 64 },
          { title: '覆盖人数', dataIndex: 'coverage', width: 100, render: (v: number) => formatCount(v) },
          { title: '提交时间', dataIndex: 'create_time', width: 170 },
          { title: '数据截至', dataIndex: 'data_time', width: 170, render: (v: string | null) => v ?? '-' },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, task) => (
              <Space>
                {task.status === PropagationStatus.done ? (
                  <Link to={`/propagationAnalysisResult?id=${task.id}`}>查看</Link>
                ) : task.status === PropagationStatus.failed ? (
                  <Link to="/propagationAnalysis">重新分析</Link>
                ) : (
                  <Typography.Text type="secondary">分析中</Typography.Text>
                )}
                <Button type="link" danger size="small" onClick={() => confirmDelete(task)}>
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
