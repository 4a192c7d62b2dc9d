import { App, Card, Segmented, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { JobStatus } from '../job-progress';
import { type PagedData, PagedTable } from '../paged-table';
import type { QueryLike } from '../query-state';
import { useConfirmDelete } from '../use-confirm-delete';
import styles from './task-log.module.css';
import { actionsColumn, type LoggedTask, progressColumn, statusColumn, type TaskLinks } from './task-log-columns';
import type { TaskLogFilter, TaskLogParams } from './use-task-log-params';

/**
 * A member's background tasks of one kind (topic analyses, brand reports…): a status filter, then
 * the paged table with the task's own columns around its state tag, progress bar and actions
 * (查看 / 重新… / 删除 after a confirmation).
 */
export function TaskLogTable<Task extends LoggedTask>({
  title,
  create,
  verb,
  statusLabels,
  params,
  query,
  remove,
  deleted,
  loadFailed,
  links,
  leading,
  trailing,
  scrollX,
  testId,
}: {
  /** The card's title, which also names the table's scroll region (e.g. 话题分析记录). */
  title: string;
  /** The link to submit a new task, at the card's corner. */
  create: { to: string; text: string };
  /** 分析 or 生成: names the bar (分析进度), a running task (分析中) and the retry link (重新分析). */
  verb: string;
  /** The filter's names of the four states. */
  statusLabels: Record<JobStatus, string>;
  params: TaskLogParams;
  /** The feature's history query for `params`, which refreshes itself while a task runs. */
  query: QueryLike<PagedData<Task>> & { isFetching: boolean };
  remove: (id: number) => Promise<unknown>;
  /** Shown once a task is deleted. */
  deleted: string;
  /** The title of a list that fails to load. */
  loadFailed: string;
  links: TaskLinks<Task>;
  /** The columns before the state: what the task is about. */
  leading: TableColumnsType<Task>;
  /** The columns between the progress and the actions: the task's figures and times. */
  trailing: TableColumnsType<Task>;
  scrollX: number;
  testId: string;
}) {
  const { page, filter, set } = params;
  const { message } = App.useApp();
  const askDelete = useConfirmDelete();

  const confirmDelete = (task: Task) =>
    askDelete(async () => {
      await remove(task.id);
      message.success(deleted);
      // The last row of a page gone: show the page before.
      if (query.data && query.data.data.length === 1 && page > 1) set({ page: page - 1 });
    });

  const filters: { value: TaskLogFilter; label: string }[] = [
    { value: -1, label: '全部' },
    ...Object.values(JobStatus).map((status) => ({ value: status, label: statusLabels[status] })),
  ];

  return (
    <Card title={title} extra={<Link to={create.to}>{create.text}</Link>}>
      <div className={styles.filters}>
        <Segmented<TaskLogFilter>
          aria-label="按状态筛选"
          options={filters}
          value={filter}
          onChange={(value) => set({ filter: value, page: 1 })}
        />
      </div>
      <PagedTable<Task>
        query={query}
        page={page}
        onPage={(next) => set({ page: next })}
        rowKey="id"
        label={title}
        title={loadFailed}
        scrollX={scrollX}
        testId={testId}
        columns={[
          ...leading,
          statusColumn<Task>(),
          progressColumn<Task>(verb),
          ...trailing,
          actionsColumn<Task>(verb, links, confirmDelete),
        ]}
      />
    </Card>
  );
}
