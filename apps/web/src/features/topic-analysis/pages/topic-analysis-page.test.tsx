import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { doneTask } from '../test/report-fixture';
import { TopicAnalysisPage } from './topic-analysis-page';

afterEach(() => vi.unstubAllGlobals());

const allowance = {
  feature: 'topic_analysis',
  name: '话题分析',
  level: 30,
  allowed: true,
  per_day: null,
  per_month: { limit: 10, used: 3, remaining: 7 },
  max_rows: null,
};
const card = {
  name: '春节档',
  read_count: 1_200_000,
  discuss_count: 3400,
  category: '娱乐',
  host_uid: '1001',
  host_name: '电影频道',
  stored_posts: 11,
  earliest_date: null,
  demo: true,
};

describe('TopicAnalysisPage', () => {
  it('identifies a topic typed with #s, submits it once and follows the job to the report link', async () => {
    const api = fakeApi({
      '/api/topic_analysis/remainingTimes': { code: 1, data: allowance },
      '/api/topic_analysis/check': { code: 1, data: card },
      '/api/topic_analysis/submit': { code: 1, msg: '话题分析任务已提交', data: { id: 7, status: 0 } },
      '/api/topic_analysis/status': { code: 1, data: doneTask },
    });
    renderWithApp(<TopicAnalysisPage />, { route: '/topicAnalysis' });
    expect(await screen.findByText('7')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('话题名称'), { target: { value: '#春节档#' } });
    fireEvent.click(screen.getByRole('button', { name: '识别话题' }));
    expect(await screen.findByText('电影频道')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/topic_analysis/check')?.form.get('topic')).toBe('春节档');

    const start = screen.getByRole('button', { name: '开始分析' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: '查看报告' }, { timeout: 10_000 })).toBeTruthy();
    const submits = api.calls.filter((c) => c.path === '/api/topic_analysis/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.form.get('topic')).toBe('春节档');
    expect(submits[0]?.form.get('start_date')).toMatch(/^\d{4}-\d\d-\d\d$/);
  }, 60_000);

  it('shows why a topic is refused, in the server words', async () => {
    fakeApi({
      '/api/topic_analysis/remainingTimes': { code: 1, data: allowance },
      '/api/topic_analysis/check': { code: 0, msg: '未找到该话题，请检查话题名称' },
    });
    renderWithApp(<TopicAnalysisPage />, { route: '/topicAnalysis' });
    fireEvent.change(await screen.findByLabelText('话题名称'), { target: { value: '不存在' } });
    fireEvent.click(screen.getByRole('button', { name: '识别话题' }));
    expect((await screen.findAllByText('未找到该话题，请检查话题名称')).length).toBeGreaterThan(0);
  }, 60_000);
});
