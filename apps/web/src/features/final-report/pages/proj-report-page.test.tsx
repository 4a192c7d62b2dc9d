import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { projectReport } from '../report.fixture';
import { ProjReportPage } from './proj-report-page';

vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

describe('ProjReportPage', () => {
  it('shows the live figures against the budget, the daily trend and when it was read', async () => {
    const api = fakeApi({ '/api/project/report': { code: 1, data: projectReport() } });
    renderWithApp(<ProjReportPage />, { route: '/blogProjReport?id=9' });
    expect(await screen.findByText(/实时数据，更新于 2026-03-02 12:00:00/)).toBeTruthy();
    expect(screen.getByTestId('project-header').textContent).toContain('进行中');
    expect(screen.getByTestId('demo-notice').textContent).toContain('演示数据');
    expect(screen.getByText('项目预算')).toBeTruthy();
    expect(screen.getByText('¥8,000.00')).toBeTruthy();
    expect(screen.getByLabelText('每日趋势：新增互动与累计互动')).toBeTruthy();
    expect(screen.getByLabelText('按发布日期的博文数与互动量')).toBeTruthy();
    expect(api.calls[0]?.form.get('id')).toBe('9');
  }, 60_000);

  it('says where to go without a project id', async () => {
    const api = fakeApi({});
    renderWithApp(<ProjReportPage />, { route: '/blogProjReport' });
    expect(await screen.findByText('缺少项目编号，请从项目记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
