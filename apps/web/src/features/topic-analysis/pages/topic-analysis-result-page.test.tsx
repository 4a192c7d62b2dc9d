import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { result } from '../test/report-fixture';
import { TopicAnalysisResultPage } from './topic-analysis-result-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  TEXT_COLORS: ['#ad4e00'],
  loadWordCloud: () => new Promise(() => undefined),
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

describe('TopicAnalysisResultPage', () => {
  it('shows the frozen report: the curve with its spike and rule, key posts, leaders, demo marking', async () => {
    const api = fakeApi({ '/api/topic_analysis/result': { code: 1, data: result } });
    renderWithApp(<TopicAnalysisResultPage />, { route: '/topicAnalysisResult?id=7' });
    expect(await screen.findByText('数据截至 2026-01-05 14:00:00')).toBeTruthy();
    expect(screen.getByText('演示数据：由模拟器生成的话题博文')).toBeTruthy();
    expect(screen.getByLabelText('话题声量曲线，1 个峰值')).toBeTruthy();
    expect(screen.getByTestId('spike-rule').textContent).toContain('k = 2，w = 6');
    expect(
      screen.getAllByRole('button', { name: /^声量峰值的计算方式：.*前 6 个时间段均值 \+ 2 × 标准差/ }),
    ).toHaveLength(1);
    const spikes = screen.getByRole('list', { name: '峰值关键博文' });
    expect(within(spikes).getByText('#春节档# 预售破十亿')).toBeTruthy();
    expect(within(spikes).getByText('8 条')).toBeTruthy();
    const leaders = screen.getByRole('region', { name: '意见领袖列表' });
    expect(within(leaders).getByText('86.15%')).toBeTruthy();
    expect(screen.getByText('基于 11 条')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/topic_analysis/result')?.form.get('id')).toBe('7');
  }, 60_000);

  it('says where to go without a task id, and asks the server nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<TopicAnalysisResultPage />, { route: '/topicAnalysisResult' });
    expect(await screen.findByText('缺少任务编号，请从分析记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('answers another member’s id as the server words it', async () => {
    fakeApi({ '/api/topic_analysis/result': { code: 0, msg: '任务不存在' } });
    renderWithApp(<TopicAnalysisResultPage />, { route: '/topicAnalysisResult?id=9' });
    expect((await screen.findAllByText('任务不存在')).length).toBeGreaterThan(0);
  });
});
