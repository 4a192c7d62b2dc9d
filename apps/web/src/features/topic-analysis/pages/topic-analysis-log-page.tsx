import {
  TOPIC_ANALYSIS_DELETED,
  TOPIC_ANALYSIS_STATUS_LABELS,
  TOPIC_ANALYSIS_STATUSES,
  TopicAnalysisStatus,
} from '@boguan/contracts/topic-analysis';
import type { TopicAnalysisTask } from '@boguan/contracts/topic-analysis.api';
import { App, Button, Card, Progress, Segmented, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { useDeleteTopicAnalysis, useTopicAnalysisHistory } from '../api/topic-analysis-api';
import styles from '../components/topic-analysis.module.css';
import { progressPercent, STATUS_COLORS } from '../lib/topic-charts';

/** -1 lists every status. */
type Filter = TopicAnalysisStatus | -1;
const FILTERS: { value: Filter; label: string }[] = [
  { value: -1, label: '全部' },
  ...TOPIC_ANALYSIS_STATUSES.map((status) => ({ value: status, label: TOPIC_ANALYSIS_STATUS_LABELS[status] })),
];

/** The page and the filter live in the URL (?page=&status=), so a reload or a shared link shows the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number.parseInt(params.get('status') ?? '-1', 10);
  const status: Filter = (TOPIC_ANALYSIS_STATUSES as readonly number[]).includes(raw)
    ? (raw as TopicAnalysisStatus)
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

/** /topicAnalysisLog: the member's analyses with status, a progress bar, the report link and delete. */
export function TopicAnalysisLogPage() {
  const { page, status, set } = useListState();
  const history = useTopicAnalysisHistory(page, status === -1 ? undefined : status);
  const remove = useDeleteTopicAnalysis();
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();

  const confirmDelete = (task: TopicAnalysisTask) =>
    askDelete(async () => {
      await remove.mutateAsync(task.id);
      message.success(TOPIC_ANALYSIS_DELETED);
      // The last row of a page gone: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) set({ page: page - 1 });
    });

  return (
    <Card title="话题分析记录" extra={<Link to="/topicAnalysis">新建分析</Link>}>
      <div className={styles.formRow} style={{ marginTop: 0, marginBottom: 12 }}>
        <Segmented<Filter>
          aria-label="按状态筛选"
          options={FILTERS}
          value={status}
          onChange={(value) => set({ status: value, page: 1 })}
        />
      </div>
      <PagedTable<TopicAnalysisTask>
        query={history}
        page={page}
        onPage={(next) => set({ page: next })}
        rowKey="id"
        label="话题分析记录"
        title="分析记录加载失败"
        scrollX={1100}
        testId="topic-analysis-log"
        columns={[
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
            render: (value: TopicAnalysisStatus, task) => <Tag color={STATUS_COLORS[value]}>{task.status_text}</Tag>,
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
                    task.status === TopicAnalysisStatus.failed
                      ? 'exception'
                      : task.status === TopicAnalysisStatus.done
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
          { title: '话题博文', dataIndex: 'posts', width: 90, render: (v: number) => formatCount(v) },
          { title: '峰值', dataIndex: 'spikes', width: 64 },
          { title: '提交时间', dataIndex: 'create_time', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, task) => (
              <Space>
                {task.status === TopicAnalysisStatus.done ? (
                  <Link to={`/topicAnalysisResult?id=${task.id}`}>查看</Link>
                ) : task.status === TopicAnalysisStatus.failed ? (
                  <Link to="/topicAnalysis">重新分析</Link>
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
