import { Button, Progress, Space, type TableColumnType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { JOB_STATUS_COLORS, type JobProgress, JobStatus, jobPercent } from '../job-progress';

/** What a task log reads of every task: its id and how far its job has got. */
export interface LoggedTask extends JobProgress {
  id: number;
}

/** Where a task's action links go: its result once done, a new submission once failed. */
export interface TaskLinks<Task> {
  result: (task: Task) => string;
  retry: (task: Task) => string;
}

/** The period a task covers: 2026-01-01 至 2026-01-07. */
export function rangeColumn<Task extends { start_date: string; end_date: string }>(): TableColumnType<Task> {
  return {
    title: '时间范围',
    key: 'range',
    width: 200,
    render: (_: unknown, task) => `${task.start_date} 至 ${task.end_date}`,
  };
}

export function submittedColumn<Task extends { create_time: string }>(): TableColumnType<Task> {
  return { title: '提交时间', dataIndex: 'create_time', width: 170 };
}

export function statusColumn<Task extends LoggedTask>(): TableColumnType<Task> {
  return {
    title: '状态',
    dataIndex: 'status',
    width: 96,
    render: (value: JobStatus, task) => <Tag color={JOB_STATUS_COLORS[value]}>{task.status_text}</Tag>,
  };
}

/** The bar (named 分析进度 <step> or 生成进度 <step> after `verb`) and, under it, a failure's error. */
export function progressColumn<Task extends LoggedTask>(verb: string): TableColumnType<Task> {
  return {
    title: '进度',
    key: 'progress',
    width: 180,
    render: (_: unknown, task) => (
      <>
        <Progress
          percent={jobPercent(task.progress)}
          aria-label={`${verb}进度 ${task.progress_text}`}
          size="small"
          status={
            task.status === JobStatus.failed ? 'exception' : task.status === JobStatus.done ? 'success' : 'active'
          }
        />
        {task.error && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {task.error}
          </Typography.Text>
        )}
      </>
    ),
  };
}

/** 查看 a done task, 重新<verb> a failed one, <verb>中 otherwise; 删除 always. */
export function actionsColumn<Task extends LoggedTask>(
  verb: string,
  links: TaskLinks<Task>,
  onDelete: (task: Task) => void,
): TableColumnType<Task> {
  return {
    title: '操作',
    key: 'actions',
    width: 130,
    fixed: 'right',
    render: (_: unknown, task) => (
      <Space>
        {task.status === JobStatus.done ? (
          <Link to={links.result(task)}>查看</Link>
        ) : task.status === JobStatus.failed ? (
          <Link to={links.retry(task)}>{`重新${verb}`}</Link>
        ) : (
          <Typography.Text type="secondary">{`${verb}中`}</Typography.Text>
        )}
        <Button type="link" danger size="small" onClick={() => onDelete(task)}>
          删除
        </Button>
      </Space>
    ),
  };
}
