import { BRAND_AUDIENCE_DELETED, BRAND_AUDIENCE_STATUS_LABELS } from '@boguan/contracts/brand-audience';
import type { BrandAudienceTask } from '@boguan/contracts/brand-audience.api';
import { Space, Typography } from 'antd';
import { rangeColumn, submittedColumn } from '../../../components/task-log/task-log-columns';
import { TaskLogTable } from '../../../components/task-log/task-log-table';
import { useTaskLogParams } from '../../../components/task-log/use-task-log-params';
import { formatCount } from '../../../lib/format';
import { useBrandAudienceHistory, useDeleteBrandAudience } from '../api/brand-audience-api';

/** /brandAudienceLog: the member's analyses with status, a progress bar, the report link and delete. */
export function BrandAudienceLogPage() {
  const params = useTaskLogParams();
  const history = useBrandAudienceHistory(params.page, params.status);
  const remove = useDeleteBrandAudience();
  return (
    <TaskLogTable<BrandAudienceTask>
      title="品牌受众分析记录"
      create={{ to: '/brandAudience', text: '新建分析' }}
      verb="分析"
      statusLabels={BRAND_AUDIENCE_STATUS_LABELS}
      params={params}
      query={history}
      remove={remove.mutateAsync}
      deleted={BRAND_AUDIENCE_DELETED}
      loadFailed="分析记录加载失败"
      links={{ result: (task) => `/brandAudienceResult?id=${task.id}`, retry: () => '/brandAudience' }}
      scrollX={1100}
      testId="brand-audience-log"
      leading={[
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
        rangeColumn(),
      ]}
      trailing={[
        { title: '受众用户', dataIndex: 'users', width: 90, render: (v: number) => formatCount(v) },
        submittedColumn(),
      ]}
    />
  );
}
