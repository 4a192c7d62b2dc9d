import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { reportItem } from '../report.fixture';
import { FinalReportLogPage } from './final-report-log-page';

afterEach(() => vi.unstubAllGlobals());

describe('FinalReportLogPage', () => {
  it('lists reports with their state, opens a finished one and deletes after the confirmation', async () => {
    const api = fakeApi({
      '/api/launch/history': {
        code: 1,
        data: {
          data: [
            reportItem(),
            reportItem({
              id: 6,
              name: '失败的报告',
              status: 3,
              status_text: '失败',
              progress: 0.4,
              error: '报告生成过程中出现错误，请重新提交',
              data_time: null,
            }),
          ],
          page: 1,
          per_page: 10,
          total: 2,
        },
      },
      '/api/launch/deleteTask': { code: 1, msg: '删除成功', data: null },
    });
    renderWithApp(<FinalReportLogPage />, { route: '/finalReportLog' });
    expect(await screen.findByText('春季新品')).toBeTruthy();
    expect(screen.getByText('报告生成过程中出现错误，请重新提交')).toBeTruthy();
    expect(screen.getByText('查看').getAttribute('href')).toBe('/finalResult?id=5');
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('region', { name: '结案报告记录' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /删\s?除/ })[1]!);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('你确定要删除吗?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/launch/deleteTask')?.form.get('id')).toBe('6');
  }, 60_000);

  it('says 暂无数据... without reports', async () => {
    fakeApi({ '/api/launch/history': { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } } });
    renderWithApp(<FinalReportLogPage />, { route: '/finalReportLog' });
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
  });
});
