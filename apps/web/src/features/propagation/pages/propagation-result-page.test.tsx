import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { result } from '../test/spread-fixture';
import { PropagationResultPage } from './propagation-result-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

/** The value a figure card shows under its title. */
function figure(title: string): string | null | undefined {
  const card = [...document.querySelectorAll('.ant-statistic')].find((node) =>
    node.querySelector('.ant-statistic-title')?.textContent?.startsWith(title),
  );
  return card?.querySelector('.ant-statistic-content')?.textContent;
}

describe('PropagationResultPage', () => {
  it('shows the frozen report: the moment, the figures with their formulas, the tree and the tables', async () => {
    const api = fakeApi({ '/api/crawling/result': { code: 1, data: result } });
    renderWithApp(<PropagationResultPage />, { route: '/propagationAnalysisResult?id=7' });
    expect(await screen.findByText('数据截至 2026-01-05 10:00:00')).toBeTruthy();
    expect(screen.getByText('音律联觉主题黑胶礼盒抽奖')).toBeTruthy();
    expect(figure('转发数')).toBe('5');
    expect(figure('传播层级')).toBe('3 层');
    expect(figure('覆盖人数')).toBe('165.5万');
    expect(figure('疑似水军占比')).toBe('25.00%');
    expect(figure('引爆点')).toBe('01-05 08:10');
    // Every figure carries its formula.
    expect(screen.getByRole('button', { name: /^覆盖人数的计算方式：.*未去重/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^引爆点的计算方式/ })).toBeTruthy();
    expect(screen.getByText(/1 条转发的上级转发不在数据中/)).toBeTruthy();
    expect(screen.getByLabelText(/^转发传播树：明日方舟Arknights 的博文共 5 条转发/)).toBeTruthy();
    expect(screen.getByLabelText('转发时间曲线与关键传播者加入时刻')).toBeTruthy();

    const spreaders = screen.getByRole('region', { name: '关键传播者列表' });
    expect(within(spreaders).getByText('原博文 → 游戏达人 → 小号甲')).toBeTruthy();
    expect(screen.getByText('无头像：2 个账号')).toBeTruthy();
    expect(screen.getByText(/参与账号 5 个，其中 4 个已收录资料/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/crawling/result')?.form.get('id')).toBe('7');
  }, 60_000);

  it('says where to go without a task id, and asks the server nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<PropagationResultPage />, { route: '/propagationAnalysisResult' });
    expect(await screen.findByText('缺少任务编号，请从分析记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the server reason for a report not ready', async () => {
    fakeApi({ '/api/crawling/result': { code: 0, msg: '传播分析尚未完成，请稍后查看' } });
    renderWithApp(<PropagationResultPage />, { route: '/propagationAnalysisResult?id=9' });
    expect(await screen.findByText('传播分析尚未完成，请稍后查看')).toBeTruthy();
  });
});
