import type { LinkCheck } from '@boguan/contracts/final-report.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { FinalReportPage } from './final-report-page';

afterEach(() => vi.unstubAllGlobals());

const allowance = {
  feature: 'final_report',
  name: '结案报告',
  level: 30,
  allowed: true,
  per_day: null,
  per_month: { limit: 5, used: 1, remaining: 4 },
  max_rows: 50,
};

const check: LinkCheck = {
  lines: 3,
  max_posts: 50,
  posts: [
    {
      line: 1,
      mid: '5001',
      uid: '1200012',
      uname: '数码老张',
      avatar: '',
      text: '新手机开箱',
      created_at: '2026-03-01 20:00:00',
      reposts: 1,
      comments: 2,
      likes: 3,
      url: '',
    },
  ],
  errors: [{ line: 2, input: 'https://example.com', message: '博文链接第2行：不是微博链接' }],
  duplicates: [{ line: 3, input: '5001', message: '博文链接第3行：与第1行重复' }],
};

describe('FinalReportPage', () => {
  it('checks the pasted links line by line, then submits and follows the report to its result', async () => {
    const api = fakeApi({
      '/api/launch/auth': { code: 1, data: allowance },
      '/api/launch/checkUrls': { code: 1, data: check },
      '/api/launch/submit': { code: 1, msg: '结案报告已提交', data: { id: 12, status: 0 } },
      '/api/launch/status': {
        code: 1,
        data: { id: 12, status: 2, status_text: '已完成', progress: 1, progress_text: '已完成', error: null },
      },
    });
    renderWithApp(<FinalReportPage />, { route: '/finalReport' });
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.getByText(/每份报告最多 50 条博文/)).toBeTruthy();

    const links = 'https://m.weibo.cn/detail/5001\nhttps://example.com\n5001';
    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: links } });
    expect(screen.getByText('已填写 3 行（最多 200 行）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '检查链接' }));
    expect(await screen.findByText('博文链接第2行：不是微博链接')).toBeTruthy();
    expect(screen.getByText('博文链接第3行：与第1行重复')).toBeTruthy();
    expect(screen.getByTestId('link-check').textContent).toContain('识别到 1 条可用博文');
    expect(api.calls.find((c) => c.path === '/api/launch/checkUrls')?.form.get('urls')).toBe(links);

    fireEvent.change(screen.getByLabelText('报告名称'), { target: { value: '春季新品' } });
    fireEvent.change(screen.getByLabelText('投放费用（元）'), { target: { value: '10000.5' } });
    fireEvent.click(screen.getByRole('button', { name: '生成报告' }));
    expect(await screen.findByText('结案报告已提交')).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/launch/submit')?.form;
    expect([sent?.get('urls'), sent?.get('name'), sent?.get('cost'), sent?.get('project_id')]).toEqual([
      links,
      '春季新品',
      '10000.5',
      null,
    ]);
    const view = await screen.findByRole('button', { name: '查看报告' });
    expect(view.closest('a')?.getAttribute('href')).toBe('/finalResult?id=12');
    expect(screen.getByLabelText('报告生成进度').getAttribute('aria-valuenow')).toBe('100');
  }, 60_000);

  it('refuses a cost it cannot read as yuan before asking the server', async () => {
    const api = fakeApi({ '/api/launch/auth': { code: 1, data: allowance } });
    renderWithApp(<FinalReportPage />, { route: '/finalReport' });
    await screen.findByText('4');
    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: '5001' } });
    fireEvent.change(screen.getByLabelText('投放费用（元）'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: '生成报告' }));
    expect(await screen.findByText('投放费用格式不正确，请输入金额（元），最多两位小数')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/launch/submit')).toBe(false));
  });
});
