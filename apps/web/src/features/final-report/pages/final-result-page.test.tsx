import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { reportItem, reportResult } from '../report.fixture';
import { FinalResultPage } from './final-result-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

/** The value a summary card shows under its title. */
function figure(title: string): string | null | undefined {
  const card = [...document.querySelectorAll('.ant-statistic')].find((node) =>
    node.querySelector('.ant-statistic-title')?.textContent?.startsWith(title),
  );
  return card?.querySelector('.ant-statistic-content')?.textContent;
}

describe('FinalResultPage', () => {
  it('shows the frozen report: when its data was read, its figures, charts, posts and bloggers', async () => {
    const api = fakeApi({ '/api/launch/result': { code: 1, data: reportResult() } });
    renderWithApp(<FinalResultPage />, { route: '/finalResult?id=5' });
    expect(await screen.findByText('数据截至 2026-03-02 10:00:30')).toBeTruthy();
    expect(screen.getByText('春季新品')).toBeTruthy();
    expect(screen.getByTestId('demo-notice').textContent).toContain('全部博文及其博主由博观模拟器按固定种子生成');
    expect(figure('博文数')).toBe('2');
    expect(figure('互动总量')).toBe('2.55万');
    expect(figure('预估曝光')).toBe('18万');
    expect(figure('互动率')).toBe('1.42%');
    expect(figure('投放费用')).toBe('¥10,000.50');
    expect(figure('CPE')).toBe('¥0.39');
    expect(figure('CPM')).toBe('¥55.56');
    expect(screen.getByRole('button', { name: /预估曝光的计算方法：估算：每条博文作者的粉丝数之和/ })).toBeTruthy();
    expect(screen.getByLabelText('互动构成：转发、评论、点赞')).toBeTruthy();
    expect(screen.getByLabelText('博主层级：各层级博主数与互动量')).toBeTruthy();
    expect(screen.getByTestId('sentiment-share').textContent).toContain('基于 60 条');
    expect(within(screen.getByTestId('top-words')).getByText('续航 12')).toBeTruthy();
    expect(screen.getByRole('region', { name: '报告博文' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '报告博主' })).toBeTruthy();
    expect(screen.getAllByText('春季妆容分享').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '导出博文' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出博主' })).toBeTruthy();
    expect(api.calls[0]?.form.get('id')).toBe('5');
  }, 60_000);

  it('takes a cost later and sends it as typed', async () => {
    const real = reportResult();
    real.summary.demo_posts = 0;
    const api = fakeApi({
      '/api/launch/result': { code: 1, data: real },
      '/api/launch/setCost': { code: 1, msg: '投放费用已保存', data: reportItem({ cost_fen: 300_000 }) },
    });
    renderWithApp(<FinalResultPage />, { route: '/finalResult?id=5' });
    // By text, not by role: role queries walk the whole report's tables and crawl on a busy machine.
    fireEvent.click(await screen.findByText('修改费用'));
    // Posts read from Weibo carry no demo notice.
    expect(screen.queryByTestId('demo-notice')).toBeNull();
    const box = await screen.findByRole('dialog');
    fireEvent.change(within(box).getByLabelText('投放费用（元）'), { target: { value: '3000' } });
    fireEvent.click(within(box).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('投放费用已保存')).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/launch/setCost')?.form;
    expect([sent?.get('id'), sent?.get('cost')]).toEqual(['5', '3000']);
  }, 60_000);

  it("says where to go without an id, and shows the server's reason for a report not ready", async () => {
    const api = fakeApi({ '/api/launch/result': { code: 0, msg: '报告尚未生成完成，请稍后查看' } });
    const first = renderWithApp(<FinalResultPage />, { route: '/finalResult' });
    expect(await screen.findByText('缺少报告编号，请从报告记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
    first.unmount();
    renderWithApp(<FinalResultPage />, { route: '/finalResult?id=8' });
    expect(await screen.findByText('报告尚未生成完成，请稍后查看')).toBeTruthy();
  });
});
