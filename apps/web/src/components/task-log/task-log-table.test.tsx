import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { LoggedTask } from './task-log-columns';
import { TaskLogTable } from './task-log-table';
import { useTaskLogParams } from './use-task-log-params';

interface Report extends LoggedTask {
  name: string;
}

const task = (fields: Partial<Report> & Pick<Report, 'id' | 'name'>): Report => ({
  status: 2,
  status_text: '已完成',
  progress: 1,
  progress_text: '已完成',
  error: null,
  ...fields,
});

const done = task({ id: 1, name: '春季报告' });
const running = task({
  id: 2,
  name: '夏季报告',
  status: 1,
  status_text: '生成中',
  progress: 0.4,
  progress_text: '已汇总 2/5 天',
});
const failed = task({
  id: 3,
  name: '秋季报告',
  status: 3,
  status_text: '生成失败',
  progress: 0.1,
  progress_text: '生成失败',
  error: '数据源不可用，请稍后重新提交',
});

/** Shows where the filter and paging put the URL. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function Log({
  tasks,
  remove = vi.fn(async () => null),
}: {
  tasks: Report[];
  remove?: (id: number) => Promise<unknown>;
}) {
  const params = useTaskLogParams();
  const query = {
    data: { data: tasks, per_page: 10, total: tasks.length },
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    isFetching: false,
  };
  return (
    <>
      <TaskLogTable<Report>
        title="报告记录"
        create={{ to: '/report', text: '新建报告' }}
        verb="生成"
        statusLabels={{ 0: '等待开始', 1: '生成中', 2: '已完成', 3: '生成失败' }}
        params={params}
        query={query}
        remove={remove}
        deleted="删除成功"
        loadFailed="报告记录加载失败"
        links={{ result: (t) => `/reportResult?id=${t.id}`, retry: (t) => `/report?name=${t.name}` }}
        leading={[{ title: '名称', dataIndex: 'name', width: 120 }]}
        trailing={[{ title: '编号', dataIndex: 'id', width: 60 }]}
        scrollX={800}
        testId="report-log"
      />
      <Search />
    </>
  );
}

describe('TaskLogTable', () => {
  it('shows a running task’s progress, a done task’s link and a failed task’s state, error and retry', async () => {
    renderWithApp(<Log tasks={[done, running, failed]} />);
    const table = await screen.findByTestId('report-log');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['名称', '状态', '进度', '编号', '操作']);

    const rows = within(table).getAllByRole('row').slice(1);
    const [doneRow, runningRow, failedRow] = rows.map((row) => within(row));

    expect(doneRow!.getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/reportResult?id=1');
    expect(doneRow!.getByLabelText('生成进度 已完成').getAttribute('aria-valuenow')).toBe('100');

    expect(runningRow!.getByText('生成中', { selector: '.ant-tag' })).toBeTruthy();
    expect(runningRow!.getByLabelText('生成进度 已汇总 2/5 天').getAttribute('aria-valuenow')).toBe('40');
    expect(runningRow!.getByText('生成中', { selector: '.ant-typography' })).toBeTruthy();
    expect(runningRow!.queryByRole('link')).toBeNull();

    expect(failedRow!.getByText('生成失败', { selector: '.ant-tag' }).className).toContain('ant-tag-error');
    expect(failedRow!.getByText('数据源不可用，请稍后重新提交')).toBeTruthy();
    expect(failedRow!.getByRole('link', { name: '重新生成' }).getAttribute('href')).toBe('/report?name=秋季报告');

    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新建报告' }).getAttribute('href')).toBe('/report');
  });

  it('deletes a task after the confirmation and says so', async () => {
    const remove = vi.fn(async () => null);
    renderWithApp(<Log tasks={[done, running]} remove={remove} />);
    const table = await screen.findByTestId('report-log');
    fireEvent.click(within(table).getAllByRole('button', { name: /删\s?除/ })[1]!);
    expect(await screen.findByText('你确定要删除吗?')).toBeTruthy();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(2);
  });

  it('shows the empty text, and puts the chosen state in the URL from page 1', async () => {
    renderWithApp(<Log tasks={[]} />, { route: '/log?page=3' });
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
    fireEvent.click(screen.getByText('生成失败'));
    expect(screen.getByTestId('search').textContent).toBe('?status=3');
    fireEvent.click(screen.getByText('全部'));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
