import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { type JobProgress, JobProgressPanel, jobPercent } from './job-progress';

const job = (fields: Partial<JobProgress>): JobProgress => ({
  status: 1,
  status_text: '进行中',
  progress: 0.4,
  progress_text: '已完成 2/5',
  error: null,
  ...fields,
});

function renderJob(data: JobProgress) {
  const query = { data, isPending: false, isError: false, error: null, refetch: vi.fn() };
  return renderWithApp(
    <JobProgressPanel
      query={query}
      label="任务进度"
      readFailed="状态读取失败"
      jobFailed="任务失败，请重新提交"
      done={() => <span>查看结果</span>}
    />,
  );
}

describe('JobProgressPanel', () => {
  it('shows the state, the step and the bar of a running job, and no result yet', () => {
    renderJob(job({}));
    expect(screen.getByText('进行中').textContent).toBeTruthy();
    expect(screen.getByText('已完成 2/5').textContent).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '任务进度' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByText('查看结果')).toBeNull();
  });

  it('shows the result once done, with the step text only once when it repeats the state', () => {
    renderJob(job({ status: 2, status_text: '已完成', progress: 1, progress_text: '已完成' }));
    expect(screen.getAllByText('已完成')).toHaveLength(1);
    expect(screen.getByText('查看结果').textContent).toBeTruthy();
  });

  it('shows the job’s own error when it failed, else the fallback', () => {
    const { unmount } = renderJob(job({ status: 3, status_text: '失败', error: '博文已删除' }));
    expect(screen.getByText('博文已删除').textContent).toBeTruthy();
    unmount();
    renderJob(job({ status: 3, status_text: '失败' }));
    expect(screen.getByText('任务失败，请重新提交').textContent).toBeTruthy();
    expect(screen.queryByText('查看结果')).toBeNull();
  });

  it('keeps the percentage within 0..100', () => {
    expect([jobPercent(-0.2), jobPercent(0.456), jobPercent(1.7)]).toEqual([0, 46, 100]);
  });
});
