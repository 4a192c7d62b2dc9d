import { brandReportResultSchema } from '@boguan/contracts/brand-report.api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { result } from '../test/report-fixture';
import { BrandResultPage } from './brand-result-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  TEXT_COLORS: ['#ad4e00'],
  loadWordCloud: () => new Promise(() => undefined),
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

describe('BrandResultPage', () => {
  it('the fixture is a report the server could answer', () => {
    expect(brandReportResultSchema.safeParse(result).success).toBe(true);
  });

  it('shows the frozen report: the moment read, SOV with its interval and sample, the spike and its rule', async () => {
    const api = fakeApi({ '/api/brand_report/result': { code: 1, data: result } });
    renderWithApp(<BrandResultPage />, { route: '/brandResult?id=7' });
    expect(await screen.findByText('数据截至 2026-01-09 10:00:00')).toBeTruthy();
    expect(screen.getByText('演示数据：由模拟器生成的品牌提及博文')).toBeTruthy();
    expect(screen.getByLabelText('品牌每日提及量与竞品对比，1 个峰值')).toBeTruthy();
    expect(screen.getByTestId('spike-rule').textContent).toContain('k = 2，w = 6');
    expect(screen.getByTestId('brand-figures').textContent).toContain('n = 35');
    const spikes = screen.getByRole('list', { name: '峰值关键博文' });
    expect(within(spikes).getByText('小米新品发布会，太好用了')).toBeTruthy();
    expect(screen.getByRole('list', { name: '负面声量来源' }).textContent).toContain('小米售后太差了');
    expect(screen.getByRole('button', { name: '导出博文' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出博主' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/brand_report/result')?.form.get('id')).toBe('7');
  }, 60_000);

  it('says where to go without a task id, and asks the server nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<BrandResultPage />, { route: '/brandResult' });
    expect(await screen.findByText('缺少任务编号，请从报告记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
