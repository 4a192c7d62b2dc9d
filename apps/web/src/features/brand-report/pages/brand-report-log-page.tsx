import {
  BRAND_REPORT_DELETED,
  BRAND_REPORT_STATUS_LABELS,
  BRAND_REPORT_STATUSES,
  BrandReportStatus,
} from '@boguan/contracts/brand-report';
import type { BrandReportTask } from '@boguan/contracts/brand-report.api';
import { App, Button, Card, Progress, Segmented, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useBrandReportHistory, useDeleteBrandReport } from '../api/brand-report-api';
import styles from '../components/brand-report.module.css';
import { progressPercent, STATUS_COLORS } from '../lib/brand-report-charts';

/** -1 lists every status. */
type Filter = BrandReportStatus | -1;
const FILTERS: { value: Filter; label: string }[] = [
  { value: -1, label: '全部' },
  ...BRAND_REPORT_STATUSES.map((status) => ({ value: status, label: BRAND_REPORT_STATUS_LABELS[status] })),
];

/** The page and the filter live in the URL (?page=&status=), so a reload or a shared link shows the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number.parseInt(params.get('status') ?? '-1', 10);
  const status: Filter = (BRAND_REPORT_STATUSES as readonly number[]).includes(raw) ? (raw as BrandReportStatus) : -1;
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

/** /brandReportLog: the member's brand reports with status, a progress bar, the report link and delete. */
export function BrandReportLogPage() {
  const { page, status, set } = useListState();
  const history = useBrandReportHistory(page, status === -1 ? undefined : status);
  const remove = useDeleteBrandReport();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();

  const confirmDelete = (task: BrandReportTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success(BRAND_REPORT_DELETED);
      if (history.data && history.data.data.length === 1 && page > 1) set({ page: page - 1 });
    });

  return (
    <Card title="品牌报告记录" extra={<Link to="/brandReport">新建报告</Link>}>
      <div className={styles.formRow} style={{ marginTop: 0, marginBottom: 12 }}>
        <Segmented<Filter>
          aria-label="按状态筛选"
          options={FILTERS}
          value={status}
          onChange={(value) => set({ status: value, page: 1 })}
        />
      </div>
      <PagedTable<BrandReportTask>
        query={history}
        page={page}
        onPage={(next) => set({ page: next })}
        rowKey="id"
        label="品牌报告记录"
        title="报告记录加载失败"
        scrollX={1100}
        testId="brand-report-log"
        columns={[
          {
            title: '品牌',
            dataIndex: 'brand_name',
            width: 140,
            render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
          },
          {
            title: '竞品',
            dataIndex: 'competitor_names',
            width: 180,
            render: (names: string[]) => (names.length > 0 ? names.join('、') : '无'),
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
            render: (value: BrandReportStatus, task) => <Tag color={STATUS_COLORS[value]}>{task.status_text}</Tag>,
          },
          {
            title: '进度',
            key: 'progress',
            width: 180,
            render: (_: unknown, task) => (
              <>
                <Progress
                  percent={progressPercent(task.progress)}
                  aria-label={`生成进度 ${task.progress_text}`}
                  size="small"
                  status={
                    task.status === BrandReportStatus.failed
                      ? 'exception'
                      : task.status === BrandReportStatus.done
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
          { title: '提及量', dataIndex: 'mentions', width: 90, render: (v: number) => formatCount(v) },
          { title: '峰值', dataIndex: 'spikes', width: 64 },
          { title: '提交时间', dataIndex: 'create_time', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, task) => (
              <Space>
                {task.status === BrandReportStatus.done ? (
                  <Link to={`/brandResult?id=${task.id}`}>查看</Link>
                ) : task.status === BrandReportStatus.failed ? (
                  <Link to={`/brandReport?brand_id=${encodeURIComponent(task.brand_id)}`}>重新生成</Link>
                ) : (
                  <Typography.Text type="secondary">生成中</Typography.Text>
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
