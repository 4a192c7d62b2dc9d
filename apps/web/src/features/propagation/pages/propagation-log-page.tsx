import { PROPAGATION_DELETED, PROPAGATION_STATUS_LABELS } from '@boguan/contracts/propagation';
import type { PropagationTask } from '@boguan/contracts/propagation.api';
import { Space, Typography } from 'antd';
import { submittedColumn } from '../../../components/task-log/task-log-columns';
import { TaskLogTable } from '../../../components/task-log/task-log-table';
import { useTaskLogParams } from '../../../components/task-log/use-task-log-params';
import { formatCount } from '../../../lib/format';
import { useDeletePropagation, usePropagationHistory } from '../api/propagation-api';
import { MODE_NAMES } from '../lib/spread-format';

/** /propagationAnalysisLog: the member's analyses with status, a progress bar, the report link and delete. */
export function PropagationLogPage() {
  const params = useTaskLogParams();
  const history = usePropagationHistory(params.page, params.status);
  const remove = useDeletePropagation();
  return (
    <TaskLogTable<PropagationTask>
      title="传播分析记录"
      create={{ to: '/propagationAnalysis', text: '新建分析' }}
      verb="分析"
      statusLabels={PROPAGATION_STATUS_LABELS}
      params={params}
      query={history}
      remove={remove.mutateAsync}
      deleted={PROPAGATION_DELETED}
      loadFailed="分析记录加载失败"
      links={{ result: (task) => `/propagationAnalysisResult?id=${task.id}`, retry: () => '/propagationAnalysis' }}
      scrollX={1400}
      testId="propagation-log"
      leading={[
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
      ]}
      trailing={[
        { title: '转发数', dataIndex: 'nodes', width: 90, render: (v: number) => formatCount(v) },
        { title: '层级', dataIndex: 'depth', width: 64 },
        { title: '覆盖人数', dataIndex: 'coverage', width: 100, render: (v: number) => formatCount(v) },
        submittedColumn(),
        { title: '数据截至', dataIndex: 'data_time', width: 170, render: (v: string | null) => v ?? '-' },
      ]}
    />
  );
}
