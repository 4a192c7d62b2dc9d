import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { doneTask } from '../test/spread-fixture';
import { PropagationLogPage } from './propagation-log-page';

afterEach(() => vi.unstubAllGlobals());

const running = {
  ...doneTask,
  id: 8,
  status: 1,
  status_text: '分析中',
  progress: 0.4,
  progress_text: '已采集 40/100 条转发',
  data_time: null,
};
const failed = {
  ...doneTask,
  id: 9,
  status: 3,
  status_text: '分析失败',
  progress: 0.1,
  progress_text: '分析失败',
  error: '转发数据采集失败，请稍后重新提交',
  data_time: null,
};

describe('PropagationLogPage', () => {
  it('lists the analyses with status and progress, opens a done one, deletes after confirming', async () => {
    let deleted = false;
    const api = fakeApi({
      '/api/crawling/history': () => ({
        code: 1,
        data: {
          data: deleted ? [running, failed] : [doneTask, running, failed],
          page: 1,
          per_page: 10,
          total: deleted ? 2 : 3,
        },
      }),
      '/api/crawling/deleteTask': () => {
        deleted = true;
        return { code: 1, msg: '删除成功', data: null };
      },
    });
    renderWithApp(<PropagationLogPage />, { route: '/propagationAnalysisLog' });
    const table = await screen.findByTestId('propagation-log');
    expect(within(table).getByText('分析完成')).toBeTruthy();
    expect(within(table).getByLabelText('分析进度 已采集 40/100 条转发').getAttribute('aria-valuenow')).toBe('40');
    expect(within(table).getByText('转发数据采集失败，请稍后重新提交')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/propagationAnalysisResult?id=7',
    );
    expect(screen.getByText('共 3 条')).toBeTruthy();

    fireEvent.click(within(table).getAllByRole('button', { name: /删\s?除/ })[0]!);
    expect(await screen.findByText('你确定要删除吗?')).toBeTruthy();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/crawling/deleteTask')?.form.get('id')).toBe('7');
    expect(await screen.findByText('共 2 条')).toBeTruthy();
  }, 60_000);

  it('filters by status through the URL and shows the empty text', async () => {
    const api = fakeApi({ '/api/crawling/history': { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } } });
    renderWithApp(<PropagationLogPage />, { route: '/propagationAnalysisLog?status=3' });
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/crawling/history')?.form.get('status')).toBe('3');
  });
});
