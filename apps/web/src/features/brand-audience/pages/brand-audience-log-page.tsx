import {
  BRAND_AUDIENCE_DELETED,
  BRAND_AUDIENCE_STATUS_LABELS,
  BRAND_AUDIENCE_STATUSES,
  BrandAudienceStatus,
} from '@boguan/contracts/brand-audience';
import type { BrandAudienceTask } from '@boguan/contracts/brand-audience.api';
import { App, Button, Card, Progress, Segmented, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { JOB_STATUS_COLORS, jobPercent } from '../../../components/job-progress';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useBrandAudienceHistory, useDeleteBrandAudience } from '../api/brand-audience-api';
import styles from '../components/brand-audience.module.css';

/** -1 lists every status. */
type Filter = BrandAudienceStatus | -1;
const FILTERS: { value: Filter; label: string }[] = [
  { value: -1, label: '全部' },
  ...BRAND_AUDIENCE_STATUSES.map((status) => ({ value: status, label: BRAND_AUDIENCE_STATUS_LABELS[status] })),
];

/** The page and the filter live in the URL (?page=&status=), so a reload or a shared link shows the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number.parseInt(params.get('status') ?? '-1', 10);
  const status: Filter = (BRAND_AUDIENCE_STATUSES as readonly number[]).includes(raw)
    ? (raw as BrandAudienceStatus)
    : -1;
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

/** /brandAudienceLog: the member's analyses with status, a progress bar, the report link and delete. */
export function BrandAudienceLogPage() {
  const { page, status, set } = useListState();
  const history = useBrandAudienceHistory(page, status === -1 ? undefined : status);
  const remove = useDeleteBrandAudience();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();

  const confirmDelete = (task: BrandAudienceTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success(BRAND_AUDIENCE_DELETED);
      if (history.data && history.data.data.length === 1 && page > 1) set({ page: page - 1 });
    });

  return (
    <Card title="品牌受众分析记录" extra={<Link to="/brandAudience">新建分析</Link>}>
      <div className={styles.formRow} style={{ marginTop: 0, marginBottom: 12 }}>
        <Segmented<Filter>
          aria-label="按状态筛选"
          options={FILTERS}
          value={status}
          onChange={(value) => set({ status: value, page: 1 })}
        />
      </div>
      <PagedTable<BrandAudienceTask>
        query={history}
        page={page}
        onPage={(next) => set({ page: next })}
        rowKey="id"
        label="品牌受众分析记录"
        title="分析记录加载失败"
        scrollX={1100}
        testId="brand-audience-log"
        columns={[
          {
            title: '品牌',
            key: 'brand',
            width: 200,
            render: (_: unknown, task) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{task.brand_name}</Typography.Text>
                {task.competitor_name && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    对比：{task.competitor_name}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: '时间范围',
            key: 'range',
            width: 200,
            render: (_: unknown, task) => `${task.start_date} 至 ${task.end_date}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 96,
            render: (value: BrandAudienceStatus, task) => (
              <Tag color={JOB_STATUS_COLORS[value]}>{task.status_text}</Tag>
            ),
          },
          {
            title: '进度',
            key: 'progress',
            width: 180,
            render: (_: unknown, task) => (
              <>
                <Progress
                  percent={jobPercent(task.progress)}
                  aria-label={`分析进度 ${task.progress_text}`}
                  size="small"
                  status={
                    task.status === BrandAudienceStatus.failed
                      ? 'exception'
                      : task.status === BrandAudienceStatus.done
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
          { title: '受众用户', dataIndex: 'users', width: 90, render: (v: number) => formatCount(v) },
          { title: '提交时间', dataIndex: 'create_time', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, task) => (
              <Space>
                {task.status === BrandAudienceStatus.done ? (
                  <Link to={`/brandAudienceResult?id=${task.id}`}>查看</Link>
                ) : task.status === BrandAudienceStatus.failed ? (
                  <Link to="/brandAudience">重新分析</Link>
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
