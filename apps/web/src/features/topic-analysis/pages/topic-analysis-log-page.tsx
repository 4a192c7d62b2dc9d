import { TOPIC_ANALYSIS_DELETED, TOPIC_ANALYSIS_STATUS_LABELS } from '@boguan/contracts/topic-analysis';
import type { TopicAnalysisTask } from '@boguan/contracts/topic-analysis.api';
import { Typography } from 'antd';
import { rangeColumn, submittedColumn } from '../../../components/task-log/task-log-columns';
import { TaskLogTable } from '../../../components/task-log/task-log-table';
import { useTaskLogParams } from '../../../components/task-log/use-task-log-params';
import { formatCount } from '../../../lib/format';
import { useDeleteTopicAnalysis, useTopicAnalysisHistory } from '../api/topic-analysis-api';

/** /topicAnalysisLog: the member's analyses with status, a progress bar, the report link and delete. */
export function TopicAnalysisLogPage() {
  const params = useTaskLogParams();
  const history = useTopicAnalysisHistory(params.page, params.status);
  const remove = useDeleteTopicAnalysis();
  return (
    <TaskLogTable<TopicAnalysisTask>
      title="话题分析记录"
      create={{ to: '/topicAnalysis', text: '新建分析' }}
      verb="分析"
      statusLabels={TOPIC_ANALYSIS_STATUS_LABELS}
      params={params}
      query={history}
      remove={remove.mutateAsync}
      deleted={TOPIC_ANALYSIS_DELETED}
      loadFailed="分析记录加载失败"
      links={{ result: (task) => `/topicAnalysisResult?id=${task.id}`, retry: () => '/topicAnalysis' }}
      scrollX={1100}
      testId="topic-analysis-log"
      leading={[
        {
          title: '话题',
          dataIndex: 'topic',
          width: 200,
          render: (topic: string) => (
            <Typography.Text strong ellipsis style={{ maxWidth: 184 }} title={`#${topic}#`}>
              #{topic}#
            </Typography.Text>
          ),
        },
        rangeColumn(),
      ]}
      trailing={[
        { title: '话题博文', dataIndex: 'posts', width: 90, render: (v: number) => formatCount(v) },
        { title: '峰值', dataIndex: 'spikes', width: 64 },
        submittedColumn(),
      ]}
    />
  );
}
