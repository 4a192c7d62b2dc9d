import type { PropagationPost } from '@boguan/contracts/propagation.api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { doneTask } from '../test/spread-fixture';
import { PropagationPage } from './propagation-page';

afterEach(() => vi.unstubAllGlobals());

const card: PropagationPost = {
  mid: '4645748019299849',
  bid: 'Kjc77D1jz',
  uid: '6279793937',
  name: '明日方舟Arknights',
  avatar: '',
  text: '音律联觉主题黑胶礼盒抽奖',
  created_at: '2026-01-05 08:00:00',
  url: 'https://weibo.com/6279793937/Kjc77D1jz',
  reposts: 9079,
  comments: 300,
  likes: 5000,
  stored_reposts: 0,
  collectable: true,
  demo: false,
};
const imported: PropagationPost = {
  ...card,
  mid: '4655757364823177',
  text: '',
  stored_reposts: 12,
  collectable: false,
};
const allowance = {
  feature: 'propagation_analysis',
  name: '传播分析',
  level: 30,
  allowed: true,
  per_day: null,
  per_month: { limit: 10, used: 2, remaining: 8 },
  max_rows: null,
};

describe('PropagationPage', () => {
  it('identifies a pasted link, submits it once and follows the job to the report link', async () => {
    const api = fakeApi({
      '/api/crawling/remainingTimes': { code: 1, data: allowance },
      '/api/crawling/storedPosts': { code: 1, data: [] },
      '/api/crawling/checkUrl': { code: 1, data: card },
      '/api/crawling/submit': { code: 1, msg: '传播分析任务已提交', data: { id: 7, status: 0 } },
      '/api/crawling/status': { code: 1, data: doneTask },
    });
    renderWithApp(<PropagationPage />, { route: '/propagationAnalysis' });
    expect(await screen.findByText('8')).toBeTruthy();
    expect(await screen.findByText('暂无已存储转发数据的博文')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: 'https://m.weibo.cn/status/Kjc77D1jz' } });
    fireEvent.click(screen.getByRole('button', { name: '识别博文' }));
    expect(await screen.findByText('音律联觉主题黑胶礼盒抽奖')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/crawling/checkUrl')?.form.get('url')).toBe(
      'https://m.weibo.cn/status/Kjc77D1jz',
    );
    expect((screen.getByRole('radio', { name: '使用已有转发数据（0 条）' }) as HTMLInputElement).disabled).toBe(true);

    const start = screen.getByRole('button', { name: '开始分析' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: '查看报告' })).toBeTruthy();
    const submits = api.calls.filter((c) => c.path === '/api/crawling/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.form.get('url')).toBe(card.mid);
    expect(submits[0]?.form.get('mode')).toBe('collect');
    expect(screen.getByLabelText('分析进度').getAttribute('aria-valuenow')).toBe('100');
  }, 60_000);

  it('picks a post whose reposts were imported and analyses the stored reposts', async () => {
    const api = fakeApi({
      '/api/crawling/remainingTimes': { code: 1, data: allowance },
      '/api/crawling/storedPosts': { code: 1, data: [imported] },
      '/api/crawling/checkUrl': { code: 1, data: imported },
      '/api/crawling/submit': { code: 1, data: { id: 8, status: 0 } },
      '/api/crawling/status': {
        code: 1,
        data: { ...doneTask, id: 8, status: 1, status_text: '分析中', progress: 0.2 },
      },
    });
    renderWithApp(<PropagationPage />, { route: '/propagationAnalysis' });
    fireEvent.click(await screen.findByRole('button', { name: `选择博文 ${imported.mid}` }));
    expect(await screen.findByRole('radio', { name: '使用已有转发数据（12 条）' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '实时采集转发' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '开始分析' }));
    expect(await screen.findByText('分析中')).toBeTruthy();
    const submit = api.calls.find((c) => c.path === '/api/crawling/submit');
    expect(submit?.form.get('mode')).toBe('stored');
    expect(submit?.form.get('url')).toBe(imported.mid);
  }, 60_000);

  it('shows why a link is refused, in the server words', async () => {
    fakeApi({
      '/api/crawling/remainingTimes': { code: 1, data: allowance },
      '/api/crawling/storedPosts': { code: 1, data: [] },
      '/api/crawling/checkUrl': { code: 0, msg: '仅支持微博博文链接' },
    });
    renderWithApp(<PropagationPage />, { route: '/propagationAnalysis' });
    fireEvent.change(await screen.findByLabelText('博文链接'), { target: { value: 'https://www.douyin.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: '识别博文' }));
    expect((await screen.findAllByText('仅支持微博博文链接')).length).toBeGreaterThan(0);
  }, 60_000);
});
