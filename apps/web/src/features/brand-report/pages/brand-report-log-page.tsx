import { BRAND_REPORT_DELETED, BRAND_REPORT_STATUS_LABELS } from '@boguan/contracts/brand-report';
import type { BrandReportTask } from '@boguan/contracts/brand-report.api';
import { Typography } from 'antd';
import { rangeColumn, submittedColumn } from '../../../components/task-log/task-log-columns';
import { TaskLogTable } from '../../../components/task-log/task-log-table';
import { useTaskLogParams } from '../../../components/task-log/use-task-log-params';
import { formatCount } from '../../../lib/format';
import { useBrandReportHistory, useDeleteBrandReport } from '../api/brand-report-api';

/** /brandReportLog: the member's brand reports with status, a progress bar, the report link and delete. */
export function BrandReportLogPage() {
  const params = useTaskLogParams();
  const history = useBrandReportHistory(params.page, params.status);
  const remove = useDeleteBrandReport();
  return (
    <TaskLogTable<BrandReportTask>
      title="品牌报告记录"
      create={{ to: '/brandReport', text: '新建报告' }}
      verb="生成"
      statusLabels={BRAND_REPORT_STATUS_LABELS}
      params={params}
      query={history}
      remove={remove.mutateAsync}
      deleted={BRAND_REPORT_DELETED}
      loadFailed="报告记录加载失败"
      links={{
        result: (task) => `/brandResult?id=${task.id}`,
        retry: (task) => `/brandReport?brand_id=${encodeURIComponent(task.brand_id)}`,
      }}
      scrollX={1100}
      testId="brand-report-log"
      leading={[
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
        rangeColumn(),
      ]}
      trailing={[
        { title: '提及量', dataIndex: 'mentions', width: 90, render: (v: number) => formatCount(v) },
        { title: '峰值', dataIndex: 'spikes', width: 64 },
        submittedColumn(),
      ]}
    />
  );
}
